// Real databases for integration tests: embedded PGlite in a temporary folder, and, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL database per test file (dropped afterwards).
// Each starts as a copy of a migrated template, made once per set of migrations: a new PGlite
// database takes 15-20 s to create and migrate on a busy two-core machine, a copy of a migrated
// one about 4 s.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, pgliteDir } from '#app/lib/db.server.ts';
import type { DatabaseHandle, OpenOptions } from '#app/lib/db.server.ts';
import { TimeoutError, withTimeout } from '#app/lib/timeout.ts';

export type Driver = 'pglite' | 'postgres';

export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = DatabaseHandle & {
  /** For PostgreSQL: the URL of this test's own database. */
  url?: string;
  dataDir: string;
  cleanup(): Promise<void>;
};

export function tempDir(prefix = 'aangan-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');

/**
 * What a template is made from: every migration file and the PGlite version. A change to any
 * makes a new template (the old ones stay until the temporary folder is cleaned, or the server's
 * `aangan_tpl_*` databases are dropped).
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  const pglite = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  hash.update(String(pglite.version));
  return hash.digest('hex').slice(0, 16);
}

const pgliteDist = path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/dist');
let parts: Promise<NonNullable<OpenOptions['pgliteParts']>> | undefined;

/**
 * PGlite's WebAssembly compiled once per test process, and its file bundle read once (decision
 * 171): the database project runs many files in one process, and V8 keeps what it compiled of a
 * module while something holds it, so the second and later databases skip most of the first
 * one's start-up (about 3 s of CPU each on this machine).
 */
function pgliteParts(): Promise<NonNullable<OpenOptions['pgliteParts']>> {
  parts ??= (async () => ({
    pgliteWasmModule: await WebAssembly.compile(fs.readFileSync(path.join(pgliteDist, 'pglite.wasm'))),
    fsBundle: new Blob([fs.readFileSync(path.join(pgliteDist, 'pglite.data'))]),
  }))();
  return parts;
}

let key: string | undefined;
const currentKey = () => (key ??= templateKey());

/**
 * The migrated PGlite database folder new test databases are copied from: made by the first test
 * file that needs it in a folder of its own, then renamed into place, so a file running beside it
 * never copies half a template (the later of two makers throws its own away).
 */
async function pgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `aangan-pglite-template-${currentKey()}`);
  if (fs.existsSync(template)) return template;
  const making = tempDir('aangan-pglite-template-making-');
  const handle = await openDatabase({ dataDir: making, lock: false, pgliteParts: await pgliteParts() });
  await handle.close();
  try {
    fs.renameSync(making, template);
  } catch {
    fs.rmSync(making, { recursive: true, force: true });
  }
  return template;
}

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The migrated PostgreSQL database new ones are made from (same making as pgliteTemplate's). */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const template = `aangan_tpl_${currentKey()}`;
  const exists = await withServer(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    return found.rowCount === 1;
  });
  if (exists) return template;
  const making = `aangan_tpl_making_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database ${making}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, making), dataDir: tempDir(), poolSize: 2 });
  await handle.close();
  await withServer(serverUrl, async (client) => {
    try {
      await client.query(`alter database ${making} rename to ${template}`);
    } catch {
      await client.query(`drop database if exists ${making} with (force)`);
    }
  });
  return template;
}

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server; returns its URL and a drop function.
 * `migrated`: a copy of the migrated template (the default), else empty.
 */
export async function createPostgresDatabase({ migrated = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = migrated ? await postgresTemplate(serverUrl) : null;
  const name = `aangan_test_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, async (client) => {
    // Two files copying the template at once: PostgreSQL refuses the second while the first
    // reads it ("is being accessed by other users"), so it waits its turn.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
        return;
      } catch (error) {
        if (!template || attempt >= 50 || (error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  const dataDir = tempDir();
  if (driver === 'pglite') {
    fs.cpSync(await pgliteTemplate(), pgliteDir(dataDir), { recursive: true });
    const handle = await openDatabase({ dataDir, pgliteParts: await pgliteParts() });
    return {
      ...handle,
      dataDir,
      cleanup: async () => {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createPostgresDatabase({ migrated: true });
  const handle = await openDatabase({ databaseUrl: database.url, dataDir, poolSize: 4 });
  return {
    ...handle,
    url: database.url,
    dataDir,
    cleanup: async () => {
      // The pool ends when its last client is released or has connected. Once in three full
      // runs the lead spool's file (whose outage test ends every connection) waited past the
      // hook's 120 s here: after 15 s the test says what the pool still holds, and the drop ends
      // the database's connections, which lets the pool end unless a client was never released.
      const closing = handle.close();
      const endsWithin = (ms: number) =>
        withTimeout(closing, ms, "The test database's pool").then(
          () => true,
          (error: unknown) => !(error instanceof TimeoutError),
        );
      if (!(await endsWithin(15_000))) {
        const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
        console.warn(
          `The test database's pool had not ended after 15 s: ${pool.totalCount} clients, ${pool.idleCount} idle, ` +
            `${pool.waitingCount} requests waiting; dropping the database to end them`,
        );
      }
      await database.drop();
      if (!(await endsWithin(5_000))) console.warn("The pool still had not ended: left to the end of the file's process");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

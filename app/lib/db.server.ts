import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir, tightenModes } from '#app/lib/data-dir.server.ts';
import type { Database } from '#db/database.ts';
import * as schema from '#db/schema.ts';

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** True when this call created a new embedded database (`onCreate` ran on it). */
  created: boolean;
  /** The embedded database, when the driver is PGlite (for the local socket). */
  pglite?: PGlite;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname ?? '.', '../../db/migrations');

/** Where the embedded database's files live inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** The Unix socket a running server exposes its embedded database on (psql -h DATA_DIR works). */
export function pgliteSocketPath(dataDir: string): string {
  return path.join(dataDir, '.s.PGSQL.5432');
}

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** Defaults to db/migrations next to the source; the server passes the path explicitly. */
  migrationsFolder?: string;
  /** Skip the data-folder lock (only for a folder this process owns already). */
  lock?: boolean;
  poolSize?: number;
  /** Runs once on a new embedded database, after the migrations (the sample articles). */
  onCreate?: (db: Database) => Promise<unknown>;
  /** Told once per connection that PostgreSQL dropped (restarted, stopped, the network gone); never throws. */
  onConnectionLost?: (error: Error) => void;
  /**
   * PGlite's compiled WebAssembly and its file bundle, made once and handed to each new database
   * by a process that opens many (the database tests, decision 171); PGlite loads its own otherwise.
   */
  pgliteParts?: Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;
};

/**
 * Opens PostgreSQL at `databaseUrl`, or the embedded PGlite database in `dataDir` (taking the
 * folder's lock), and applies the committed migrations.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    const pool = hearLostConnections(
      new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 }),
      options.onConnectionLost,
    );
    const db = drizzlePg(pool, { schema });
    try {
      await migrateWithLock(pool, () => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, driver: 'postgres', created: false, close: () => pool.end() };
  }

  const release = options.lock === false ? () => {} : lockDataDir(options.dataDir);
  try {
    const dir = pgliteDir(options.dataDir);
    const created = !fs.existsSync(path.join(dir, 'PG_VERSION'));
    // pg_trgm serves the admin's lead search; PGlite needs its extensions on every open.
    const pglite = await PGlite.create(dir, { ...options.pgliteParts, extensions: { pg_trgm } });
    // A new database's files are unpacked at mode 0666 whatever the umask: made private at once (decision 092).
    tightenModes(dir);
    const db = drizzlePglite(pglite, { schema });
    try {
      await migratePglite(db, { migrationsFolder });
      if (created) await options.onCreate?.(db);
    } catch (error) {
      await pglite.close();
      throw error;
    }
    return {
      db,
      driver: 'pglite',
      created,
      pglite,
      close: async () => {
        try {
          if (!pglite.closed) await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A connection PostgreSQL drops (a restart, `pg_ctl stop`, the network) never ends the process
 * (decision 148). pg-pool listens for a client's 'error' only while the client is idle in the
 * pool; a client checked out (a transaction between two statements, the migration's session
 * lock) has nobody listening, and node-postgres then raises an unheard 'error' event, which ends
 * the process. So every client the pool opens listens for as long as it lives: the statement in
 * flight fails with the same error (a lead is spooled, a job retried), the pool drops the client
 * when it comes back, and the next statement opens a new connection.
 */
export function hearLostConnections(pool: pg.Pool, onLost: (error: Error) => void = () => {}): pg.Pool {
  // An idle client's error reaches the pool too: its own listener below has told of it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    let told = false;
    // Twice for one loss at times (the server's 57P01, then 'Connection terminated unexpectedly'): told once.
    client.on('error', (error) => {
      if (told) return;
      told = true;
      try {
        onLost(error);
      } catch {
        // A listener that throws would be the unheard error again.
      }
    });
  });
  return pool;
}

/** Several app processes may start at once on one PostgreSQL: only one migrates at a time. */
async function migrateWithLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    // Raw, on one connection held for the whole migration: a session lock is that connection's to release.
    await client.query('select pg_advisory_lock(727274)');
    try {
      await run();
    } finally {
      await client.query('select pg_advisory_unlock(727274)');
    }
  } finally {
    client.release();
  }
}

/** Connects with `pg` to the embedded database a running server exposes on its socket. */
export function connectToSocket(dataDir: string): { db: Database; close(): Promise<void> } {
  const client = hearLostConnections(new pg.Pool({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 }));
  return { db: drizzlePg(client, { schema }), close: () => client.end() };
}

/** Exposes the embedded database on a Unix socket in the data folder for the CLI and psql. */
export async function serveOnSocket(pglite: PGlite, dataDir: string): Promise<{ stop(): Promise<void> }> {
  const socketPath = pgliteSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true }); // left behind by a process that was killed
  const server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 4 });
  await server.start();
  fs.chmodSync(socketPath, 0o600);
  return {
    stop: async () => {
      await server.stop();
      fs.rmSync(socketPath, { force: true });
    },
  };
}

export async function ping(db: Database): Promise<void> {
  // Raw: a round trip that reads no table, which the query builder cannot say.
  await db.execute(sql`select 1`);
}

/** Newest first, in the order of the `created_at desc` indexes (Drizzle's `desc()` puts nulls first, which they cannot serve). */
export function newestFirst(column: PgColumn): SQL {
  return sql`${column} desc nulls last`;
}

/** A row whose dates are ISO strings, as a loader hands it to the browser. */
export type WithIsoDates<TRow, TKey extends keyof TRow> = Omit<TRow, TKey> & { [Key in TKey]: string };

/** A duration in SQL (`now() - ${interval(ms)}`), so deadlines follow the database's clock. */
export function interval(ms: number): SQL {
  return sql`make_interval(secs => ${ms / 1000}::float8)`;
}

/** True when the error (or its cause) is PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Rows of a raw SQL query. Deprecated: read and write with the query builder and the schema's
 * types (decision 046); where raw SQL must stay, `(await db.execute<Row>(query)).rows` is typed
 * the same way. Kept only for the lead intake and notification code until it moves over.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}

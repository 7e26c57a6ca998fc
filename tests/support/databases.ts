// Real databases for integration tests: embedded PGlite in a temporary folder, and, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL database per test file (dropped afterwards).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#app/lib/db.server.ts';
import type { DatabaseHandle } from '#app/lib/db.server.ts';

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

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server; returns its URL and a drop function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `aangan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  const dataDir = tempDir();
  if (driver === 'pglite') {
    const handle = await openDatabase({ dataDir });
    return {
      ...handle,
      dataDir,
      cleanup: async () => {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: database.url, dataDir, poolSize: 4 });
  return {
    ...handle,
    url: database.url,
    dataDir,
    cleanup: async () => {
      await handle.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

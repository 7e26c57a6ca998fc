// `npm run admin:create` as an operator uses it: with and without a running server, on both databases.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#app/features/accounts/password.server.ts';
import { openDatabase, queryRows } from '#app/lib/db.server.ts';
import { createPostgresDatabase, tempDir } from '../support/databases.ts';
import { runNode, startServer } from '../support/processes.ts';

type AdminRow = { email: string; password_hash: string; role: string };

const adminsQuery = sql`select u.email, u.password_hash, r.role from users u join user_roles r on r.user_id = u.id order by u.email`;

function createAdmin(env: Record<string, string>, ...args: string[]) {
  return runNode('scripts/admin-create.ts', args, env);
}

describe('admin:create on the embedded database with no server running', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = tempDir();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates an admin with a hashed password and the admin role', async () => {
    const result = await createAdmin(
      { DATA_DIR: dataDir, PORT: '4321' },
      '--email',
      'Owner@Example.in',
      '--password',
      'brass lamp on a teak shelf',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // No server runs: the address a server started with this environment would serve on.
    expect(result.stdout).toContain('Admin account created for owner@example.in. Sign in at http://localhost:4321/admin-login');
    const handle = await openDatabase({ dataDir });
    const rows = await queryRows<AdminRow>(handle.db, adminsQuery);
    const articles = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from articles where is_published`);
    await handle.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'owner@example.in', role: 'admin' });
    expect(await verifyPassword('brass lamp on a teak shelf', rows[0]!.password_hash)).toBe(true);
    // The CLI created this database, so it got the sample articles as a server start would.
    expect(Number(articles[0]!.n)).toBeGreaterThanOrEqual(6);
  });

  it.each([
    [
      ['--email', 'owner@example.in', '--password', 'another long passphrase'],
      'An account with the e-mail owner@example.in already exists.',
    ],
    [['--email', 'staff@example.in', '--password', 'short'], 'The password must be at least 10 characters long.'],
    [
      ['--email', 'staff@example.in', '--password', 'password123'],
      'The password is too easy to guess. Choose a longer phrase that is not a common password.',
    ],
    [
      ['--email', 'staff@example.in', '--password', '1234567890'],
      'The password is too easy to guess. Choose a longer phrase that is not a common password.',
    ],
    [
      ['--email', 'staff@example.in', '--password', 'a long passphrase'],
      'That is the example password from the documentation. Choose a passphrase of your own.',
    ],
    [['--email', 'not-an-email', '--password', 'brass lamp on a teak shelf'], '"not-an-email" is not a valid e-mail address.'],
    [['--email', 'staff@example.in'], 'Missing --email or --password.'],
    [['--mail', 'staff@example.in'], "Unknown option '--mail'"],
  ])('refuses %j with a clear message and changes nothing', async (args, message) => {
    const result = await createAdmin({ DATA_DIR: dataDir }, ...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const handle = await openDatabase({ dataDir });
    const rows = await queryRows<AdminRow>(handle.db, adminsQuery);
    await handle.close();
    expect(rows.map((row) => row.email)).toEqual(['owner@example.in']);
  });
});

describe('admin:create usage', () => {
  it('shows a placeholder password that is refused when copied as it is', async () => {
    const dataDir = tempDir();
    try {
      const usage = await createAdmin({ DATA_DIR: dataDir }, '--email', 'staff@example.in');
      expect(usage.code).toBe(1);
      const example = /Usage: npm run admin:create -- --email you@example\.com --password '([^']+)'/.exec(usage.stderr)?.[1];
      expect(example).toBe('<your own passphrase>');
      const copied = await createAdmin({ DATA_DIR: dataDir }, '--email', 'you@example.com', '--password', example!);
      expect(copied.code).toBe(1);
      expect(copied.stderr).toContain('That is the example password from the documentation. Choose a passphrase of your own.');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('admin:create while the server runs on the same data folder', () => {
  // Two server starts, two CLI runs and a direct open: over 30 s when the whole suite runs in parallel.
  it('reaches the running server’s database over its local socket', async () => {
    const dataDir = tempDir();
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const result = await createAdmin({ DATA_DIR: dataDir }, '--email', 'studio@example.in', '--password', 'terracotta window seat');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      // The server runs on a free port, not the default 3000, and this command was not told which.
      expect(server.port).not.toBe(3000);
      expect(result.stdout).toContain(`Sign in at http://localhost:${server.port}/admin-login`);
      const duplicate = await createAdmin({ DATA_DIR: dataDir }, '--email', 'studio@example.in', '--password', 'terracotta window seat');
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr.trim()).toBe('An account with the e-mail studio@example.in already exists.');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const handle = await openDatabase({ dataDir });
    const rows = await queryRows<AdminRow>(handle.db, adminsQuery);
    await handle.close();
    expect(rows.map((row) => [row.email, row.role])).toEqual([['studio@example.in', 'admin']]);
    // With an admin now present, the next start no longer asks for one.
    const again = await startServer({ DATA_DIR: dataDir });
    expect(again.output()).not.toContain('No admin account yet');
    await again.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('admin:create on PostgreSQL', () => {
  it('creates the admin in the DATABASE_URL database', async () => {
    const database = await createPostgresDatabase();
    try {
      const result = await createAdmin({ DATABASE_URL: database.url }, '--email', 'ops@example.in', '--password', 'monsoon-proof cabinets');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const handle = await openDatabase({ databaseUrl: database.url, dataDir: tempDir() });
      const rows = await queryRows<AdminRow>(handle.db, adminsQuery);
      await handle.close();
      expect(rows.map((row) => row.email)).toEqual(['ops@example.in']);
    } finally {
      await database.drop();
    }
  });
});

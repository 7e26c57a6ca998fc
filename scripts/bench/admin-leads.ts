// Benchmark figure of issue #6: the admin's lead page (server-rendered, signed in) with 200,000
// leads in PostgreSQL, searching and filtering by status. Needs a PostgreSQL server:
// BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is created on it and dropped after).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '#app/features/accounts/password.server.ts';

export const LEAD_COUNT = 200_000;

const NAMES = [
  'Priya',
  'Rahul',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Rohan',
  'Divya',
  'Karthik',
  'Meera',
  'Suresh',
  'Lakshmi',
  'Aditya',
  'Pooja',
  'Naveen',
];
const SURNAMES = ['Sharma', 'Reddy', 'Iyer', 'Nair', 'Rao', 'Gowda', 'Menon', 'Kumar', 'Shetty', 'Pillai', 'Bhat', 'Hegde'];
const SERVICES = [
  'Modular Kitchen',
  'Modular Wardrobe',
  'Entertainment Units',
  'Pooja Units',
  'False Ceiling',
  'Complete Interior Design',
  'Other',
];
const AREAS = [
  'BTM Layout',
  'Banashankari',
  'Banaswadi',
  'Basavanagudi',
  'Bellandur',
  'HSR Layout',
  'Hebbal',
  'Indiranagar',
  'JP Nagar',
  'Jayanagar',
  'Koramangala',
  'Malleshwaram',
  'Marathahalli',
  'Sarjapur',
  'Whitefield',
  'Yelahanka',
];
const SOURCES = [
  'popup form',
  'cta section',
  'contact_page',
  'price calculator',
  'mobile price calculator',
  'service card',
  'Corporate Page',
];

/** Searches and filters an admin would type: a locality, a first name, part of a phone number, a service. */
export const QUERIES = [
  '/admin?tab=leads&q=koramangala&status=new',
  '/admin?tab=leads&q=priya&status=contacted',
  '/admin?tab=leads&q=98450&status=all',
  '/admin?tab=leads&q=false+ceiling&status=converted',
  '/admin?tab=leads&q=lead12345%40&status=all',
  '/admin?tab=leads&status=lost&page=3',
];

const sqlArray = (values: string[]) => `(array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}])`;

/** One INSERT ... SELECT over generate_series: 200,000 leads in a few seconds. */
export function seedLeadsSql(count = LEAD_COUNT): string {
  return `insert into contact_submissions (name, email, phone, service, location, source, message, status, created_at)
    select ${sqlArray(NAMES)}[1 + i % ${NAMES.length}] || ' ' || ${sqlArray(SURNAMES)}[1 + (i / ${NAMES.length}) % ${SURNAMES.length}],
           'lead' || i || '@example.com',
           '+91 9' || lpad((i::bigint * 7919 % 1000000000)::text, 9, '0'),
           case when i % 9 = 0 then null else ${sqlArray(SERVICES)}[1 + i % ${SERVICES.length}] end,
           case when i % 5 = 0 then null else ${sqlArray(AREAS)}[1 + (i / 3) % ${AREAS.length}] end,
           ${sqlArray(SOURCES)}[1 + i % ${SOURCES.length}],
           'Looking for a quote for a ' || (1 + i % 4) || 'BHK apartment.',
           (array['new', 'contacted', 'converted', 'lost'])[1 + (i / 7) % 4],
           now() - make_interval(mins => i * 5)
    from generate_series(1, ${count}) as s(i)`;
}

type Options = { root: string; port: number; durationS: number };

/** The figure's one line, or a one-line note saying why it was skipped. */
export async function benchAdminLeads({ root, port, durationS }: Options): Promise<string> {
  const label = `admin leads page, ${LEAD_COUNT.toLocaleString('en-US')} leads on PostgreSQL (search + status filter, signed in)`;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return `${label}: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)`;

  const name = `aangan_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-pg-'));
  const server = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      SESSION_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 300) throw new Error('The PostgreSQL bench server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The server has migrated the database; fill it.
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    db.on('error', () => {});
    await db.connect();
    const password = 'bench password for the admin';
    try {
      await db.query(seedLeadsSql());
      await db.query(
        `with u as (insert into users (email, password_hash) values ('bench@example.com', $1) returning id)
         insert into user_roles (user_id, role) select id, 'admin' from u`,
        [await hashPassword(password)],
      );
      await db.query('vacuum analyze contact_submissions');
    } finally {
      await db.end();
    }

    const signIn = await fetch(`${url}/admin-login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: url },
      body: new URLSearchParams({ email: 'bench@example.com', password }),
    });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
    if (signIn.status !== 302 || !cookie) throw new Error(`Bench sign-in failed with ${signIn.status}`);

    // One connection: the response time one admin sees (not throughput under load).
    const result = await autocannon({
      url,
      connections: 1,
      duration: durationS,
      headers: { cookie },
      requests: QUERIES.map((query) => ({ method: 'GET' as const, path: query })),
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    return (
      `${label}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} requests/s, ` +
      `${errors} errors (1 connection, ${QUERIES.length} queries in turn, ${durationS} s; target p50 <= 100 ms)`
    );
  } finally {
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

// Lead submissions for `npm run bench`: requests/s and latency of POST /api/leads at 32
// connections, on the embedded database (the server run.ts started) and on PostgreSQL (a fresh
// database on BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 32;

// A complete call-to-action form, as the enhanced form posts it.
const body = new URLSearchParams({ form: 'cta', name: 'Bench Mark', email: 'bench@example.com', phone: '+91 98765 43210' }).toString();

/** One line: lead submissions per second, p50/p99 latency and errors (anything but 201 counts). */
export async function leadSubmissionLine(url: string, label: string, durationS: number): Promise<string> {
  const result = await autocannon({
    url: `${url}/api/leads`,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: durationS,
  });
  // Every answer but 201 (stored) is an error; requests still in flight when the run ends are not answers.
  const otherAnswers = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code !== '201')
    .reduce((sum, [, stats]) => sum + (stats?.count ?? 0), 0);
  const errors = result.errors + result.timeouts + otherAnswers;
  return (
    `lead submissions (${label}): ${Math.round(result.requests.average)} leads/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, ${errors} errors (${CONNECTIONS} connections, ${durationS} s; target >= 500/s, p99 <= 100 ms)`
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same figure on PostgreSQL, or a line saying why it was skipped. */
export async function leadSubmissionLineOnPostgres(durationS: number): Promise<string> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return 'lead submissions (PostgreSQL): skipped, set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server';
  const name = `aangan_bench_${randomBytes(5).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-pg-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      SESSION_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
      LEAD_RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 200) throw new Error('The PostgreSQL server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await leadSubmissionLine(url, 'PostgreSQL', durationS);
  } finally {
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

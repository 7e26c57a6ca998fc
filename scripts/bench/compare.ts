// The side-by-side figures of `npm run bench` (BENCH_ONLY=compare): this checkout (B) against an
// earlier release (A, BENCH_BASELINE, a git commit) on the same machine in the same run. This
// machine's absolute figures swing two- to threefold from one day to the next; a ratio measured by
// alternating A and B (A B, then B A, ...) tells a regression from a slow day (decision 161).
//
// Each version runs from its own folder (the release from a detached git worktree in
// .bench-baseline/, sharing node_modules when its package-lock.json is the same) with its own
// production build and its own fresh PostgreSQL database on BENCH_DATABASE_URL or
// TEST_DATABASE_URL. Figures: lead POST throughput and p99, an article page's throughput, the
// admin lead list's whole page (signed in, BENCH_COMPARE_LEADS leads), and Lighthouse mobile on `/`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedArticles } from '#content/seed-articles.ts';
import { hashPassword } from '#app/features/accounts/password.server.ts';
import { createBenchDatabase } from './bench-support.ts';
import { seedLeadsSql, type BenchStaff } from './admin-leads.ts';
import { lighthouseScores } from './page-weight.ts';

/** The release the figures are compared with: the last one that landed; move it forward with each release. */
export const PREVIOUS_RELEASE = '2868138b1ca706eb8b476fedd9909c94f298b35f';

const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_COMPARE_DURATION ?? 5);
const LEADS = Number(process.env.BENCH_COMPARE_LEADS ?? 20_000);
/** Only the figures whose name has one of these words (BENCH_COMPARE_FIGURES=lead,Lighthouse); all when unset. */
const ONLY_FIGURES = process.env.BENCH_COMPARE_FIGURES?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const chosen = (name: string) => !ONLY_FIGURES || ONLY_FIGURES.some((word) => name.toLowerCase().includes(word));
const LIST_SAMPLES = 15;
const CONNECTIONS = 32;
const PASSWORD = 'bench password for the admin';
const ARTICLE_PATH = `/article/${seedArticles[0]!.slug}`;
const LEAD_BODY = new URLSearchParams({ form: 'cta', name: 'Bench Mark', email: 'bench@example.com', phone: '+91 98765 43210' }).toString();

type Version = { label: 'A' | 'B'; dir: string; url: string; databaseName: string; cookie: string; stop(): Promise<void> };
type Figure = { name: string; unit: string; higherIsBetter: boolean; measure(version: Version): Promise<number> };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const git = (root: string, ...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();

/** The release's own folder: a detached worktree at `commit`, with node_modules when its lock file is ours. */
function baselineFolder(root: string, commit: string): string {
  const dir = path.join(root, '.bench-baseline', commit.slice(0, 12));
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    git(root, 'worktree', 'prune');
    git(root, 'worktree', 'add', '--force', '--detach', dir, commit);
  }
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) {
    const sameLock =
      fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8') === fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
    if (sameLock) fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
    else {
      const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
      if (install.status !== 0) throw new Error(`npm ci failed in ${dir}`);
    }
  }
  return dir;
}

/** Builds the version in `dir` into its own .bench-build/ for `url`, starts it on a fresh PostgreSQL database, seeds and signs in. */
async function startVersion(label: 'A' | 'B', dir: string, serverUrl: string): Promise<Version> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', BUILD_DIR: '.bench-build', SITE_URL: url };
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (build.status !== 0) throw new Error(`The build of ${label} failed`);
  const { name, url: databaseUrl } = await createBenchDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-compare-'));
  const server = spawn(process.execPath, ['server/index.ts'], {
    cwd: dir,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      SESSION_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
      LEAD_RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
  };
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null || attempt > 1200) throw new Error(`${label} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The server has migrated its database: the sample articles, and the same staff and leads in both.
    const seed = spawnSync(process.execPath, ['scripts/db-seed.ts'], {
      cwd: dir,
      env: { ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl.toString() },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seed.status !== 0) throw new Error(`${label}: the sample articles were not seeded`);
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    try {
      const member = async (email: string, role: string, hash: string) =>
        (
          await db.query<{ id: string }>(
            `with u as (insert into users (email, password_hash, name) values ($1, $2, $3) returning id)
             insert into user_roles (user_id, role) select id, $4 from u returning user_id as id`,
            [email, hash, email.split('@')[0], role],
          )
        ).rows[0]!.id;
      const staff: BenchStaff = {
        admin: await member('bench@example.com', 'admin', await hashPassword(PASSWORD)),
        sales: [
          await member('sales1@example.com', 'sales', 'no sign-in'),
          await member('sales2@example.com', 'sales', 'no sign-in'),
          await member('sales3@example.com', 'sales', 'no sign-in'),
        ],
      };
      // BENCH_COMPARE_LEADS=0 seeds none: a release older than the lead columns the seed writes can still be compared.
      if (LEADS > 0) {
        await db.query('begin');
        for (const statement of seedLeadsSql(LEADS, staff)) await db.query(statement);
        await db.query('commit');
      }
      await db.query('vacuum analyze');
    } finally {
      await db.end();
    }
    const signIn = await fetch(`${url}/admin-login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: url },
      body: new URLSearchParams({ email: 'bench@example.com', password: PASSWORD }),
    });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
    if (signIn.status !== 302 || !cookie) throw new Error(`${label}: sign-in failed with ${signIn.status}`);
    return { label, dir, url, databaseName: name, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const FIGURES: Figure[] = [
  {
    name: 'lead POST',
    unit: 'leads/s',
    higherIsBetter: true,
    async measure(version) {
      const result = await autocannon({
        url: `${version.url}/api/leads`,
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: LEAD_BODY,
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${version.label}: ${result.non2xx + result.errors} lead POSTs failed`);
      leadP99.get(version.label)!.push(result.latency.p99);
      return Math.round(result.requests.average);
    },
  },
  {
    name: 'article page',
    unit: 'requests/s',
    higherIsBetter: true,
    async measure(version) {
      const result = await autocannon({ url: `${version.url}${ARTICLE_PATH}`, connections: CONNECTIONS, duration: DURATION_S });
      if (result.non2xx > 0) throw new Error(`${version.label}: ${ARTICLE_PATH} answered ${JSON.stringify(result.statusCodeStats)}`);
      return Math.round(result.requests.average);
    },
  },
  {
    name: `lead list whole page (${LEADS.toLocaleString('en-US')} leads, median of ${LIST_SAMPLES})`,
    unit: 'ms',
    higherIsBetter: false,
    async measure(version) {
      const times: number[] = [];
      for (let sample = -3; sample < LIST_SAMPLES; sample++) {
        const started = performance.now();
        const response = await fetch(`${version.url}/admin/leads`, { headers: { cookie: version.cookie } });
        await response.text();
        if (!response.ok) throw new Error(`${version.label}: the lead list answered ${response.status}`);
        if (sample >= 0) times.push(performance.now() - started);
      }
      return Math.round(median(times) * 10) / 10;
    },
  },
];

const leadP99 = new Map<'A' | 'B', number[]>([
  ['A', []],
  ['B', []],
]);

/** Lines comparing this checkout with BENCH_BASELINE (or the previous release), or one saying why not. */
export async function compareLines(root: string, lighthouse: boolean): Promise<string[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return ['side by side with the previous release: skipped, set BENCH_DATABASE_URL or TEST_DATABASE_URL'];
  const ref = process.env.BENCH_BASELINE || PREVIOUS_RELEASE;
  const commit = git(root, 'rev-parse', '--verify', `${ref}^{commit}`);
  const subject = git(root, 'log', '-1', '--format=%h %ad', '--date=short', commit);
  const head = git(root, 'log', '-1', '--format=%h', 'HEAD') + (git(root, 'status', '--porcelain') ? ' with uncommitted changes' : '');
  const versions = [await startVersion('A', baselineFolder(root, commit), serverUrl)];
  try {
    versions.push(await startVersion('B', root, serverUrl));
    const [a, b] = versions as [Version, Version];
    const lines = [`side by side: A = ${subject}, B = this checkout (${head}); ${ROUNDS} rounds, A and B alternating`];
    const figures: Figure[] = FIGURES.filter((figure) => chosen(figure.name));
    const tbt = new Map<'A' | 'B', number[]>([
      ['A', []],
      ['B', []],
    ]);
    if (lighthouse && chosen('Lighthouse mobile / performance'))
      figures.push({
        name: 'Lighthouse mobile / performance',
        unit: 'points',
        higherIsBetter: true,
        async measure(version) {
          // A run that failed to load the page scores 0: once more, then it counts as it is.
          let scores = await lighthouseScores(root, `${version.url}/`);
          if (scores.performance === 0) scores = await lighthouseScores(root, `${version.url}/`);
          tbt.get(version.label)!.push(scores.tbtMs);
          return scores.performance;
        },
      });
    for (const figure of figures) {
      const results = new Map<'A' | 'B', number[]>([
        ['A', []],
        ['B', []],
      ]);
      for (let round = 0; round < ROUNDS; round++) {
        // A then B, then B then A: a machine that slows down or speeds up during the run weighs on both.
        for (const version of round % 2 === 0 ? [a, b] : [b, a]) results.get(version.label)!.push(await figure.measure(version));
      }
      const medianA = median(results.get('A')!);
      const medianB = median(results.get('B')!);
      const ratio = medianA === 0 ? NaN : medianB / medianA;
      // Within 5 % either way is the same figure on this machine; beyond it, which way is better.
      const verdict =
        Math.abs(ratio - 1) <= 0.05 ? 'the same within 5 %' : (figure.higherIsBetter ? ratio > 1 : ratio < 1) ? 'better' : 'WORSE';
      lines.push(
        `  ${figure.name}: A ${medianA} ${figure.unit}, B ${medianB} ${figure.unit}, B/A ${ratio.toFixed(2)} ` +
          `(${verdict}; runs A ${results.get('A')!.join(', ')}; B ${results.get('B')!.join(', ')})`,
      );
      if (figure.name === 'lead POST') {
        const p99A = median(leadP99.get('A')!);
        const p99B = median(leadP99.get('B')!);
        lines.push(`  lead POST p99: A ${p99A} ms, B ${p99B} ms, B/A ${(p99B / p99A).toFixed(2)}`);
      }
    }
    if (lighthouse && chosen('Lighthouse mobile / performance')) {
      const tbtA = median(tbt.get('A')!);
      const tbtB = median(tbt.get('B')!);
      lines.push(
        `  Lighthouse mobile / Total Blocking Time: A ${tbtA} ms, B ${tbtB} ms, B/A ${tbtA === 0 ? 'n/a' : (tbtB / tbtA).toFixed(2)}`,
      );
    }
    return lines;
  } finally {
    for (const version of versions) await version.stop();
  }
}

// npm run bench: builds into .bench-build/, starts that build on a fresh embedded database and
// prints one line per figure (`npm run bench -- --help` lists them).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { projects as sampleProjects } from '#content/projects.ts';
import { seedArticles } from '#content/seed-articles.ts';
import { firstLoadJsKb, lighthouseMedians } from './page-weight.ts';
import { leadSubmissionLine, leadSubmissionLineOnPostgres } from './leads.ts';
import { benchAdminLeads } from './admin-leads.ts';
import { notificationDeliveryLine } from './notifications.ts';
import { prepareBenchBuild } from './bench-build.ts';
import { LIGHTHOUSE_VERSION } from './lighthouse-tools.ts';
import { benchQuotePath, quotationPdfLine } from './quotation.ts';

const HELP = `npm run bench [-- --help]

Builds the production site into .bench-build/ (BUILD_DIR; build/ and a server running on it are
left alone), starts it on a fresh embedded database on a free port and prints one line per figure:

  first-load JavaScript    of /, a service, a locality, /calculator, /contact, /articles, an article
  Lighthouse mobile        the same pages and a customer's quotation (/quote/<token>, 60 lines): four
                           scores, LCP, CLS, script bytes and requests
                           (Lighthouse ${LIGHTHOUSE_VERSION} is installed into .bench-tools/ on first use)
  quotation PDF            median time to render a 60-line quotation's PDF
  pages                    requests/s and latency (autocannon): home, locality, not-found, /healthz, an article
  lead submissions         on the embedded database; on PostgreSQL with a database server
  admin figures            BENCH_LEADS leads in PostgreSQL: seeding, the lead list with each filter, lead
                           pages, 'Reports', 'Pipeline', 'My day', a CSV export (alone: node
                           scripts/bench/admin-leads.ts)
  notification delivery    mails/s against a local SMTP server that greets after 100 ms

Environment:
  BENCH_DURATION=8             seconds per autocannon run
  BENCH_LIGHTHOUSE=0           skips Lighthouse
  BENCH_LIGHTHOUSE_RUNS=3      Lighthouse runs per page (the median is printed)
  BENCH_DATABASE_URL           PostgreSQL server for the PostgreSQL figures (else TEST_DATABASE_URL;
                               without either they are skipped)
  BENCH_LEADS=200000           leads seeded for the admin figures
  BENCH_ADMIN_SAMPLES=30       requests per admin figure
  CHROMIUM_PATH=/usr/bin/chromium
  BUILD_DIR=.bench-build       where the bench builds
`;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(HELP);
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '../..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 32;

type Target = { label: string; path: string; method?: 'GET' | 'POST'; expectedStatus?: number };

// A sample article of a new embedded database (the longest one, with lists, a table and callouts).
const ARTICLE_PATH = `/article/${seedArticles[0]!.slug}`;
// A sample project of a new database (moved in at the first start), and the list it is on.
const PROJECT_PATH = `/projects/${sampleProjects[0]!.id}`;

const suites: Target[] = [
  { label: 'home page (prerendered)', path: '/' },
  { label: 'locality page (rendered with its projects)', path: '/locations/koramangala' },
  { label: 'projects list (rendered from the database)', path: '/projects' },
  { label: 'project page (rendered from the database)', path: PROJECT_PATH },
  { label: 'not-found page (server-rendered)', path: '/no-such-page', expectedStatus: 404 },
  { label: 'health check (database round trip)', path: '/healthz' },
  { label: 'article page (rendered from the database)', path: ARTICLE_PATH },
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
// Prerendered pages carry SITE_URL in their canonical links: build for this origin so the
// SEO audit sees a page whose canonical is itself, as in production.
prepareBenchBuild(root, url);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-'));
const server = spawn(process.execPath, ['server/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LEAD_RATE_LIMIT: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// A new embedded database is created and seeded first: up to two minutes on a busy machine.
for (let attempt = 0; ; attempt++) {
  try {
    if ((await fetch(`${url}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
  if (attempt > 1200) throw new Error('The server did not start within two minutes');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

// Pages whose first-load JavaScript and Lighthouse mobile scores are printed (the seven decision 068
// budgets, and the projects list and a project page).
const pageWeightPaths = [
  '/',
  '/services/modular-kitchen',
  '/locations/koramangala',
  '/calculator',
  '/contact',
  '/articles',
  ARTICLE_PATH,
  '/projects',
  PROJECT_PATH,
];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

try {
  console.log(await quotationPdfLine());
  const quotePath = await benchQuotePath(url, dataDir);
  for (const path of pageWeightPaths) {
    const kb = await firstLoadJsKb(url, path);
    console.log(`first-load JavaScript ${path}: ${kb} KB gzip (target <= 150 KB)`);
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    for (const path of [...pageWeightPaths, quotePath]) {
      const scores = await lighthouseMedians(root, `${url}${path}`, LIGHTHOUSE_RUNS);
      const shown = path === quotePath ? '/quote/{token}' : path;
      console.log(
        `Lighthouse mobile ${shown} (median of ${LIGHTHOUSE_RUNS}): performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
          `best practices ${scores.bestPractices}, SEO ${scores.seo}, LCP ${scores.lcpMs} ms, CLS ${scores.cls}, ` +
          `scripts ${scores.scriptKb} KB in ${scores.scriptRequests} requests (target <= 120 KB, <= 15)`,
      );
    }
  }
  for (const target of suites) {
    const result = await autocannon({
      url: `${url}${target.path}`,
      method: target.method ?? 'GET',
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    // Answers with another status than expected; requests still in flight when the run stops
    // (`sent` counts them, `total` does not) are not errors.
    const unexpected = target.expectedStatus
      ? result.requests.total - (result.statusCodeStats?.[`${target.expectedStatus}`]?.count ?? 0)
      : result.non2xx;
    const errors = result.errors + result.timeouts + Math.max(0, unexpected);
    console.log(
      `${target.label}: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${errors} errors (${CONNECTIONS} connections, ${DURATION_S} s)`,
    );
  }
  console.log(await leadSubmissionLine(url, 'embedded database', DURATION_S));
  console.log(await benchAdminLeads({ root, port: await freePort() }));
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(await leadSubmissionLineOnPostgres(DURATION_S));
console.log(await notificationDeliveryLine());

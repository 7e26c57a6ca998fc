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
import { followUpReminderLine } from './follow-up-reminders.ts';
import { prepareBenchBuild } from './bench-build.ts';
import { LIGHTHOUSE_VERSION } from './lighthouse-tools.ts';
import { benchQuotePath, quotationPdfLine } from './quotation.ts';
import { taxInvoicePdfLine } from './documents.ts';
import { photoLine } from './photos.ts';
import { billingBenchLines } from './billing.ts';
import { compareLines, PREVIOUS_RELEASE } from './compare.ts';

// A sample project of a new database (moved in at the first start), and the list it is on.
const PROJECT_PATH = `/projects/${sampleProjects[0]!.id}`;
const PROJECT_LABEL = PROJECT_PATH;

const HELP = `npm run bench [-- --help]

Builds the production site into .bench-build/ (BUILD_DIR; build/ and a server running on it are
left alone), starts it on a fresh embedded database on a free port and prints one line per figure:

  side by side             this checkout (B) against the previous release (A: BENCH_BASELINE, else
                           ${PREVIOUS_RELEASE.slice(0, 12)}) on fresh PostgreSQL databases, A and B alternating: lead
                           POST leads/s and p99, an article page's requests/s, the lead list's whole page
                           (BENCH_COMPARE_LEADS leads), Lighthouse mobile / (performance, TBT); prints B/A
  first-load JavaScript    of /, a service, a locality, /calculator, /contact, /articles, an article,
                           /projects and a project page
  Lighthouse mobile        the same pages and a customer's quotation (/quote/<token>, 60 lines): four
                           scores, LCP, CLS, script bytes and requests
                           (Lighthouse ${LIGHTHOUSE_VERSION} is installed into .bench-tools/ on first use)
  quotation PDF            median time to render a 60-line quotation's PDF
  tax invoice PDF          median time to render a tax invoice's PDF (target <= 300 ms)
  photo                    median time to process a 12-megapixel phone JPEG for private storage
  pages                    requests/s and latency (autocannon): home, locality, not-found, /healthz, an article
  lead submissions         on the embedded database; on PostgreSQL with a database server
  admin figures            BENCH_LEADS leads in PostgreSQL: seeding, the lead list with each filter, lead
                           pages, 'Reports', the 'Pipeline' board (everyone's and 'Assigned to me'),
                           'My day', a CSV export (alone: node scripts/bench/admin-leads.ts)
  notification delivery    mails/s against a local SMTP server that greets after 100 ms
  follow-up reminders      10,000 follow-ups due at one moment on PostgreSQL, two app processes: seconds
                           until all are mailed, and how many went twice
                           (alone: node scripts/bench/follow-up-reminders.ts)
  billing                  BENCH_PROJECTS customer projects among BENCH_BILLING_LEADS leads in PostgreSQL:
                           'Payments' and 'Projects' data for an Admin and a Sales member, Lighthouse
                           mobile of a customer's /pay/{token} (alone: node scripts/bench/billing.ts)

Environment:
  BENCH_ONLY=part,part         only these parts, by name: compare (side by side), pdf, photo, weight (first-load JavaScript),
                               lighthouse, pages, leads (lead submissions), admin, notifications,
                               reminders (follow-up reminders), billing;
                               e.g. BENCH_ONLY=pdf,lighthouse (a part left out starts no server
                               and seeds nothing for it)
  BENCH_LIGHTHOUSE_PAGES=...   Lighthouse only for these pages, as printed: e.g.
                               /quote/{token},/projects,${PROJECT_LABEL}
  BENCH_DURATION=8             seconds per autocannon run
  BENCH_BASELINE=<git ref>     the release compared with (default: the previous release, above)
  BENCH_COMPARE_ROUNDS=3       rounds of A and B per side-by-side figure (the median is printed)
  BENCH_COMPARE_DURATION=5     seconds per side-by-side autocannon run
  BENCH_COMPARE_LEADS=20000    leads seeded in each side-by-side database (0: none)
  BENCH_COMPARE_FIGURES=...    only the side-by-side figures whose names hold these words,
                               e.g. POST,Lighthouse
  BENCH_LIGHTHOUSE=0           skips Lighthouse
  BENCH_LIGHTHOUSE_RUNS=3      Lighthouse runs per page (the median is printed)
  BENCH_DATABASE_URL           PostgreSQL server for the PostgreSQL figures (else TEST_DATABASE_URL;
                               without either they are skipped)
  BENCH_LEADS=200000           leads seeded for the admin figures
  BENCH_ADMIN_SAMPLES=30       requests per admin figure (and per billing figure)
  BENCH_ADMIN_DATABASE=<url>   measures the admin figures again on a database an earlier run kept
                               (BENCH_KEEP_DATABASE=1), without seeding it
  BENCH_PROJECTS=100000        customer projects seeded for the billing figures
  BENCH_BILLING_LEADS=1000000  leads seeded beside them
  BENCH_ADMIN_FIGURES=...      only the admin figures whose label has one of these words, no CSV
                               export: e.g. BENCH_ADMIN_FIGURES=Pipeline
  BENCH_KEEP_DATABASE=1        keeps the admin (or billing) figures' seeded database (its address is printed)
  CHROMIUM_PATH=/usr/bin/chromium
  BUILD_DIR=.bench-build       where the bench builds
`;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(HELP);
  process.exit(0);
}

const PARTS = [
  'compare',
  'pdf',
  'photo',
  'weight',
  'lighthouse',
  'pages',
  'leads',
  'admin',
  'notifications',
  'reminders',
  'billing',
] as const;
type Part = (typeof PARTS)[number];
const only = process.env.BENCH_ONLY?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const unknown = only?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? [];
if (unknown.length > 0) {
  process.stderr.write(`BENCH_ONLY: unknown part ${unknown.join(', ')} (the parts: ${PARTS.join(', ')})\n`);
  process.exit(2);
}
/** Whether this run measures `part` (every part unless BENCH_ONLY names some). */
const runs = (part: Part) => !only || only.includes(part);

const root = path.resolve(import.meta.dirname, '../..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 32;

type Target = { label: string; path: string; method?: 'GET' | 'POST'; expectedStatus?: number };

// A sample article of a new embedded database (the longest one, with lists, a table and callouts).
const ARTICLE_PATH = `/article/${seedArticles[0]!.slug}`;
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

/** The bench server: the production build on a fresh embedded database, for the parts that read pages. */
async function startBenchServer(): Promise<{ url: string; dataDir: string; stop(): Promise<void> }> {
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
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A new embedded database is created and seeded first: up to two minutes on a busy machine.
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || attempt > 1200) {
      await stop();
      throw new Error(
        server.exitCode !== null ? `The server exited with ${server.exitCode}` : 'The server did not start within two minutes',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, dataDir, stop };
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
const QUOTE_LABEL = '/quote/{token}';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const lighthousePages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const lighthouseOn = runs('lighthouse') && process.env.BENCH_LIGHTHOUSE !== '0';
/** Whether Lighthouse measures the page printed as `label`. */
const lighthouseFor = (label: string) => !lighthousePages || lighthousePages.includes(label);

if (runs('compare')) for (const line of await compareLines(root, process.env.BENCH_LIGHTHOUSE !== '0')) console.log(line);
if (runs('pdf')) {
  console.log(await quotationPdfLine());
  console.log(await taxInvoicePdfLine());
}
if (runs('photo')) console.log(await photoLine());

if (runs('weight') || lighthouseOn || runs('pages') || runs('leads')) {
  const { url, dataDir, stop } = await startBenchServer();
  try {
    if (runs('weight')) {
      for (const path of pageWeightPaths) {
        const kb = await firstLoadJsKb(url, path);
        console.log(`first-load JavaScript ${path}: ${kb} KB gzip (target <= 150 KB)`);
      }
    }
    if (lighthouseOn) {
      const quotePath = lighthouseFor(QUOTE_LABEL) ? await benchQuotePath(url, dataDir) : null;
      const pages = [...pageWeightPaths.filter(lighthouseFor), ...(quotePath ? [quotePath] : [])];
      for (const path of pages) {
        const scores = await lighthouseMedians(root, `${url}${path}`, LIGHTHOUSE_RUNS);
        const shown = path === quotePath ? QUOTE_LABEL : path;
        console.log(
          `Lighthouse mobile ${shown} (median of ${LIGHTHOUSE_RUNS}): performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
            `best practices ${scores.bestPractices}, SEO ${scores.seo}, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.cls}, ` +
            `scripts ${scores.scriptKb} KB in ${scores.scriptRequests} requests (target <= 120 KB, <= 15)`,
        );
      }
    }
    if (runs('pages')) {
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
    }
    if (runs('leads')) console.log(await leadSubmissionLine(url, 'embedded database', DURATION_S));
  } finally {
    await stop();
  }
}

if (runs('admin')) {
  prepareBenchBuild(root);
  console.log(await benchAdminLeads({ root, port: await freePort() }));
}
if (runs('leads')) console.log(await leadSubmissionLineOnPostgres(DURATION_S));
if (runs('notifications')) console.log(await notificationDeliveryLine());
if (runs('reminders')) console.log(await followUpReminderLine());
if (runs('billing')) {
  prepareBenchBuild(root);
  for (const line of await billingBenchLines({ root, port: await freePort() })) console.log(line);
}

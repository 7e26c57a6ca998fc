import { defineConfig, devices } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';
import { configuredDataDir, mailPorts, serverPort } from './tests/e2e/support/servers.ts';
import type { E2eServer } from './tests/e2e/support/servers.ts';

// scripts/e2e.ts starts this with a free port and a data folder copied from the template for each
// of two production servers: the visitor specs run against one, the admin specs (which publish,
// feature and delete articles) against the other. No project waits for another, so one failing
// spec never keeps the others from running (decisions 141, 149).
//
// Widths (decision 149): a test runs at 1280 px unless tagged. '@phone' runs it at 375 px on a
// touch screen only, '@both' at both widths: the specs about layout (what covers what, what runs
// off a phone's screen, navigation, axe), and on the admin side the screens phones draw their own
// way (the lead cards, 'My day', the pipeline's 'Move to…', the tab bar). Flows run once.
const baseURL = (server: E2eServer) => `http://127.0.0.1:${serverPort(server)}`;

// A customer's change order is accepted with an e-mailed code: only the admin server sends mail.
const ADMIN_SPECS = /(admin-.*|customer-accepts-a-change-order|customer-opens-the-project-room)\.spec\.ts$/;
const PHONE_TESTS = /@phone|@both/;
const PHONE_ONLY = /@phone/;
const phone = { ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 }, isMobile: false, hasTouch: true };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * The spec files that take longest, started first so that none of them is left to run alone at
 * the end (Playwright hands out tests in the order of the projects, then of the files). Measured
 * with the JSON report of `npm test`; a spec that grows long belongs here.
 */
const LONGEST_FIRST = [
  'admin-responds-in-time',
  'admin-schedules-across-a-restart',
  'admin-writes-with-the-editor',
  'admin-sends-a-quotation',
  'admin-manages-the-team',
  'admin-works-in-bulk',
  'public-pages-are-valid-and-accessible',
  'nothing-covers-the-page',
];
const LONGEST = new RegExp(`(${LONGEST_FIRST.join('|')})\\.spec\\.ts$`);

type WebServer = Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined>;

function productionServer(server: E2eServer): WebServer {
  return {
    name: `${server} server`,
    command: 'node server/index.ts',
    url: `${baseURL(server)}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(serverPort(server)),
      HOST: '127.0.0.1',
      SITE_URL: baseURL(server),
      DATA_DIR: configuredDataDir(server) ?? `data-e2e-${server}`,
      LOG_LEVEL: 'warn',
      // Every spec submits leads from 127.0.0.1; the limit itself is tested in tests/integration/leads.test.ts.
      LEAD_RATE_LIMIT: '1000/1m',
      // The admin server sends its mail (lead notifications, quotations) to the mail catcher.
      ...(server === 'admin'
        ? { SMTP_URL: `smtp://127.0.0.1:${mailPorts().smtp}?requireTLS=false`, NOTIFY_EMAIL_TO: 'studio-staff@example.com' }
        : {}),
    },
  };
}

const mailCatcher: WebServer = {
  name: 'mail catcher',
  command: 'node tests/e2e/support/mail-catcher.ts',
  url: `http://127.0.0.1:${mailPorts().http}/healthz`,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: 'ignore',
  stderr: 'pipe',
  env: { E2E_SMTP_PORT: String(mailPorts().smtp), E2E_MAIL_PORT: String(mailPorts().http) },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // The admin specs' password, hashed once for the run (tests/e2e/support/staff-password.ts).
  globalSetup: './tests/e2e/support/staff-password.ts',
  fullyParallel: true,
  // A spec mostly waits (for the server, the browser, an e-mail): three at a time keep two cores
  // busy without starving them (decision 131). E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // Under `npm test` and on CI a spec that fails once is run again and reported as flaky (the step
  // table counts it), not passed in silence.
  retries: process.env.CI || process.env.E2E_RETRIES ? Number(process.env.E2E_RETRIES ?? 1) : 0,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // E2E_JSON_REPORT (set by `npm test`): a JSON report too, which the step table counts from.
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  outputDir: 'test-results',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: (['first', 'then'] as const).flatMap((tier) =>
    (['admin', 'visitor'] as const).flatMap((server) =>
      (['desktop', 'phone'] as const).map((width) => ({
        name: `${server === 'admin' ? 'admin-' : ''}${width}${tier === 'first' ? '-longest' : ''}`,
        testMatch: tier === 'first' ? LONGEST : server === 'admin' ? ADMIN_SPECS : /\.spec\.ts$/,
        testIgnore: [...(server === 'admin' ? [] : [ADMIN_SPECS]), ...(tier === 'first' ? [] : [LONGEST])],
        ...(tier === 'first' && server === 'admin' ? { testMatch: [LONGEST], testIgnore: [/\/(?!admin-)[^/]*$/] } : {}),
        ...(width === 'phone' ? { grep: PHONE_TESTS } : { grepInvert: PHONE_ONLY }),
        use: { ...(width === 'phone' ? phone : desktop), baseURL: baseURL(server) },
      })),
    ),
  ),
  webServer: [mailCatcher, productionServer('visitor'), productionServer('admin')],
});

import { defineConfig, devices } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';
import { configuredDataDir, mailPorts, serverPort } from './tests/e2e/support/servers.ts';
import type { E2eServer } from './tests/e2e/support/servers.ts';

// scripts/e2e.ts starts this with a free port and a fresh data folder for each of two production
// servers: the visitor specs run against one, the admin specs (which publish, feature and delete
// articles) against the other. No project waits for another, so one failing spec never keeps the
// others from running (decision 052).
const baseURL = (server: E2eServer) => `http://127.0.0.1:${serverPort(server)}`;

const ADMIN_SPECS = /admin-.*\.spec\.ts$/;
const phone = { ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 }, isMobile: false, hasTouch: true };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

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
  // On CI a spec that fails once is run again and reported as flaky, not passed in silence.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
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
  projects: [
    { name: 'phone', testIgnore: ADMIN_SPECS, use: { ...phone, baseURL: baseURL('visitor') } },
    { name: 'desktop', testIgnore: ADMIN_SPECS, use: { ...desktop, baseURL: baseURL('visitor') } },
    { name: 'admin-phone', testMatch: ADMIN_SPECS, use: { ...phone, baseURL: baseURL('admin') } },
    { name: 'admin-desktop', testMatch: ADMIN_SPECS, use: { ...desktop, baseURL: baseURL('admin') } },
  ],
  webServer: [mailCatcher, productionServer('visitor'), productionServer('admin')],
});

import { defineConfig, devices } from '@playwright/test';

// scripts/e2e.ts sets these: a free port and a fresh data folder for the production server.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

const ADMIN_SPECS = /admin-.*\.spec\.ts$/;
const phone = { ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 }, isMobile: false, hasTouch: true };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
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
  // Admin specs change what visitors see (they publish, feature and delete articles), so they
  // run after the visitor specs on the shared test database.
  projects: [
    { name: 'phone', testIgnore: ADMIN_SPECS, use: { ...phone } },
    { name: 'desktop', testIgnore: ADMIN_SPECS, use: { ...desktop } },
    { name: 'admin-phone', testMatch: ADMIN_SPECS, dependencies: ['phone', 'desktop'], use: { ...phone } },
    { name: 'admin-desktop', testMatch: ADMIN_SPECS, dependencies: ['phone', 'desktop'], use: { ...desktop } },
  ],
  webServer: {
    command: 'node server/index.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data-e2e',
      LOG_LEVEL: 'warn',
      // Every spec submits leads from 127.0.0.1; the limit itself is tested in tests/integration/leads.test.ts.
      LEAD_RATE_LIMIT: '1000/1m',
    },
  },
});

// Runs the Playwright specs in Debian's Chromium against the production build: two servers, one
// for the visitor specs and one for the admin specs, each on a free port with its own copy of the
// data folder template (tests/support/server-template.ts) in a temporary folder
// (playwright.config.ts). Extra arguments go to `playwright test`; E2E_JSON_REPORT names a file
// for the JSON report (`npm test` counts the tests from it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { dataDirFromTemplate } from '../tests/support/server-template.ts';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. Install it with \`sudo apt-get install -y chromium\` ` +
      '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary. Do not run `npx playwright install`.',
  );
  process.exit(1);
}

const build = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** Ports free at once (both listeners stay open until both are known). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

const [visitorPort, adminPort, smtpPort, mailPort] = await freePorts(4);
const [visitorData, adminData] = await Promise.all([dataDirFromTemplate('aangan-e2e-'), dataDirFromTemplate('aangan-e2e-admin-')]);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: String(visitorPort),
    E2E_DATA_DIR: visitorData,
    E2E_ADMIN_PORT: String(adminPort),
    E2E_ADMIN_DATA_DIR: adminData,
    // The admin server's SMTP server and the list of what it received (tests/e2e/support/mail-catcher.ts).
    E2E_SMTP_PORT: String(smtpPort),
    E2E_MAIL_PORT: String(mailPort),
    CHROMIUM_PATH: chromium,
  },
});
for (const dir of [visitorData, adminData]) fs.rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);

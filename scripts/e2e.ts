// Runs the Playwright specs in Debian's Chromium against the production build, on a fresh
// embedded database in a temporary folder. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

const port = await new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address() as net.AddressInfo;
    server.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);

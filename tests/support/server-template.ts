// Data folders for the servers tests start, copied from a template (decision 149): a production
// server started once on an empty folder (migrated, seeded, its job engine's schema made) and
// stopped. A first start takes 15-20 s on a busy two-core machine, a copy and a start about 3 s.
// The template is made once per build (its provenance names the sources and the address) and
// kept in the temporary folder; the tests about a first start and its migrations start on an
// empty folder instead.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readProvenance } from '../../scripts/build-provenance.ts';
import { buildDirectory } from '../../server/build-folder.ts';
import { freePort, root } from './processes.ts';

/** Files of a data folder that belong to the process that made it, not to the data. */
const PROCESS_FILES = ['server.pid', 'served-url', '.s.PGSQL.5432', '.s.PGSQL.5432.lock.out'];

function templateKey(): string {
  const made = readProvenance(buildDirectory());
  if (!made) throw new Error('No production build to make a data folder template from: run `npm run build`');
  return createHash('sha256').update(`${made.sources}\0${made.siteUrl}`).digest('hex').slice(0, 16);
}

/** Starts the production server on `dataDir` until it is ready, then stops it with Ctrl-C. */
async function firstStart(dataDir: string): Promise<void> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'NOTIFY_WEBHOOK_URL', 'TEST_CLOCK_FILE']) delete env[key];
  const child = spawn(process.execPath, ['server/index.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The template's first start failed:\n${errors}`);
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (health.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The template's first start did not become ready in time:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGINT');
  const code = await exited;
  if (code !== 0) throw new Error(`The template's server stopped with ${code}:\n${errors}`);
}

let making: Promise<string> | undefined;

/**
 * The template folder for the current build: made by the first caller (in a folder of its own,
 * then renamed into place, so that another process never copies half of one).
 */
export function serverTemplate(): Promise<string> {
  making ??= (async () => {
    const template = path.join(os.tmpdir(), `aangan-server-template-${templateKey()}`);
    if (fs.existsSync(template)) return template;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-server-template-making-'));
    await firstStart(dir);
    for (const file of PROCESS_FILES) fs.rmSync(path.join(dir, file), { force: true });
    try {
      fs.renameSync(dir, template);
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return template;
  })();
  return making;
}

/** A new data folder, a copy of the template: a server started on it is ready in seconds. */
export async function dataDirFromTemplate(prefix = 'aangan-test-'): Promise<string> {
  const template = await serverTemplate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(template, dir, { recursive: true });
  fs.chmodSync(dir, 0o700);
  return dir;
}

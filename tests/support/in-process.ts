// The production app in the test's own process (decision 149): the same build, services and
// Express app that `node server/index.ts` runs (server/app.ts over the build's server entry),
// listening on a free port of 127.0.0.1, on a data folder copied from the template. For the
// HTTP-level tests that need no process of their own (public-pages, article-pages,
// admin-authorization, and the one-server parts of admin-security and media): starting one costs
// a Node start, a module graph and a second database open. What is about a process (start-up,
// signals, crashes, the CLI, two processes on one PostgreSQL) still starts one (processes.ts).
// The app's services live on globalThis: one app at a time per test file (Vitest runs each file
// in a process of its own).
import { freePort } from './processes.ts';
import { dataDirFromTemplate } from './server-template.ts';

export type InProcessServer = {
  url: string;
  port: number;
  dataDir: string;
  /** Every log line the app wrote (JSON lines), as a process's output would hold them. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * Starts the app on `env` (defaults: production, 127.0.0.1, a free port, a copy of the template as
 * DATA_DIR, info logs), ready when it resolves: migrated, its background tasks running.
 */
export async function startInProcess(env: Record<string, string> = {}): Promise<InProcessServer> {
  if (process.env.NODE_ENV !== 'production')
    throw new Error('In-process servers need NODE_ENV=production (vitest.config.ts sets it for the process tests)');
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? (await dataDirFromTemplate());
  // Loaded by Node itself (vitest.config.ts lists it as external): the app and its packages load as
  // in production, where Vitest's resolver would pick the development builds of React and React Router.
  const { startApp } = await import('./in-process-app.ts');
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) base[key] = value;
  for (const key of ['DATABASE_URL', 'SITE_URL', 'PORT', 'DATA_DIR', 'SMTP_URL', 'NOTIFY_WEBHOOK_URL', 'TRUST_PROXY', 'TEST_CLOCK_FILE'])
    delete base[key];
  const app = await startApp({
    ...base,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  return { url: `http://127.0.0.1:${port}`, port, dataDir, output: app.output, stop: app.stop };
}

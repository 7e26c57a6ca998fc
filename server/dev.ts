// Development server: Vite renders and hot-reloads the app; same middleware as production.
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { RouterContextProvider } from 'react-router';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { ConfigError, parseEnv } from '#app/lib/env.server.ts';
import type { Env } from '#app/lib/env.server.ts';
import { createLogger } from '#app/lib/logger.server.ts';
import { appApi, createApp } from '#server/app.ts';
import { runServer } from '#server/lifecycle.ts';

const root = path.resolve(import.meta.dirname, '..');
let env: Env;
try {
  env = parseEnv({ NODE_ENV: 'development', ...process.env });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(env);
// Vite's hot-reload socket shares the pages' HTTP server: the pages' Content-Security-Policy
// (connect-src 'self') would refuse a socket on a port of its own.
const httpServer = createHttpServer();
const vite = await createServer({ root, server: { middlewareMode: true, ws: { server: httpServer } }, appType: 'custom' });
const loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
const api = async () => appApi(await loadBuild());

// Vite loads the app's react-router with the `development` export condition; Node loads the copy
// @react-router/express uses. Unless Node runs with --conditions=development too (npm run dev
// passes it), they are two copies, and the adapter refuses the app's request context on every
// request (decision 050). Say so now rather than answer 500 on every page.
const probe = (await api()).createLoadContext({ requestId: 'start', clientIp: '127.0.0.1', nonce: '', logger });
if (!(probe instanceof RouterContextProvider)) {
  console.error('server/dev.ts needs `node --conditions=development`: start it with `npm run dev`.');
  await vite.close();
  process.exit(1);
}

await runServer({
  env,
  logger,
  api: await api(),
  migrationsFolder: path.join(root, 'db/migrations'),
  createHttpApp: () => createApp({ env, logger, build: loadBuild, api, devMiddleware: vite.middlewares }),
  httpServer,
  onStop: () => vite.close(),
});

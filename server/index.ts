// The production server: `npm start` runs this file with Node after building the app.
import '#server/node-env.ts';
import '#server/test-clock.ts';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, parseEnv } from '#app/lib/env.server.ts';
import type { Env } from '#app/lib/env.server.ts';
import { createLogger } from '#app/lib/logger.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import { appApi, createApp } from '#server/app.ts';
import type { AppServerApi } from '#server/app.ts';
import { runServer } from '#server/lifecycle.ts';
import { buildDirectory } from '#server/build-folder.ts';

const root = path.resolve(import.meta.dirname, '..');

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger: Logger = createLogger(env);
// build/, or the folder BUILD_DIR names (decision 087).
const buildDir = buildDirectory();
const buildFile = path.join(buildDir, 'server/index.js');
if (!fs.existsSync(buildFile)) {
  console.error('No production build found: run `npm run build` first (or `npm start`, which builds when needed).');
  process.exit(1);
}
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
const api: AppServerApi = appApi(build);

await runServer({
  env,
  logger,
  api,
  migrationsFolder: path.join(root, 'db/migrations'),
  createHttpApp: () => createApp({ env, logger, build, api: async () => api, clientDir: path.join(buildDir, 'client') }),
});

// The app as server/index.ts runs it, minus the process: imported by tests/support/in-process.ts
// with Node's own loader (not Vitest's), so that React, React Router and the build resolve as in
// production, in one module graph.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { parseEnv } from '#app/lib/env.server.ts';
import { createLogger } from '#app/lib/logger.server.ts';
import { appApi, createApp } from '#server/app.ts';
import { buildDirectory, root } from '../../server/build-folder.ts';

export type StartedApp = { output(): string; stop(): Promise<void> };

let build: ServerBuild | undefined;

/** Starts the services and the HTTP server on `source` (an environment as the process would have it). */
export async function startApp(source: Record<string, string>): Promise<StartedApp> {
  const env = parseEnv(source);
  let output = '';
  const logger = createLogger(
    env,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    }),
  );
  const buildDir = buildDirectory();
  build ??= (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  const api = appApi(build);
  const { ready } = await api.startServices({ env, logger, migrationsFolder: path.join(root, 'db/migrations') });
  await ready;
  const app = createApp({ env, logger, build, api: async () => api, clientDir: path.join(buildDir, 'client') });
  const server: Server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  return {
    output: () => output,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.stopServices();
    },
  };
}

import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Env } from '#app/lib/env.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import type { AppServerApi } from '#server/app.ts';
import { recordServedUrl } from '#server/served-url.ts';

type RunOptions = {
  env: Env;
  logger: Logger;
  api: AppServerApi;
  migrationsFolder: string;
  createHttpApp: () => Express | Promise<Express>;
  /** Development: the HTTP server Vite's hot-reload socket is attached to (same origin as the pages). */
  httpServer?: Server;
  onStop?: () => Promise<void>;
};

/**
 * How to create an admin, as the start-up hint and the CLI print it. The password is a
 * placeholder that passwordProblem refuses, so it cannot become a real password by copying.
 */
export const ADMIN_CREATE_USAGE = "npm run admin:create -- --email you@example.com --password '<your own passphrase>'";

// Ctrl-C must stop the process within 2 s even with open keep-alive connections.
const SHUTDOWN_GRACE_MS = 1200;

/** Starts the app's services and the HTTP server; stops both cleanly on SIGINT/SIGTERM. */
export async function runServer({ env, logger, api, migrationsFolder, createHttpApp, httpServer, onStop }: RunOptions): Promise<void> {
  try {
    await api.startServices({ env, logger, migrationsFolder });
  } catch (error) {
    // The error class lives in the app build, a different module copy: compare by name.
    if ((error as Error).name === 'DataDirInUseError') console.error((error as Error).message);
    else logger.fatal({ err: error }, 'Could not start');
    await api.stopServices().catch(() => {});
    process.exit(1);
  }

  const server: Server = httpServer ?? createServer();
  server.on('request', await createHttpApp());
  server.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use. Stop the other server or set PORT to a free port.`
        : `Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`,
    );
    await api.stopServices().catch(() => {});
    process.exit(1);
  });

  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  // Only a server on the embedded database holds its data folder, where the CLI looks.
  const forgetServedUrl = env.DATABASE_URL ? () => {} : recordServedUrl(env.DATA_DIR, env.SITE_URL);
  logger.info(`Serving on http://${shownHost}:${env.PORT} (${env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${env.DATA_DIR}`})`);
  if ((await api.adminCount()) === 0) {
    logger.warn(`No admin account yet. Create one with: ${ADMIN_CREATE_USAGE}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + 600);
    force.unref();
    server.close();
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    forgetServedUrl();
    try {
      await onStop?.();
      await api.stopServices();
    } catch (error) {
      logger.error({ err: error }, 'Error while shutting down');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

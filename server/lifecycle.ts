import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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

// Requests in flight when a stop begins get this long to finish (a lead waits at most 4 s for the
// database, then is spooled). With none in flight, Ctrl-C stops at once.
const DRAIN_MS = 10_000;
// And the services (notifications being sent, the database closing) this long after that.
const STOP_SERVICES_MS = 3_000;
/** What a request that arrives after the services stopped is told (the browser's lead forms retry a 503). */
const RESTARTING_RETRY_AFTER_SECONDS = 5;

/**
 * Starts the app's services and the HTTP server; stops both cleanly on SIGINT/SIGTERM. The
 * server listens as soon as the services are up, even while PostgreSQL does not answer yet
 * (decision 058): prerendered pages and the lead spool need no database.
 */
export async function runServer({ env, logger, api, migrationsFolder, createHttpApp, httpServer, onStop }: RunOptions): Promise<void> {
  let ready: Promise<void>;
  let waitingForDatabase: boolean;
  try {
    ({ ready, waitingForDatabase } = await api.startServices({ env, logger, migrationsFolder }));
  } catch (error) {
    // The error class lives in the app build, a different module copy: compare by name.
    if ((error as Error).name === 'DataDirInUseError') console.error((error as Error).message);
    else logger.fatal({ err: error }, 'Could not start');
    await api.stopServices().catch(() => {});
    process.exit(1);
  }

  // 'serving', then 'draining' (requests in flight finish, new ones are still served but told to
  // close their connection), then 'stopped' (the services are going: new requests get a 503).
  let phase: 'serving' | 'draining' | 'stopped' = 'serving';
  let inFlight = 0;
  let onIdle: (() => void) | null = null;
  const app = await createHttpApp();
  const server: Server = httpServer ?? createServer();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (phase === 'stopped') {
      res.writeHead(503, {
        'Retry-After': String(RESTARTING_RETRY_AFTER_SECONDS),
        Connection: 'close',
        'Content-Type': 'text/plain; charset=utf-8',
      });
      res.end('The server is restarting. Please try again in a moment.');
      return;
    }
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
    if (phase === 'draining') res.setHeader('Connection', 'close');
    app(req, res);
  });
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

  let stopping = false;
  const stop = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    // Never hang: whatever is left when this fires is cut off.
    const force = setTimeout(() => process.exit(code), DRAIN_MS + STOP_SERVICES_MS);
    force.unref();
    // No new connections; idle kept-alive ones close now, busy ones after their answer.
    phase = 'draining';
    server.close();
    server.closeIdleConnections();
    if (inFlight > 0) {
      await new Promise<void>((resolve) => {
        onIdle = resolve;
        setTimeout(resolve, DRAIN_MS).unref();
      });
    }
    phase = 'stopped';
    server.closeAllConnections();
    forgetServedUrl();
    try {
      await onStop?.();
      await api.stopServices();
    } catch (error) {
      logger.error({ err: error }, 'Error while shutting down');
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const adviseOnAdmins = async () => {
    try {
      if (!stopping && (await api.adminCount()) === 0) logger.warn(`No admin account yet. Create one with: ${ADMIN_CREATE_USAGE}`);
    } catch (error) {
      logger.warn({ err: error }, 'Could not count the admin accounts');
    }
  };
  if (!waitingForDatabase) await adviseOnAdmins();
  ready.then(waitingForDatabase ? adviseOnAdmins : () => {}, (error: unknown) => {
    // The database answered but cannot be used (a failing migration, a wrong password): an
    // operator must act, and a process manager's restart shows them the line again.
    logger.fatal({ err: error }, 'Could not start');
    void stop('A start-up error', 1);
  });
}

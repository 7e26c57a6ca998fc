import { openDatabase, ping, serveOnSocket } from '#app/lib/db.server.ts';
import type { DatabaseHandle } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { seedSampleArticles } from '#db/seed.ts';
import type { Env } from '#app/lib/env.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';

/** A background task as it runs: stopped with the services; the rest is what it hands to request code. */
export type RunningTask = { stop(): Promise<void> };

/**
 * Work a feature runs in the background for as long as the server runs (lead notifications, the
 * lead spool). Features hand theirs to startServices through app/entry.server.tsx, since shared
 * code does not import features. What `start` returns is kept with the services, where request
 * code finds it with `runningTask`.
 */
export type BackgroundTask<Running extends RunningTask = RunningTask> = {
  /** Unique: the running task is found by it (also by a module reloaded in development, a new object). */
  name: string;
  start: (services: { env: Env; logger: Logger; db: Database }) => Running;
};

type Services = {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  socket?: { stop(): Promise<void> };
  tasks: Map<string, RunningTask>;
};

/**
 * Work a feature does once at start, after the migrations and before the server takes requests
 * (importing an earlier version's media folder). It handles its own failures.
 */
export type StartUpStep = (services: { env: Env; logger: Logger; db: Database }) => Promise<void>;

// The process's one registry. Kept on globalThis so that a development reload of this module
// (Vite re-runs it, and every feature module, on a change) finds the open database and the
// running background tasks instead of opening a second database, spool or worker.
const registry = globalThis as typeof globalThis & { __appServices?: Services };

export type StartOptions = { env: Env; logger: Logger; migrationsFolder: string; steps?: StartUpStep[]; tasks?: BackgroundTask[] };

/** Opens and migrates the database (seeding a new embedded one) and shares it over the socket. */
export async function startServices({ env, logger, migrationsFolder, steps = [], tasks = [] }: StartOptions): Promise<void> {
  if (registry.__appServices) return;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationsFolder,
    onCreate: seedSampleArticles,
  });
  const services: Services = { env, logger, database, tasks: new Map() };
  registry.__appServices = services;
  if (database.created) logger.info('Created a new embedded database with the sample articles');
  if (database.pglite) {
    try {
      services.socket = await serveOnSocket(database.pglite, env.DATA_DIR);
    } catch (error) {
      // The CLI then cannot reach this database while the server runs; the site still works.
      logger.warn({ err: error }, 'Could not share the embedded database on its local socket');
    }
  }
  for (const step of steps) await step({ env, logger, db: database.db });
  for (const task of tasks) {
    if (services.tasks.has(task.name)) throw new Error(`Two background tasks are named ${task.name}`);
    services.tasks.set(task.name, task.start({ env, logger, db: database.db }));
  }
}

export async function stopServices(): Promise<void> {
  const services = registry.__appServices;
  if (!services) return;
  registry.__appServices = undefined;
  // Background work first: it may still be writing to the database.
  await Promise.all([...services.tasks.values()].map((task) => task.stop().catch(() => {})));
  await services.socket?.stop().catch(() => {});
  await services.database.close();
}

function services(): Services {
  const current = registry.__appServices;
  if (!current) throw new Error('The server has not started its services (startServices was not called)');
  return current;
}

export function db(): Database {
  return services().database.db;
}

export function env(): Env {
  return services().env;
}

export function logger(): Logger {
  return services().logger;
}

/** What a background task started with the services handed back (its worker's wake-up, say). */
export function runningTask<Running extends RunningTask>(task: BackgroundTask<Running>): Running {
  const running = services().tasks.get(task.name);
  if (!running) throw new Error(`The background task ${task.name} is not running`);
  // Started from a task of this name (names are unique), so it has the shape its start returns.
  return running as Running;
}

export type Health = { status: 'ok' | 'error'; db: 'ok' | 'error' };

/** A database that does not answer a health check within this time counts as failing. */
export const HEALTH_TIMEOUT_MS = 1000;

export async function checkHealth(): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  try {
    // A frozen database never answers: the check gives up rather than hang with it.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The database did not answer the health check in time')), HEALTH_TIMEOUT_MS);
    });
    await Promise.race([ping(db()), timeout]);
    return { status: 'ok', db: 'ok' };
  } catch {
    return { status: 'error', db: 'error' };
  } finally {
    clearTimeout(timer);
  }
}

import { openDatabase, ping, serveOnSocket } from '#app/lib/db.server.ts';
import type { DatabaseHandle } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { seedSampleArticles } from '#db/seed.ts';
import type { Env } from '#app/lib/env.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';

type Services = {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  socket?: { stop(): Promise<void> };
  tasks: Array<{ stop(): Promise<void> }>;
};

/**
 * Work a feature runs in the background for as long as the server runs (lead notifications, the
 * lead spool). Features hand theirs to startServices through app/entry.server.tsx, since shared
 * code does not import features.
 */
export type BackgroundTask = (services: { env: Env; logger: Logger; db: Database }) => { stop(): Promise<void> };

/**
 * Work a feature does once at start, after the migrations and before the server takes requests
 * (importing an earlier version's media folder). It handles its own failures.
 */
export type StartUpStep = (services: { env: Env; logger: Logger; db: Database }) => Promise<void>;

// Kept on globalThis so a development reload of this module finds the open database.
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
  const services: Services = { env, logger, database, tasks: [] };
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
  for (const task of tasks) services.tasks.push(task({ env, logger, db: database.db }));
}

export async function stopServices(): Promise<void> {
  const services = registry.__appServices;
  if (!services) return;
  registry.__appServices = undefined;
  // Background work first: it may still be writing to the database.
  await Promise.all(services.tasks.map((task) => task.stop().catch(() => {})));
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

export type Health = { status: 'ok' | 'error'; db: 'ok' | 'error' };

export async function checkHealth(): Promise<Health> {
  try {
    await ping(db());
    return { status: 'ok', db: 'ok' };
  } catch {
    return { status: 'error', db: 'error' };
  }
}

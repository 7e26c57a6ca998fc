import { keepDataDirPrivate } from '#app/lib/data-dir.server.ts';
import { openDatabase, ping, serveOnSocket } from '#app/lib/db.server.ts';
import type { DatabaseHandle } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { seedSampleArticles } from '#app/lib/sample-articles.server.ts';
import type { Env } from '#app/lib/env.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';

/** A background task as it runs: stopped with the services; the rest is what it hands to request code. */
export type RunningTask = {
  stop(): Promise<void>;
  /** What /healthz reports about this task (counts, never personal data); read with the database's answer. */
  health?(): Promise<Record<string, unknown>>;
};

/**
 * Work a feature runs in the background for as long as the server runs (lead notifications, the
 * lead spool). Features hand theirs to startServices through app/entry.server.tsx, since shared
 * code does not import features. What `start` returns is kept with the services, where request
 * code finds it with `runningTask`. It starts once the database answers and is migrated.
 */
export type BackgroundTask<Running extends RunningTask = RunningTask> = {
  /** Unique: the running task is found by it (also by a module reloaded in development, a new object). */
  name: string;
  start: (services: { env: Env; logger: Logger; db: Database; jobs: JobEngine }) => Running | Promise<Running>;
};

/** Work that needs only this machine (the lead spool): started at once, before the database answers. */
export type LocalTask<Running extends RunningTask = RunningTask> = {
  name: string;
  start: (services: { env: Env; logger: Logger }) => Running;
};

type Services = {
  env: Env;
  logger: Logger;
  /**
   * Null until the database answers and is migrated (PostgreSQL may be down when the server
   * starts) and its job engine and background tasks run: request code gets it then.
   */
  database: DatabaseHandle | null;
  /** The open database from the moment it opens (closed by stopServices). */
  opened: DatabaseHandle | null;
  /** The job engine on that database (decision 080), started with it. */
  jobs: JobEngine | null;
  socket?: { stop(): Promise<void> };
  /** Tasks started when the database became ready, stopped first. */
  tasks: Map<string, RunningTask>;
  localTasks: Map<string, RunningTask>;
  /** Settles when the database is ready and the tasks run; rejects on an error waiting does not cure. */
  ready: Promise<void>;
  /** Set by stopServices: a wait for the database ends. */
  stopped: AbortController;
};

/**
 * Work a feature does once at start, after the migrations and before the background tasks
 * (importing an earlier version's media folder). It handles its own failures.
 */
export type StartUpStep = (services: { env: Env; logger: Logger; db: Database }) => Promise<void>;

// The process's one registry. Kept on globalThis so that a development reload of this module
// (Vite re-runs it, and every feature module, on a change) finds the open database and the
// running background tasks instead of opening a second database, spool or worker.
const registry = globalThis as typeof globalThis & { __appServices?: Services };

export type StartOptions = {
  env: Env;
  logger: Logger;
  migrationsFolder: string;
  steps?: StartUpStep[];
  tasks?: BackgroundTask[];
  localTasks?: LocalTask[];
};

/** How long to wait between attempts to reach PostgreSQL at start: doubling from the first to the last. */
export const DATABASE_RETRY_MS = { first: 500, max: 5000 };

/**
 * Starts the local tasks, then opens and migrates the database (seeding a new embedded one),
 * shares an embedded one over the socket, runs the start-up steps and starts the background
 * tasks. The embedded database is ready when this returns. PostgreSQL that does not answer is
 * waited for in the background (decision 058): the server serves what needs no database
 * meanwhile, and `ready` settles when the database is ready, or rejects on an error waiting does
 * not cure (a failing migration, a wrong password, a database that does not exist).
 */
export async function startServices({
  env,
  logger,
  migrationsFolder,
  steps = [],
  tasks = [],
  localTasks = [],
}: StartOptions): Promise<{ ready: Promise<void>; waitingForDatabase: boolean }> {
  if (registry.__appServices) return { ready: registry.__appServices.ready, waitingForDatabase: !registry.__appServices.database };
  const services: Services = {
    env,
    logger,
    database: null,
    opened: null,
    jobs: null,
    tasks: new Map(),
    localTasks: new Map(),
    ready: Promise.resolve(),
    stopped: new AbortController(),
  };
  registry.__appServices = services;
  try {
    // The spool and the session key live there with PostgreSQL too (decision 092).
    keepDataDirPrivate(env.DATA_DIR);
    for (const task of localTasks) addTask(services, services.localTasks, task.name, task.start({ env, logger }));
    const open = () =>
      openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.DATA_DIR,
        migrationsFolder,
        onCreate: seedSampleArticles,
        // Only what went wrong, never a statement's values (decision 148).
        onConnectionLost: (error: Error & { code?: string }) =>
          logger.warn(
            { err: { message: error.message, code: error.code } },
            'A database connection was lost; the next statement opens a new one',
          ),
      });
    const first = await open().catch((error: unknown) => {
      if (env.DATABASE_URL && isUnreachable(error)) return error as Error;
      throw error;
    });
    if (first instanceof Error) {
      logger.warn(
        { err: first },
        'PostgreSQL does not answer: serving the pages that need no database and keeping leads in the spool until it does',
      );
      services.ready = waitForDatabase(services, open).then(async (database) => {
        if (database) await connect(services, database, steps, tasks);
      });
      // Observed by the caller; never an unhandled rejection if it is not.
      services.ready.catch(() => {});
    } else {
      await connect(services, first, steps, tasks);
    }
  } catch (error) {
    await stopServices();
    throw error;
  }
  return { ready: services.ready, waitingForDatabase: !services.database };
}

function addTask(services: Services, into: Map<string, RunningTask>, name: string, running: RunningTask) {
  if (services.tasks.has(name) || services.localTasks.has(name)) throw new Error(`Two background tasks are named ${name}`);
  into.set(name, running);
}

async function connect(services: Services, database: DatabaseHandle, steps: StartUpStep[], tasks: BackgroundTask[]): Promise<void> {
  const { env, logger } = services;
  if (services.stopped.signal.aborted) {
    await database.close();
    return;
  }
  services.opened = database;
  // A lead's notification job is written with the lead, in the same statement, into the
  // engine's table and queue (decision 080): request code gets the database once the engine and
  // the tasks (which define their queues) run.
  const jobs = await startJobEngine({ logger, database: database.pglite ? { pglite: database.pglite } : { url: env.DATABASE_URL! } });
  services.jobs = jobs;
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
  for (const task of tasks) addTask(services, services.tasks, task.name, await task.start({ env, logger, db: database.db, jobs }));
  services.database = database;
}

/** Tries `open` until it succeeds (the handle), the services stop (null) or an error waiting does not cure (thrown). */
async function waitForDatabase(services: Services, open: () => Promise<DatabaseHandle>): Promise<DatabaseHandle | null> {
  const { signal } = services.stopped;
  for (let wait = DATABASE_RETRY_MS.first; ; wait = Math.min(wait * 2, DATABASE_RETRY_MS.max)) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, wait);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
    if (signal.aborted) return null;
    try {
      const database = await open();
      services.logger.info('PostgreSQL answers: the database is migrated and the background work starts');
      return database;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
}

// SQLSTATE classes that mean "not now" rather than "never": connection exceptions, a server
// starting up or shutting down, too many connections.
const RETRYABLE_SQLSTATE = /^(08|57P0[1-4]|53300)/;
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** True when `error` says the database cannot be reached now (worth waiting for), not that it refuses us. */
export function isUnreachable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_ERRORS.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code)) return RETRYABLE_SQLSTATE.test(code);
    }
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(current.message)) return true;
  }
  return false;
}

export async function stopServices(): Promise<void> {
  const services = registry.__appServices;
  if (!services) return;
  registry.__appServices = undefined;
  services.stopped.abort();
  // Background work first: it may still be writing to the database; the spool last. The engine
  // stops taking jobs and waits a moment for those it runs (decision 080).
  await services.jobs?.stop().catch(() => {});
  await Promise.all([...services.tasks.values()].map((task) => task.stop().catch(() => {})));
  await Promise.all([...services.localTasks.values()].map((task) => task.stop().catch(() => {})));
  await services.socket?.stop().catch(() => {});
  await services.opened?.close();
}

function services(): Services {
  const current = registry.__appServices;
  if (!current) throw new Error('The server has not started its services (startServices was not called)');
  return current;
}

/** Seconds a visitor's browser is asked to wait before trying again while the database is not ready. */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;

/**
 * This process's database. Before it is ready (PostgreSQL did not answer at start) this throws
 * a 503 response, which a loader or action passes on as the page's status: a visitor is told
 * to try again in a moment, never shown a server error.
 */
export function db(): Database {
  const database = services().database;
  if (!database) {
    throw new Response('The site is starting up. Please try again in a moment.', {
      status: 503,
      headers: { 'Retry-After': String(NOT_READY_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
    });
  }
  return database.db;
}

/** The database when it is ready, else null: for work that has a way without it (the lead spool, the default rate card). */
export function databaseIfReady(): Database | null {
  return registry.__appServices?.database?.db ?? null;
}

export function env(): Env {
  return services().env;
}

export function logger(): Logger {
  return services().logger;
}

/** What a task started with the services handed back (its worker's wake-up, say). */
export function runningTask<Running extends RunningTask>(task: BackgroundTask<Running> | LocalTask<Running>): Running {
  const current = services();
  const running = current.localTasks.get(task.name) ?? current.tasks.get(task.name);
  if (!running) throw new Error(`The background task ${task.name} is not running`);
  // Started from a task of this name (names are unique), so it has the shape its start returns.
  return running as Running;
}

/** A running task of this name, or null before the database is ready (its tasks start then). */
export function runningTaskIfReady<Running extends RunningTask>(task: BackgroundTask<Running>): Running | null {
  return (registry.__appServices?.tasks.get(task.name) as Running | undefined) ?? null;
}

export type Health = { status: 'ok' | 'error'; db: 'ok' | 'error' } & Record<string, unknown>;

/** A database that does not answer a health check within this time counts as failing. */
export const HEALTH_TIMEOUT_MS = 1000;

export async function checkHealth(): Promise<Health> {
  const current = registry.__appServices;
  const database = current?.database?.db;
  if (!current || !database) return { status: 'error', db: 'error' };
  let timer: NodeJS.Timeout | undefined;
  try {
    // A frozen database never answers: the check gives up rather than hang with it.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The database did not answer the health check in time')), HEALTH_TIMEOUT_MS);
    });
    const tasks = [...current.localTasks.values(), ...current.tasks.values()];
    const [, ...details] = await Promise.race([Promise.all([ping(database), ...tasks.map((task) => task.health?.() ?? {})]), timeout]);
    return { status: 'ok', db: 'ok', ...Object.assign({}, ...details) };
  } catch {
    return { status: 'error', db: 'error' };
  } finally {
    clearTimeout(timer);
  }
}

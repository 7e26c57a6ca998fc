// The product's one job engine (decision 080): pg-boss on the app's own database, PGlite through
// an adapter over the app's PGlite instance, PostgreSQL through a small pool of its own. Features
// enqueue work (at once, at a set time, or on a recurring schedule) and work it here; pg-boss
// keeps the jobs in its schema (`pgboss`), claims them with SKIP LOCKED, retries with backoff and
// expires a claim whose process died. A queue whose jobs must not wait for that expiry (a lead's
// notification) has its claims beat while they run and is taken over by another process soon after
// its claim falls silent (decision 148).
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Job, JobResult, QueueOptions } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Transaction } from '#db/database.ts';
import type { Logger } from '#app/lib/logger.server.ts';

/** The schema pg-boss keeps its tables in (the lead store writes a notification job there directly). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * A job's id (a uuid) named after what it is about: the same name always gives the same id, so
 * asking twice for the same work makes one job.
 */
export function jobIdFor(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Writes a job into the engine's table inside `tx` (the transaction doing what the job is about),
 * with the queue's defaults: rolled back with it, and one job however often it is written (`id`).
 * Where the engine has never run on this database (no queue yet), nothing is written and false
 * is answered (decision 164).
 */
export async function queueJobInTransaction(
  tx: Transaction,
  { queue, id, data }: { queue: string; id: string; data: Record<string, string> },
): Promise<boolean> {
  const { rows } = await tx.execute<{ ready: boolean }>(
    sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null and to_regclass(${`${JOBS_SCHEMA}.queue`}) is not null as ready`,
  );
  if (!rows[0]?.ready) return false;
  const job = sql.raw(`${JOBS_SCHEMA}.job`);
  const queues = sql.raw(`${JOBS_SCHEMA}.queue`);
  await tx.execute(sql`insert into ${job} (id, name, data, retry_limit, retry_delay, retry_backoff, retry_delay_max,
      expire_seconds, deletion_seconds, keep_until, policy, heartbeat_seconds, dead_letter)
    select ${id}::uuid, q.name, ${JSON.stringify(data)}::jsonb, q.retry_limit,
      q.retry_delay, q.retry_backoff, q.retry_delay_max, q.expire_seconds, q.deletion_seconds,
      now() + q.retention_seconds * interval '1 second', q.policy, q.heartbeat_seconds, q.dead_letter
    from ${queues} q where q.name = ${queue}
    on conflict do nothing`);
  return true;
}

/** Recurring jobs are read in India's time (cron '0 9 * * *' is 9 in the morning in Bengaluru). */
export const SCHEDULE_TZ = 'Asia/Kolkata';

export type EnqueueOptions = {
  /**
   * The job's id (a uuid): enqueuing a second job with an id that exists does nothing, so work
   * named after what it is about (a lead's id) is done once however often it is enqueued.
   */
  id?: string;
  /** Only one job with this key waits or runs at a time (on a 'singleton' or 'stately' queue). */
  singletonKey?: string;
  /** Not before this moment. */
  runAt?: Date;
  retryLimit?: number;
  /** Seconds before the first retry; doubles with each further one when `retryBackoff`. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  retryDelayMaxSeconds?: number;
  /** A claim held longer than this is taken back and the job retried (its process is gone). */
  expireInSeconds?: number;
};

/** A job as a handler gets it: `attempt` counts from 1. */
export type EngineJob<T> = { id: string; name: string; data: T; attempt: number; retryCount: number; signal: AbortSignal };

export type WorkOptions = {
  /** Jobs of this queue this process runs at the same time. */
  concurrency?: number;
  /** How often to look for due jobs when nobody wakes the worker (seconds, at least 0.5). */
  pollSeconds?: number;
  /**
   * Jobs whose process died are taken over at once (decision 148), not after the claim's expiry,
   * pg-boss's next look for expired claims and the retry delay (up to about 4 minutes). The queue
   * needs `heartbeatSeconds` (defineQueue): this worker's claims beat every
   * HEARTBEAT_EVERY_SECONDS while they run, and every process working the queue looks every
   * TAKE_OVER_CHECK_SECONDS for a claim silent longer than TAKE_OVER_AFTER_SECONDS, fails that
   * attempt (fenced to it) and makes the job due at once.
   */
  takeOver?: boolean;
};

/** How often a running claim of a `takeOver` queue beats (pg-boss touches its row). */
export const HEARTBEAT_EVERY_SECONDS = 3;
/** A claim of a `takeOver` queue silent this long is taken over (more than three beats missed). */
export const TAKE_OVER_AFTER_SECONDS = 10;
/** How often each process working a `takeOver` queue looks for silent claims. */
export const TAKE_OVER_CHECK_SECONDS = 5;

/** One `work` registration: woken to look for jobs at once, or stopped (waiting for its running jobs). */
export type Worker = { wake(): void; stop(): Promise<void> };

export type JobEngine = {
  /** Creates the queue (or changes its defaults); a queue exists before jobs are sent to it. */
  defineQueue(name: string, options?: QueueOptions): Promise<void>;
  /** Resolves with the job's id, or null when a job with that id (or singleton key) exists already. */
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Many jobs of one queue, with the queue's defaults, in one statement per thousand: a job whose
   * id exists is left alone (as `enqueue` with an `id`).
   */
  enqueueMany(name: string, jobs: ReadonlyArray<{ id: string; data: object; runAt?: Date }>): Promise<void>;
  /** Runs `handler` for each job of `name`; a handler that throws fails the attempt (retried if any are left). */
  work<T>(name: string, handler: (job: EngineJob<T>) => Promise<void>, options?: WorkOptions): Promise<Worker>;
  /** One recurring job for all processes (registering it again replaces it), in SCHEDULE_TZ. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** True while this attempt still holds the job: nobody else took it over after its claim expired. */
  stillHeld(job: { name: string; id: string; retryCount: number }): Promise<boolean>;
  /** No new jobs; waits up to `timeoutMs` for the running ones, then lets go (they are retried later). */
  stop(timeoutMs?: number): Promise<void>;
  boss: PgBoss;
};

export type JobEngineOptions = {
  logger: Logger;
  /** The app's embedded database, or PostgreSQL's address (the engine opens its own pool). */
  database: { pglite: PGlite } | { url: string; poolSize?: number };
  /** Whether this process runs the engine's upkeep (cron, expiry, retention); every process may. */
  supervise?: boolean;
  /** How often the upkeep looks for expired claims (seconds; pg-boss's default, 60, unless set). */
  superviseSeconds?: number;
};

const DEFAULT_STOP_MS = 2_500;
/** Jobs per statement of `enqueueMany`. */
const ENQUEUE_BATCH = 1_000;

export async function startJobEngine({ logger, database, supervise = true, superviseSeconds }: JobEngineOptions): Promise<JobEngine> {
  const upkeep = {
    schema: JOBS_SCHEMA,
    supervise,
    schedule: supervise,
    ...(superviseSeconds ? { superviseIntervalSeconds: superviseSeconds, monitorIntervalSeconds: superviseSeconds } : {}),
  };
  const boss =
    'pglite' in database
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...upkeep })
      : new PgBoss({ connectionString: database.url, max: database.poolSize ?? 4, application_name: 'jobs', ...upkeep });
  // When the engine last had trouble (the database away, say): a silent claim is taken over only
  // after a quiet spell, so that after an outage the live processes beat again first.
  const trouble = { at: Date.now() };
  // Only what went wrong, never a job's data: the message and the database's code.
  boss.on('error', (error: Error & { code?: string }) => {
    trouble.at = Date.now();
    logger.warn({ err: { message: error.message, code: error.code, name: error.name } }, 'Job engine error');
  });
  await boss.start();
  const queues = new Set<string>();

  return {
    boss,
    async defineQueue(name, options = {}) {
      if ((await boss.getQueue(name)) === null) await boss.createQueue(name, options);
      else await boss.updateQueue(name, options);
      queues.add(name);
    },
    async enqueue(name, data, options = {}) {
      if (!queues.has(name) && (await boss.getQueue(name)) === null) await boss.createQueue(name);
      queues.add(name);
      return boss.send(name, data, {
        ...(options.id ? { id: options.id } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.runAt ? { startAfter: options.runAt } : {}),
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
        ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
        ...(options.retryBackoff !== undefined ? { retryBackoff: options.retryBackoff } : {}),
        ...(options.retryDelayMaxSeconds !== undefined ? { retryDelayMax: options.retryDelayMaxSeconds } : {}),
        ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
      });
    },
    async enqueueMany(name, many) {
      if (!queues.has(name) && (await boss.getQueue(name)) === null) await boss.createQueue(name);
      queues.add(name);
      for (let start = 0; start < many.length; start += ENQUEUE_BATCH) {
        const batch = many.slice(start, start + ENQUEUE_BATCH);
        await boss.insert(
          name,
          batch.map(({ id, data, runAt }) => ({ id, data, ...(runAt ? { startAfter: runAt } : {}) })),
        );
      }
    },
    async work<T>(name: string, handler: (job: EngineJob<T>) => Promise<void>, options: WorkOptions = {}) {
      // One fetch takes up to `concurrency` due jobs, which run at the same time; each is settled
      // on its own (a failed one is retried without the others). A full fetch is followed by the
      // next at once (a backlog drains without waiting out the polling interval).
      const workOptions = {
        batchSize: options.concurrency ?? 1,
        pollingIntervalSeconds: options.pollSeconds ?? 2,
        burstWhenBatchFull: true,
        perJobResults: true,
        // Beats only on a job with heartbeatSeconds (its queue's), only while its batch runs.
        heartbeatRefreshSeconds: HEARTBEAT_EVERY_SECONDS,
      } as const;
      const workerId = await boss.work<T, unknown, typeof workOptions>(name, workOptions, async (jobs: Array<Job<T>>) =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            const { id, retryCount, signal, data } = job;
            try {
              await handler({ id, name: job.name, data, attempt: retryCount + 1, retryCount, signal });
              return { id, status: 'completed' };
            } catch (error) {
              return { id, status: 'failed', output: { message: (error as Error).message } };
            }
          }),
        ),
      );
      const wake = () => boss.notifyWorker(workerId);
      const takeOver = options.takeOver ? takeOverSilentClaims(boss, name, { trouble, logger, wake }) : null;
      return {
        wake,
        stop: async () => {
          takeOver?.stop();
          await boss.offWork(name, { id: workerId, wait: true });
        },
      };
    },
    async schedule(name, cron, data = {}) {
      if ((await boss.getQueue(name)) === null) await boss.createQueue(name);
      await boss.schedule(name, cron, data, { tz: SCHEDULE_TZ });
    },
    async stillHeld({ name, id, retryCount }) {
      // Raw, one indexed row: pg-boss's own lookup reads every column.
      const { rows } = await boss
        .getDb()
        .executeSql(`select 1 from ${JOBS_SCHEMA}.job where name = $1 and id = $2 and state = 'active' and retry_count = $3`, [
          name,
          id,
          retryCount,
        ]);
      return rows.length > 0;
    },
    async stop(timeoutMs = DEFAULT_STOP_MS) {
      // The app closes its own database (PGlite); pg-boss closes the pool it opened.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: !('pglite' in database) });
    },
  };
}

/**
 * Every TAKE_OVER_CHECK_SECONDS: the queue's running jobs whose claim has not beaten for
 * TAKE_OVER_AFTER_SECONDS (their process died or lost the database) are failed, each fenced to the
 * attempt that fell silent, made due at once and this worker woken. One indexed read of the
 * queue's active jobs per process and check; writes only when it finds a silent claim. Nothing is
 * taken over until the engine has been free of trouble for TAKE_OVER_AFTER_SECONDS: after the
 * database comes back, every live claim beats again (every HEARTBEAT_EVERY_SECONDS) before then.
 * pg-boss's own check of the queue's `heartbeatSeconds` stays as the backstop, with the retry delay.
 */
function takeOverSilentClaims(
  boss: PgBoss,
  name: string,
  { trouble, logger, wake }: { trouble: { at: number }; logger: Logger; wake: () => void },
): { stop(): void } {
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      // Raw: pg-boss has no lookup of silent claims; job_now() is its clock, as its own checks use.
      const { rows } = await boss.getDb().executeSql(
        `select id, retry_count as "retryCount" from ${JOBS_SCHEMA}.job
         where name = $1 and state = 'active' and heartbeat_seconds is not null
           and heartbeat_on < ${JOBS_SCHEMA}.job_now() - $2 * interval '1 second'
         limit 100`,
        [name, TAKE_OVER_AFTER_SECONDS],
      );
      const silent = rows as Array<{ id: string; retryCount: number }>;
      if (silent.length === 0 || Date.now() - trouble.at < TAKE_OVER_AFTER_SECONDS * 1000) return;
      const failed = await boss.fail(name, silent, { message: `taken over: its claim was silent for ${TAKE_OVER_AFTER_SECONDS} s` });
      // The ids this fail settled (pg-boss returns them; its types do not say so): not one its own
      // process settled meanwhile.
      const taken = (failed as { settled?: string[] }).settled ?? [];
      if (taken.length === 0) return;
      // Failing set the retry delay; the job's process is gone, so it runs again now.
      for (const id of taken) await boss.update(name, undefined, { id, startAfter: 0 });
      logger.warn({ queue: name, count: taken.length }, 'Took over jobs whose process stopped answering');
      wake();
    } catch {
      trouble.at = Date.now();
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), TAKE_OVER_CHECK_SECONDS * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

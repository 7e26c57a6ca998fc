// The job engine (decision 080) on PGlite and PostgreSQL: idempotent enqueue, jobs at a set
// time, one recurring job for several processes, jobs that outlive a restart, and a claim that
// another process takes over once it expires.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { EngineJob, JobEngine } from '#app/lib/jobs.server.ts';
import { openDatabase } from '#app/lib/db.server.ts';
import { createTestDatabase, drivers } from '../../tests/support/databases.ts';
import type { TestDatabase } from '../../tests/support/databases.ts';
import { until, wait } from '../../tests/support/waiting.ts';

const logger = pino({ level: 'silent' });
describe.each(drivers)('the job engine on %s', (driver) => {
  let database: TestDatabase;
  let engine: JobEngine;
  const engineOn = (db: { pglite?: TestDatabase['pglite']; url?: string }) =>
    startJobEngine({ logger, database: db.pglite ? { pglite: db.pglite } : { url: db.url! } });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    engine = await engineOn(database);
  });
  afterAll(async () => {
    await engine?.stop();
    await database?.cleanup();
  });

  it('does the work of a job enqueued twice with the same id once', async () => {
    const id = crypto.randomUUID();
    await engine.defineQueue('twice');
    expect(await engine.enqueue('twice', { n: 1 }, { id })).toBe(id);
    expect(await engine.enqueue('twice', { n: 2 }, { id })).toBeNull();
    const done: Array<EngineJob<{ n: number }>> = [];
    const worker = await engine.work<{ n: number }>('twice', async (job) => void done.push(job), { pollSeconds: 0.5 });
    await until(() => done.length === 1);
    await wait(1200);
    await worker.stop();
    expect(done.map((job) => [job.id, job.data.n, job.attempt])).toEqual([[id, 1, 1]]);
  });

  it('runs a job set for a later time after that time, not before', async () => {
    const runAt = new Date(Date.now() + 2000);
    await engine.enqueue('later', {}, { runAt });
    let ranAt: number | null = null;
    const worker = await engine.work('later', async () => void (ranAt = Date.now()), { pollSeconds: 0.5 });
    await until(() => ranAt !== null, 8000);
    await worker.stop();
    expect(ranAt!).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('retries a job whose handler fails, then completes it', async () => {
    const attempts: number[] = [];
    await engine.defineQueue('flaky', { retryLimit: 3, retryDelay: 1 });
    await engine.enqueue('flaky', {});
    const worker = await engine.work(
      'flaky',
      async (job) => {
        attempts.push(job.attempt);
        if (job.attempt < 2) throw new Error('not yet');
      },
      { pollSeconds: 0.5 },
    );
    await until(() => attempts.length === 2, 8000);
    await worker.stop();
    expect(attempts).toEqual([1, 2]);
  });

  it.runIf(driver === 'postgres')('registers a recurring job once, whichever of several processes registers it', async () => {
    const others = await Promise.all([engineOn(database), engineOn(database)]);
    try {
      await Promise.all([engine, ...others].map((each) => each.schedule('every-ten', '*/10 * * * *', { what: 'prune' })));
      const schedules = await engine.boss.getSchedules('every-ten');
      expect(schedules).toHaveLength(1);
      expect(schedules[0]).toMatchObject({ name: 'every-ten', cron: '*/10 * * * *', timezone: 'Asia/Kolkata' });
    } finally {
      await Promise.all(others.map((other) => other.stop()));
    }
  });

  it.runIf(driver === 'pglite')('registers a recurring job once when it is registered again at every start', async () => {
    await engine.schedule('every-ten', '*/10 * * * *');
    await engine.schedule('every-ten', '*/10 * * * *');
    const schedules = await engine.boss.getSchedules('every-ten');
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ cron: '*/10 * * * *', timezone: 'Asia/Kolkata' });
  });

  it.runIf(driver === 'postgres')(
    'hands a job whose process stopped answering to another once its claim expires, and fences the first',
    async () => {
      await engine.defineQueue('stuck', { expireInSeconds: 1, retryLimit: 2, retryDelay: 0 });
      const id = await engine.enqueue('stuck', {});
      let first: EngineJob<object> | null = null;
      // This process takes the job and hangs (a frozen process, a mail server that never answers).
      const hung = await engine.work<object>(
        'stuck',
        async (job) => {
          first = job;
          await new Promise(() => {});
        },
        { pollSeconds: 0.5 },
      );
      await until(() => first !== null);
      const other = await engineOn(database);
      try {
        let second: EngineJob<object> | null = null;
        await other.work<object>('stuck', async (job) => void (second = job), { pollSeconds: 0.5 });
        await until(() => second !== null, 20_000);
        expect(second!.id).toBe(id);
        expect(second!.attempt).toBe(2);
        // The first process, if it wakes, finds the job is no longer its own and sends nothing.
        expect(await engine.stillHeld(first!)).toBe(false);
      } finally {
        await other.stop();
        void hung.stop();
      }
    },
  );
});

describe.each(drivers)('jobs across a restart on %s', (driver) => {
  it('runs a job enqueued before the process stopped after it starts again', async () => {
    const database = await createTestDatabase(driver);
    try {
      const before = await startJobEngine({ logger, database: database.pglite ? { pglite: database.pglite } : { url: database.url! } });
      const id = await before.enqueue('survives', { note: 'kept' });
      await before.stop();
      // PGlite: the embedded database is closed and opened again from its folder.
      let reopened = database;
      if (database.pglite) {
        await database.pglite.close();
        reopened = { ...database, ...(await openDatabase({ dataDir: database.dataDir, lock: false })) };
      }
      const after = await startJobEngine({ logger, database: reopened.pglite ? { pglite: reopened.pglite } : { url: reopened.url! } });
      try {
        const done: string[] = [];
        await after.work('survives', async (job) => void done.push(job.id), { pollSeconds: 0.5 });
        await until(() => done.length === 1);
        expect(done).toEqual([id]);
      } finally {
        await after.stop();
        if (reopened !== database) await reopened.pglite!.close();
      }
    } finally {
      await database.cleanup();
    }
  });
});

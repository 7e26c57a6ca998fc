// Scheduled publishing on the job engine (decision 120). The articles table is the truth: a
// draft with `publish_at` in the past is published, a published article with `unpublish_at` in
// the past goes back to draft, each in one statement that clears the time it acted on. The job
// carries no data and only asks "is anything due?", so a job that runs twice (or a time that was
// moved after its job was sent) changes nothing the second time. Three things ask it: a job sent
// for the very moment a save names, a recurring job every minute (a job lost between the save's
// commit and its send is covered), and the task's start (a time missed while the server was
// down is caught up at once). Each change it makes is a revision, by no member ('Scheduled').
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { articles, auditLog } from '#db/schema.ts';
import type { BackgroundTask } from '#app/lib/services.server.ts';
import { runningTaskIfReady } from '#app/lib/services.server.ts';
import { onClockMoved } from '#app/lib/test-clock.server.ts';
import { keepRevision } from '#app/features/articles/admin/revisions.server.ts';

export const ARTICLE_SCHEDULE_QUEUE = 'article-schedule';
const EVERY_MINUTE = '* * * * *';

export type ScheduleRun = { published: string[]; unpublished: string[] };

/**
 * Publishes and unpublishes what is due at `now`, each change raising the article's version with a
 * revision by no member ('Scheduled', decision 130) and an audit row (no staff actor: the schedule
 * acted).
 */
export async function applyDueSchedules(db: Database, now = new Date()): Promise<ScheduleRun> {
  return db.transaction(async (tx) => {
    const published = await tx
      .update(articles)
      .set({ isPublished: true, publishAt: null, version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
      .where(and(isNotNull(articles.publishAt), lte(articles.publishAt, now)))
      .returning();
    for (const article of published) await keepRevision(tx, article, null, { scheduled: true });
    // After publishing: an article whose two times both passed while the server was down ends as a draft.
    const unpublished = await tx
      .update(articles)
      .set({ isPublished: false, unpublishAt: null, version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
      .where(and(isNotNull(articles.unpublishAt), lte(articles.unpublishAt, now), eq(articles.isPublished, true)))
      .returning();
    for (const article of unpublished) await keepRevision(tx, article, null, { scheduled: true });
    // A draft's passed 'Unpublish at' has nothing left to do.
    await tx
      .update(articles)
      .set({ unpublishAt: null })
      .where(and(isNotNull(articles.unpublishAt), lte(articles.unpublishAt, now)));
    const entries = [...published.map((row) => ({ row, value: true })), ...unpublished.map((row) => ({ row, value: false }))].map(
      ({ row, value }) => ({
        actorUserId: null,
        action: 'article.published',
        entityType: 'article',
        entityId: row.id,
        details: { slug: row.slug, value, scheduled: true },
      }),
    );
    if (entries.length > 0) await tx.insert(auditLog).values(entries);
    return { published: published.map((row) => row.id), unpublished: unpublished.map((row) => row.id) };
  });
}

export type ArticleScheduleService = {
  /** Sends a job for each of these moments still to come (a save that named them). */
  remind(moments: Array<Date | null>): Promise<void>;
  stop(): Promise<void>;
};

export const articleScheduleTask: BackgroundTask<ArticleScheduleService> = {
  name: 'article-schedule',
  start: async ({ db, jobs, logger }) => {
    await jobs.defineQueue(ARTICLE_SCHEDULE_QUEUE, { retryLimit: 5, retryDelay: 10, retryBackoff: true });
    const apply = async () => {
      const run = await applyDueSchedules(db);
      if (run.published.length + run.unpublished.length > 0) {
        logger.info({ published: run.published.length, unpublished: run.unpublished.length }, 'Scheduled article changes applied');
      }
    };
    // Whatever fell due while the server was down, before anything else.
    await apply().catch((error: unknown) => logger.warn({ err: error }, 'Could not apply the article schedules at start'));
    await jobs.schedule(ARTICLE_SCHEDULE_QUEUE, EVERY_MINUTE);
    const worker = await jobs.work(ARTICLE_SCHEDULE_QUEUE, apply, { pollSeconds: 2 });
    // A test that moves the clock (decision 149) gets the check the passed minutes would have run.
    const stopFollowingClock = onClockMoved(() => void apply().catch((error: unknown) => logger.warn({ err: error }, 'Could not apply')));
    return {
      async remind(moments) {
        const now = Date.now();
        for (const moment of moments) {
          if (moment && moment.getTime() > now) await jobs.enqueue(ARTICLE_SCHEDULE_QUEUE, {}, { runAt: moment });
        }
      },
      // The engine has stopped its workers already (app/lib/services.server.ts).
      stop: () => {
        stopFollowingClock();
        return worker.stop();
      },
    };
  },
};

/**
 * After a save that named a 'Publish at' or 'Unpublish at': a job for that moment. Best effort:
 * without it the recurring job acts within the minute.
 */
export async function remindSchedule(moments: Array<Date | null>, log: { warn(details: object, message: string): void }): Promise<void> {
  if (!moments.some(Boolean)) return;
  try {
    await runningTaskIfReady(articleScheduleTask)?.remind(moments);
  } catch (error) {
    log.warn({ err: error }, 'Could not send the job for an article schedule (the minute check still runs)');
  }
}

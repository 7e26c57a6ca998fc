// Scheduled publishing (decision 120) on both databases: what is due is published or unpublished
// once, what is not due is left, a time missed while no server ran is caught up when the task
// starts, and a save's reminder job publishes at its moment.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog } from '#db/schema.ts';
import { parseEnv } from '#app/lib/env.server.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { applyDueSchedules, articleScheduleTask } from '#app/features/articles/schedule.server.ts';
import type { ArticleScheduleService } from '#app/features/articles/schedule.server.ts';
import { articleFormSchema } from '#app/features/articles/article-form.ts';
import { createArticle, getArticleForEdit, toggleArticleFlag } from '#app/features/articles/admin/articles-admin.server.ts';
import { insertArticle } from '../../../tests/support/articles.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { insertStaffUser } from '../../../tests/support/users.ts';
import { until } from '../../../tests/support/waiting.ts';

const logger = pino({ level: 'silent' });
/** The dialog's fields that a test does not care about, as an empty dialog posts them. */
const EMPTY_FIELDS = { authorName: '', featuredImageUrl: '', metaTitle: '', metaDescription: '', tags: '' };
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function stateOf(database: TestDatabase, id: string) {
  const [row] = await database.db
    .select({ isPublished: articles.isPublished, publishAt: articles.publishAt, unpublishAt: articles.unpublishAt })
    .from(articles)
    .where(eq(articles.id, id));
  return row!;
}

describe.each(drivers)('scheduled publishing on %s', (driver) => {
  let database: TestDatabase;
  let engine: JobEngine | null = null;
  let task: ArticleScheduleService | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await task?.stop();
    await engine?.stop();
    await database?.cleanup();
  });

  it('publishes a draft whose time passed, once, and leaves one still to come', async () => {
    const due = await insertArticle(database.db, { title: 'Due draft', isPublished: false, publishAt: minutes(-3) });
    const later = await insertArticle(database.db, { title: 'Later draft', isPublished: false, publishAt: minutes(30) });

    const first = await applyDueSchedules(database.db);
    expect(first.published).toContain(due.id);
    expect(first.published).not.toContain(later.id);
    expect(await stateOf(database, due.id)).toEqual({ isPublished: true, publishAt: null, unpublishAt: null });
    expect(await stateOf(database, later.id)).toMatchObject({ isPublished: false });

    // A second run (a job that ran twice) changes nothing.
    const second = await applyDueSchedules(database.db);
    expect(second.published).not.toContain(due.id);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, due.id));
    expect(audits.map((row) => [row.action, row.actorUserId, row.details])).toEqual([
      ['article.published', null, { slug: due.slug, value: true, scheduled: true }],
    ]);
  });

  it('unpublishes at its time, and an article whose two times both passed ends as a draft', async () => {
    const leaving = await insertArticle(database.db, { title: 'Leaving', isPublished: true, unpublishAt: minutes(-1) });
    const both = await insertArticle(database.db, {
      title: 'Both passed',
      isPublished: false,
      publishAt: minutes(-10),
      unpublishAt: minutes(-5),
    });
    await applyDueSchedules(database.db);
    expect(await stateOf(database, leaving.id)).toEqual({ isPublished: false, publishAt: null, unpublishAt: null });
    expect(await stateOf(database, both.id)).toEqual({ isPublished: false, publishAt: null, unpublishAt: null });
  });

  it('keeps a saved future time as a draft, publishes a past one at once, and a click ends the schedule', async () => {
    const actor = await insertStaffUser(database.db, `writer-${driver}@example.com`);
    const form = (overrides: Record<string, string>) =>
      articleFormSchema.parse({
        ...EMPTY_FIELDS,
        title: 'Monsoon-proof balconies',
        slug: `monsoon-proof-balconies-${driver}-${overrides.publishAt ? 'a' : 'b'}`,
        category: 'Interior Tips',
        readTime: '5',
        readTimeAuto: 'on',
        excerpt: '<p>Dry all year.</p>',
        content: `<p>${'word '.repeat(450)}</p>`,
        isPublished: 'on',
        ...overrides,
      });
    // 2030-01-15 10:30 in India is 05:00 UTC.
    const future = await createArticle(database.db, form({ publishAt: '2030-01-15T10:30' }), actor.id);
    const stored = await getArticleForEdit(database.db, future.ok ? future.id : '');
    expect(stored).toMatchObject({ isPublished: false, publishAt: '2030-01-15T05:00:00.000Z', readTime: 3, readTimeAuto: true });

    const past = await createArticle(database.db, form({ slug: `monsoon-past-${driver}`, publishAt: '2020-01-15T10:30' }), actor.id);
    expect(await getArticleForEdit(database.db, past.ok ? past.id : '')).toMatchObject({ isPublished: true, publishAt: null });

    expect(await toggleArticleFlag(database.db, future.ok ? future.id : '', 'published', actor.id)).toBe(true);
    expect(await stateOf(database, future.ok ? future.id : '')).toMatchObject({ isPublished: true, publishAt: null });
  });

  it('refuses an Unpublish at before Publish at or in the past', () => {
    const base = {
      ...EMPTY_FIELDS,
      title: 'T',
      slug: 't',
      category: 'Interior Tips',
      readTime: '4',
      excerpt: '<p>E</p>',
      content: '<p>C</p>',
    };
    const refused = articleFormSchema.safeParse({ ...base, publishAt: '2031-05-02T09:00', unpublishAt: '2031-05-01T09:00' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['unpublishAt', 'Unpublish at must be later than Publish at.'],
    ]);
    const gone = articleFormSchema.safeParse({ ...base, unpublishAt: '2020-05-01T09:00' });
    expect(gone.success ? [] : gone.error.issues.map((issue) => issue.message)).toEqual(['Unpublish at must be in the future.']);
    const nonsense = articleFormSchema.safeParse({ ...base, publishAt: '2031-02-31T09:00' });
    expect(nonsense.success ? [] : nonsense.error.issues.map((issue) => issue.message)).toEqual(['Publish at: use a date and a time.']);
  });

  it('catches up a time missed while no server ran when the task starts, then publishes at a reminded moment', async () => {
    const missed = await insertArticle(database.db, { title: 'Missed while down', isPublished: false, publishAt: minutes(-90) });
    engine = await startJobEngine({ logger, database: database.pglite ? { pglite: database.pglite } : { url: database.url! } });
    task = await articleScheduleTask.start({ env: parseEnv({}), logger, db: database.db, jobs: engine });
    // Published by the start itself, before any job ran.
    expect(await stateOf(database, missed.id)).toMatchObject({ isPublished: true, publishAt: null });

    const soon = new Date(Date.now() + 2_000);
    const timed = await insertArticle(database.db, { title: 'On the dot', isPublished: false, publishAt: soon });
    await task.remind([soon]);
    expect((await stateOf(database, timed.id)).isPublished).toBe(false);
    await until(async () => (await stateOf(database, timed.id)).isPublished, 15_000);
    expect(await stateOf(database, timed.id)).toEqual({ isPublished: true, publishAt: null, unpublishAt: null });
  });
});

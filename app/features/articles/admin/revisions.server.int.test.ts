import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../../../../tests/support/articles.ts';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { articleRevisions, articles, auditLog, users } from '#db/schema.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { createArticle, getArticleForEdit, toggleArticleFlag, updateArticle } from '#app/features/articles/admin/articles-admin.server.ts';
import { applyDueSchedules } from '#app/features/articles/schedule.server.ts';
import { getRevision, listRevisions, restoreRevision } from '#app/features/articles/admin/revisions.server.ts';
import { comparedText, compareTexts } from '#app/features/articles/admin/revision-compare.ts';

const input = (overrides: Record<string, string> = {}) =>
  articleForm({
    title: 'Pooja room corners',
    slug: 'pooja-room-corners',
    tags: 'pooja',
    excerpt: '<p>A quiet corner.</p>',
    content: '<p>Teak shelves and a brass bell.</p>',
    ...overrides,
  });

describe.each(drivers)('article revisions on %s', (driver) => {
  let database: TestDatabase;
  let writer: string;
  let other: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    writer = (await insertStaffUser(database.db, 'writer@example.com', 'editor')).id;
    other = (await insertStaffUser(database.db, 'second@example.com', 'editor')).id;
    await database.db.update(users).set({ name: 'Meera Writer' }).where(eq(users.id, writer));
    await database.db.update(users).set({ name: 'Ravi Second' }).where(eq(users.id, other));
  });
  afterAll(async () => database?.cleanup());

  it('keeps a revision for every save, restores an old one as a new revision, and compares word by word', async () => {
    const created = await createArticle(database.db, input(), writer);
    if (!created.ok) throw new Error('not created');
    expect(created.version).toBe(1);
    const saved = await updateArticle(database.db, created.id, input({ content: '<p>Sheesham shelves and a brass bell.</p>' }), other, {
      baseVersion: 1,
    });
    expect(saved).toEqual({ ok: true, id: created.id, version: 2 });

    const history = await listRevisions(database.db, created.id);
    expect(history.map(({ number, by, restoredFrom }) => ({ number, by, restoredFrom }))).toEqual([
      { number: 2, by: { name: 'Ravi Second', email: 'second@example.com' }, restoredFrom: null },
      { number: 1, by: { name: 'Meera Writer', email: 'writer@example.com' }, restoredFrom: null },
    ]);

    // 'Compare': the first revision against the current text, the words marked.
    const first = await getRevision(database.db, created.id, 1);
    const current = await getArticleForEdit(database.db, created.id);
    const changes = compareTexts(comparedText(first!), comparedText(current!));
    expect(changes).toEqual([
      {
        field: 'content',
        label: 'Content',
        parts: [
          { text: 'Teak', change: 'removed' },
          { text: 'Sheesham', change: 'added' },
          { text: ' shelves and a brass bell.', change: 'same' },
        ],
      },
    ]);

    // 'Restore': the old text is the article's again, as revision 3; the slug stays.
    expect(await restoreRevision(database.db, created.id, 1, writer)).toEqual({ ok: true, version: 3 });
    const restored = await getArticleForEdit(database.db, created.id);
    expect(restored).toMatchObject({ content: '<p>Teak shelves and a brass bell.</p>', version: 3, slug: 'pooja-room-corners' });
    const rows = await database.db
      .select({ number: articleRevisions.number, content: articleRevisions.content, restoredFrom: articleRevisions.restoredFrom })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, created.id))
      .orderBy(asc(articleRevisions.number));
    expect(rows).toEqual([
      { number: 1, content: '<p>Teak shelves and a brass bell.</p>', restoredFrom: null },
      { number: 2, content: '<p>Sheesham shelves and a brass bell.</p>', restoredFrom: null },
      { number: 3, content: '<p>Teak shelves and a brass bell.</p>', restoredFrom: 1 },
    ]);
    const audited = await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audited.map((row) => row.action)).toContain('article.restore');
    expect(await restoreRevision(database.db, created.id, 99, writer)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('refuses a save from an older version, saying who changed the article and when; autosaves make one revision, and no number is skipped', async () => {
    const created = await createArticle(database.db, input({ slug: 'jhoola-corners' }), writer);
    if (!created.ok) throw new Error('not created');
    // The writer's dialog autosaves twice: one revision, the article at version 3.
    const first = await updateArticle(database.db, created.id, input({ slug: 'jhoola-corners', title: 'Jhoola' }), writer, {
      baseVersion: 1,
      autosave: true,
    });
    expect(first).toMatchObject({ ok: true, version: 2 });
    const second = await updateArticle(database.db, created.id, input({ slug: 'jhoola-corners', title: 'Jhoola corners' }), writer, {
      baseVersion: 2,
      autosave: true,
    });
    expect(second).toMatchObject({ ok: true, version: 3 });
    // Numbered in turn: the run is revision 2, none is skipped.
    expect((await listRevisions(database.db, created.id)).map((row) => [row.number, row.title, row.autosaved])).toEqual([
      [2, 'Jhoola corners', true],
      [1, 'Pooja room corners', false],
    ]);

    // A second member who opened version 1 is refused, told by whom and when; nothing changes.
    const refused = await updateArticle(database.db, created.id, input({ slug: 'jhoola-corners', title: 'Swing corners' }), other, {
      baseVersion: 1,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'conflict',
      version: 3,
      changedBy: { name: 'Meera Writer', email: 'writer@example.com' },
    });
    expect(refused.ok === false && refused.reason === 'conflict' && Date.parse(refused.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await getArticleForEdit(database.db, created.id))!.title).toBe('Jhoola corners');

    // Having compared, they save over it from the version they were told of.
    const overwritten = await updateArticle(database.db, created.id, input({ slug: 'jhoola-corners', title: 'Swing corners' }), other, {
      baseVersion: 3,
    });
    expect(overwritten).toMatchObject({ ok: true, version: 4 });
    expect((await getArticleForEdit(database.db, created.id))!.title).toBe('Swing corners');
    // Every saved revision is listed, one after another.
    expect((await listRevisions(database.db, created.id)).map((row) => [row.number, row.title])).toEqual([
      [3, 'Swing corners'],
      [2, 'Jhoola corners'],
      [1, 'Pooja room corners'],
    ]);
  });

  it('keeps a revision for the status badge’s toggle and its undo (by the member) and for the schedule’s job (by no one: Scheduled)', async () => {
    const created = await createArticle(database.db, input({ slug: 'brass-bells' }), writer);
    if (!created.ok) throw new Error('not created');
    // The badge: Draft → Published, then 'Undo' (the same toggle again), each a revision by the member.
    expect(await toggleArticleFlag(database.db, created.id, 'published', writer)).toBe(true);
    expect(await toggleArticleFlag(database.db, created.id, 'published', other)).toBe(false);
    // The featured flag is a save too.
    expect(await toggleArticleFlag(database.db, created.id, 'featured', writer)).toBe(true);
    expect((await getArticleForEdit(database.db, created.id))!.version).toBe(4);
    const summary = (rows: Awaited<ReturnType<typeof listRevisions>>) =>
      rows.map(({ number, by, isPublished }) => ({ number, by: by.scheduled ? 'Scheduled' : by.name, isPublished }));
    expect(summary(await listRevisions(database.db, created.id))).toEqual([
      { number: 4, by: 'Meera Writer', isPublished: false },
      { number: 3, by: 'Ravi Second', isPublished: false },
      { number: 2, by: 'Meera Writer', isPublished: true },
      { number: 1, by: 'Meera Writer', isPublished: false },
    ]);

    // A dialog opened before the toggle is warned before it saves over the published flag.
    const stale = await updateArticle(database.db, created.id, input({ slug: 'brass-bells', title: 'Brass bells' }), other, {
      baseVersion: 3,
    });
    expect(stale).toMatchObject({ ok: false, reason: 'conflict', version: 4, changedBy: { name: 'Meera Writer' } });

    // The schedule's job publishes at its time, then unpublishes: each a revision by no member, marked 'Scheduled'.
    const now = Date.now();
    await database.db
      .update(articles)
      .set({ publishAt: new Date(now - 120_000), unpublishAt: new Date(now + 3_600_000) })
      .where(eq(articles.id, created.id));
    expect((await applyDueSchedules(database.db, new Date(now))).published).toEqual([created.id]);
    expect((await applyDueSchedules(database.db, new Date(now + 3_600_000))).unpublished).toEqual([created.id]);
    // A second run finds nothing due and keeps no revision.
    expect(await applyDueSchedules(database.db, new Date(now + 3_600_000))).toEqual({ published: [], unpublished: [] });
    const history = await listRevisions(database.db, created.id);
    expect(summary(history).slice(0, 3)).toEqual([
      { number: 6, by: 'Scheduled', isPublished: false },
      { number: 5, by: 'Scheduled', isPublished: true },
      { number: 4, by: 'Meera Writer', isPublished: false },
    ]);
    expect(history[0]!.by).toEqual({ name: null, email: null, scheduled: true });
    const stored = await database.db
      .select({ createdBy: articleRevisions.createdBy, scheduled: articleRevisions.scheduled })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, created.id))
      .orderBy(asc(articleRevisions.number));
    expect(stored.slice(-2)).toEqual([
      { createdBy: null, scheduled: true },
      { createdBy: null, scheduled: true },
    ]);
    expect((await getArticleForEdit(database.db, created.id))!.version).toBe(6);

    // The writer's dialog, opened at version 5 (published by the schedule), is told the schedule changed it.
    const afterSchedule = await updateArticle(database.db, created.id, input({ slug: 'brass-bells', title: 'Bells' }), writer, {
      baseVersion: 5,
    });
    expect(afterSchedule).toMatchObject({ ok: false, reason: 'conflict', version: 6, changedBy: { scheduled: true } });
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../../../../tests/support/articles.ts';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { auditLog } from '#db/schema.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import {
  createArticle,
  deleteArticle,
  getArticleForEdit,
  listArticlesForAdmin,
  toggleArticleFlag,
  updateArticle,
} from '#app/features/articles/admin/articles-admin.server.ts';

const input = (overrides: Record<string, string> = {}) =>
  articleForm({
    title: 'Jali screens for balconies',
    slug: 'jali-screens-for-balconies',
    tags: 'jali, "balcony", back\\slash',
    excerpt: '<p>Light &amp; privacy.</p>',
    content: '<p>Measure first.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    ...overrides,
  });

describe.each(drivers)('article management on %s', (driver) => {
  let database: TestDatabase;
  let actorId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    actorId = (await insertStaffUser(database.db, 'editor@example.com')).id;
  });
  afterAll(async () => database?.cleanup());

  it('creates an article with sanitized HTML, nulls for empty optional fields, and tags as a list', async () => {
    const result = await createArticle(database.db, input(), actorId);
    expect(result.ok).toBe(true);
    const id = result.ok ? result.id : '';
    const article = await getArticleForEdit(database.db, id);
    expect(article).toMatchObject({
      title: 'Jali screens for balconies',
      authorName: null,
      metaTitle: null,
      metaDescription: null,
      featuredImageUrl: null,
      tags: ['jali', '"balcony"', 'back\\slash'],
      readTime: 4,
      isPublished: false,
      excerpt: '<p>Light &amp; privacy.</p>',
    });
    expect(article!.content).not.toMatch(/script|onerror/);
    expect((await listArticlesForAdmin(database.db))[0]).toMatchObject({ id, excerptText: 'Light & privacy.', isPublished: false });
    const audit = await database.db
      .select({ action: auditLog.action, actorUserId: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audit).toEqual([{ action: 'article.create', actorUserId: actorId }]);
  });

  it('refuses a slug that is taken, on create and on update', async () => {
    expect(await createArticle(database.db, input(), actorId)).toEqual({ ok: false, reason: 'slug-taken' });
    const other = await createArticle(database.db, input({ slug: 'another-one' }), actorId);
    expect(other.ok && (await updateArticle(database.db, other.id, input(), actorId))).toEqual({ ok: false, reason: 'slug-taken' });
    expect(await updateArticle(database.db, '00000000-0000-4000-8000-000000000000', input({ slug: 'free-slug' }), actorId)).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('updates, flips the publish and feature flags, and deletes', async () => {
    const created = await createArticle(database.db, input({ slug: 'flags' }), actorId);
    if (!created.ok) throw new Error('not created');
    expect(await updateArticle(database.db, created.id, input({ slug: 'flags', title: 'Renamed', isPublished: 'true' }), actorId)).toEqual({
      ok: true,
      id: created.id,
      version: 2,
    });
    expect(await toggleArticleFlag(database.db, created.id, 'published', actorId)).toBe(false);
    expect(await toggleArticleFlag(database.db, created.id, 'featured', actorId)).toBe(true);
    expect(await getArticleForEdit(database.db, created.id)).toMatchObject({ title: 'Renamed', isPublished: false, isFeatured: true });
    expect(await deleteArticle(database.db, created.id, actorId)).toBe(true);
    expect(await deleteArticle(database.db, created.id, actorId)).toBe(false);
    expect(await toggleArticleFlag(database.db, created.id, 'featured', actorId)).toBeNull();
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id))
      .orderBy(asc(auditLog.id));
    expect(actions.map((row) => row.action)).toEqual([
      'article.create',
      'article.update',
      'article.published',
      'article.featured',
      'article.delete',
    ]);
  });
});

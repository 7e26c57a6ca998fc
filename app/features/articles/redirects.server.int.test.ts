// Redirects (decision 121) on both databases: a published article's renames leave every old
// address leading to the current one in one hop, renaming back takes an address over again
// without a loop, a draft's renames leave nothing, and an admin's own redirects are stored
// collapsed, with loops, taken paths and live article addresses refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects } from '#db/schema.ts';
import { articleFormSchema } from '#app/features/articles/article-form.ts';
import { createArticle, deleteArticle, updateArticle } from '#app/features/articles/admin/articles-admin.server.ts';
import { addRedirect, deleteRedirect, listRedirects, resolveRedirect } from '#app/features/articles/redirects.server.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { insertStaffUser } from '../../../tests/support/users.ts';

const form = (slug: string, isPublished: boolean) =>
  articleFormSchema.parse({
    title: 'Teak and cane wardrobes',
    slug,
    category: 'Bedroom Design',
    readTime: '4',
    authorName: '',
    featuredImageUrl: '',
    metaTitle: '',
    metaDescription: '',
    tags: '',
    excerpt: '<p>Cane breathes.</p>',
    content: '<p>Teak lasts.</p>',
    isPublished: isPublished ? 'on' : '',
  });

describe.each(drivers)('redirects on %s', (driver) => {
  let database: TestDatabase;
  let actorId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    actorId = (await insertStaffUser(database.db, 'admin@example.com')).id;
  });
  afterAll(async () => database?.cleanup());

  it("keeps a published article's old addresses leading to its current one, in one hop, and lets it take an old one back", async () => {
    const created = await createArticle(database.db, form('teak-wardrobes', true), actorId);
    const id = created.ok ? created.id : '';
    await updateArticle(database.db, id, form('teak-and-cane-wardrobes', true), actorId);
    await updateArticle(database.db, id, form('cane-wardrobes', true), actorId);

    expect(await resolveRedirect(database.db, '/article/teak-wardrobes')).toBe('/article/cane-wardrobes');
    expect(await resolveRedirect(database.db, '/article/teak-and-cane-wardrobes')).toBe('/article/cane-wardrobes');
    expect(await resolveRedirect(database.db, '/article/cane-wardrobes')).toBeNull();
    // Each old address is stored against the article, not against the next address: no chain.
    const stored = await database.db.select().from(redirects).where(eq(redirects.articleId, id));
    expect(stored.map((row) => [row.fromPath, row.toPath]).sort()).toEqual([
      ['/article/teak-and-cane-wardrobes', null],
      ['/article/teak-wardrobes', null],
    ]);

    // Back to the first slug: that address is the article's again, and no loop appears.
    await updateArticle(database.db, id, form('teak-wardrobes', true), actorId);
    expect(await resolveRedirect(database.db, '/article/teak-wardrobes')).toBeNull();
    expect(await resolveRedirect(database.db, '/article/cane-wardrobes')).toBe('/article/teak-wardrobes');
    expect(await resolveRedirect(database.db, '/article/teak-and-cane-wardrobes')).toBe('/article/teak-wardrobes');

    // The redirects go with their article.
    await deleteArticle(database.db, id, actorId);
    expect(await resolveRedirect(database.db, '/article/cane-wardrobes')).toBeNull();
  });

  it("leaves no redirect behind a draft's rename (nobody could have linked to it)", async () => {
    const created = await createArticle(database.db, form('draft-wardrobes', false), actorId);
    await updateArticle(database.db, created.ok ? created.id : '', form('draft-wardrobes-two', false), actorId);
    expect(await resolveRedirect(database.db, '/article/draft-wardrobes')).toBeNull();
  });

  it("answers an unpublished article's old address like any unknown page, so its new slug stays unseen, and leads there again once it is published", async () => {
    const created = await createArticle(database.db, form('jute-rugs', true), actorId);
    const id = created.ok ? created.id : '';
    await updateArticle(database.db, id, form('jute-rugs-for-monsoon', true), actorId);
    expect(await resolveRedirect(database.db, '/article/jute-rugs')).toBe('/article/jute-rugs-for-monsoon');
    // An admin's redirect to the old address goes with it.
    expect(await addRedirect(database.db, { fromPath: '/rugs', toPath: '/article/jute-rugs' }, actorId)).toEqual({ ok: true });

    // Back to draft (as when it is taken down, or waits for its scheduled time) under a new slug.
    await updateArticle(database.db, id, form('jute-rugs-draft-2027', false), actorId);
    expect(await resolveRedirect(database.db, '/article/jute-rugs')).toBeNull();
    expect(await resolveRedirect(database.db, '/article/jute-rugs-for-monsoon')).toBeNull();
    expect(await resolveRedirect(database.db, '/rugs')).toBeNull();
    // The redirects are kept for when it is out again.
    await updateArticle(database.db, id, form('jute-rugs-draft-2027', true), actorId);
    expect(await resolveRedirect(database.db, '/article/jute-rugs')).toBe('/article/jute-rugs-draft-2027');
    expect(await resolveRedirect(database.db, '/rugs')).toBe('/article/jute-rugs-draft-2027');
  });

  it("stores an admin's redirects collapsed and refuses loops, taken paths and live article addresses", async () => {
    expect(await addRedirect(database.db, { fromPath: '/blog/one', toPath: '/blog/two' }, actorId)).toEqual({ ok: true });
    // '/blog/two' now leads on: '/blog/one' follows it straight to the end.
    expect(await addRedirect(database.db, { fromPath: '/blog/two', toPath: '/articles' }, actorId)).toEqual({ ok: true });
    // A new redirect to the start of a chain is stored with the chain's end.
    expect(await addRedirect(database.db, { fromPath: '/old/home', toPath: '/blog/one' }, actorId)).toEqual({ ok: true });
    const rows = await database.db.select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects);
    expect(
      rows.filter((row) => row.from.startsWith('/blog') || row.from.startsWith('/old')).sort((a, b) => a.from.localeCompare(b.from)),
    ).toEqual([
      { from: '/blog/one', to: '/articles' },
      { from: '/blog/two', to: '/articles' },
      { from: '/old/home', to: '/articles' },
    ]);

    // A loop: '/articles-old' -> '/blog/x' is fine, '/blog/x' -> '/articles-old' comes back to itself.
    expect(await addRedirect(database.db, { fromPath: '/articles-old', toPath: '/blog/x' }, actorId)).toEqual({ ok: true });
    expect(await addRedirect(database.db, { fromPath: '/blog/x', toPath: '/articles-old' }, actorId)).toEqual({
      ok: false,
      reason: 'loop',
    });
    expect(await resolveRedirect(database.db, '/articles-old')).toBe('/blog/x');

    expect(await addRedirect(database.db, { fromPath: '/blog/one', toPath: '/contact' }, actorId)).toEqual({ ok: false, reason: 'exists' });
    const live = await createArticle(database.db, form('live-wardrobes', true), actorId);
    expect(live.ok).toBe(true);
    expect(await addRedirect(database.db, { fromPath: '/article/live-wardrobes', toPath: '/articles' }, actorId)).toEqual({
      ok: false,
      reason: 'live',
    });

    // To an article's address: it follows the article's later renames.
    expect(await addRedirect(database.db, { fromPath: '/wardrobes', toPath: '/article/live-wardrobes' }, actorId)).toEqual({ ok: true });
    await updateArticle(database.db, live.ok ? live.id : '', form('live-wardrobes-2027', true), actorId);
    expect(await resolveRedirect(database.db, '/wardrobes')).toBe('/article/live-wardrobes-2027');

    const listed = await listRedirects(database.db);
    expect(listed.find((row) => row.fromPath === '/article/live-wardrobes')).toMatchObject({
      kind: 'article',
      toPath: '/article/live-wardrobes-2027',
    });
    expect(listed.find((row) => row.fromPath === '/old/home')).toMatchObject({ kind: 'admin', toPath: '/articles' });

    expect(await deleteRedirect(database.db, '/old/home', actorId)).toBe(true);
    expect(await resolveRedirect(database.db, '/old/home')).toBeNull();
    // An article's earlier address is not an admin's to delete.
    expect(await deleteRedirect(database.db, '/article/live-wardrobes', actorId)).toBe(false);
  });
});

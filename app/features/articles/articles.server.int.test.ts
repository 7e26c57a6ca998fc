import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getArticle,
  listArticles,
  listArticlesForFeed,
  listPublishedArticlesForSitemap,
  listRelatedArticles,
  loadArticlePage,
} from '#app/features/articles/articles.server.ts';
import type { Reader } from '#app/features/articles/articles.server.ts';
import { listRevisions } from '#app/features/articles/admin/revisions.server.ts';
import { articles } from '#db/schema.ts';
import { seedSampleArticles } from '#app/lib/sample-articles.server.ts';
import { activeContent } from '../../../tests/support/active-content.ts';
import { insertArticle } from '../../../tests/support/articles.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { xssPayloads } from '../../../tests/support/xss-payloads.ts';

const admin: Reader = { id: '00000000-0000-4000-8000-000000000001' };
const visitor: Reader = null;

describe.each(drivers)('public article reads on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.cleanup());

  describe('who reads a draft', () => {
    it('a visitor gets nothing for a draft, an admin gets the draft marked as such', async () => {
      const draft = await insertArticle(database.db, { title: 'Unfinished pooja unit guide', isPublished: false });
      expect(await getArticle(draft.slug, visitor, database.db)).toBeNull();
      expect(await loadArticlePage(draft.slug, visitor, database.db)).toBeNull();
      const preview = await loadArticlePage(draft.slug, admin, database.db);
      expect(preview?.article).toMatchObject({ title: 'Unfinished pooja unit guide', isDraft: true });
    });

    it('both read a published article, which is not a draft', async () => {
      const published = await insertArticle(database.db, { title: 'Finished wardrobe guide' });
      expect((await getArticle(published.slug, visitor, database.db))?.isDraft).toBe(false);
      expect((await getArticle(published.slug, admin, database.db))?.isDraft).toBe(false);
      expect(await getArticle('no-such-article', admin, database.db)).toBeNull();
    });
  });

  describe('the list', () => {
    const category = 'Search Test Category';
    beforeAll(async () => {
      await insertArticle(database.db, {
        title: 'Quartz or granite counters',
        category,
        excerpt: '<p>Stone <strong>tops</strong> compared.</p>',
        createdAt: new Date('2026-01-05'),
      });
      await insertArticle(database.db, {
        title: 'Lighting a passage',
        category,
        excerpt: '<p>Warm LED strips for MONSOON evenings.</p>',
        createdAt: new Date('2026-01-04'),
      });
      await insertArticle(database.db, { title: 'Draft about quartz', category, isPublished: false, createdAt: new Date('2026-01-06') });
    });

    it('searches title, excerpt text and category, ignoring case and markup', async () => {
      const titles = async (q: string) => {
        const { featured, latest } = await listArticles({ q, category }, database.db);
        return [...featured, ...latest].map((card) => card.title);
      };
      expect(await titles('QUARTZ')).toEqual(['Quartz or granite counters']);
      expect(await titles('monsoon')).toEqual(['Lighting a passage']);
      expect(await titles('search test')).toEqual(['Quartz or granite counters', 'Lighting a passage']);
      expect(await titles('strong')).toEqual([]);
      expect(await titles('%')).toEqual([]);
    });

    it('gives excerpts as text', async () => {
      const { latest } = await listArticles({ q: 'quartz', category }, database.db);
      expect(latest[0]?.excerptText).toBe('Stone tops compared.');
    });

    it('restricts to one category unless it is all', async () => {
      const other = await listArticles({ q: '', category: 'Kitchen Design' }, database.db);
      expect([...other.featured, ...other.latest].some((card) => card.category !== 'Kitchen Design')).toBe(false);
      const all = await listArticles({ q: 'quartz', category: 'all' }, database.db);
      expect(all.latest.map((card) => card.title)).toEqual(['Quartz or granite counters']);
    });

    it('leads with at most three featured articles and lists every other match as latest', async () => {
      const featuredCategory = 'Featured Test Category';
      for (let day = 1; day <= 4; day++) {
        await insertArticle(database.db, {
          title: `Featured ${day}`,
          category: featuredCategory,
          isFeatured: true,
          createdAt: new Date(`2026-02-0${day}`),
        });
      }
      await insertArticle(database.db, { title: 'Plain one', category: featuredCategory, createdAt: new Date('2026-02-05') });
      await insertArticle(database.db, { title: 'Featured draft', category: featuredCategory, isFeatured: true, isPublished: false });
      const { featured, latest } = await listArticles({ q: '', category: featuredCategory }, database.db);
      expect(featured.map((card) => card.title)).toEqual(['Featured 4', 'Featured 3', 'Featured 2']);
      expect(latest.map((card) => card.title)).toEqual(['Plain one', 'Featured 1']);
    });
  });

  it('relates up to three other published articles of the same category, newest first', async () => {
    const category = 'Related Test Category';
    const current = await insertArticle(database.db, { title: 'Current', category, createdAt: new Date('2026-03-01') });
    for (let day = 2; day <= 5; day++) {
      await insertArticle(database.db, { title: `Sibling ${day}`, category, createdAt: new Date(`2026-03-0${day}`) });
    }
    await insertArticle(database.db, { title: 'Sibling draft', category, isPublished: false, createdAt: new Date('2026-03-09') });
    await insertArticle(database.db, { title: 'Other category', category: 'Living Room', createdAt: new Date('2026-03-09') });
    const related = await listRelatedArticles(current, database.db);
    expect(related.map((card) => card.title)).toEqual(['Sibling 5', 'Sibling 4', 'Sibling 3']);
    const page = await loadArticlePage(current.slug, admin, database.db);
    expect(page?.related.map((card) => card.title)).toEqual(['Sibling 5', 'Sibling 4', 'Sibling 3']);
  });

  it('lists only published articles for the sitemap and the feed', async () => {
    const draft = await insertArticle(database.db, { title: 'Sitemap draft', isPublished: false });
    const published = await insertArticle(database.db, { title: 'Sitemap published', updatedAt: new Date('2026-04-02T10:00:00Z') });
    const sitemap = await listPublishedArticlesForSitemap(database.db);
    expect(sitemap.map((entry) => entry.slug)).toContain(published.slug);
    expect(sitemap.map((entry) => entry.slug)).not.toContain(draft.slug);
    expect(sitemap.find((entry) => entry.slug === published.slug)?.updatedAt.toISOString()).toBe('2026-04-02T10:00:00.000Z');
    const feed = await listArticlesForFeed(database.db);
    expect(feed.map((entry) => entry.slug)).toContain(published.slug);
    expect(feed.map((entry) => entry.slug)).not.toContain(draft.slug);
  });

  it('gives the feed the newest twenty', async () => {
    const seeded = await createTestDatabase(driver);
    try {
      await seedSampleArticles(seeded.db);
      // Each sample article's 'History' starts with its first revision, by no one.
      const [sample] = await seeded.db.select({ id: articles.id, title: articles.title }).from(articles).limit(1);
      expect(await listRevisions(seeded.db, sample!.id)).toMatchObject([{ number: 1, title: sample!.title, by: { email: null } }]);
      for (let i = 0; i < 16; i++) {
        await insertArticle(seeded.db, { title: `Feed ${i}`, createdAt: new Date(Date.UTC(2027, 0, 1 + i)) });
      }
      await insertArticle(seeded.db, { title: 'Feed draft', isPublished: false, createdAt: new Date('2027-06-01') });
      const feed = await listArticlesForFeed(seeded.db);
      expect(feed).toHaveLength(20);
      expect(feed[0]?.title).toBe('Feed 15');
      expect(feed.some((entry) => entry.title === 'Feed draft')).toBe(false);
      // The oldest three sample articles fall off the end.
      expect(feed.at(-1)?.publishedAt).toBe(
        feed
          .map((entry) => entry.publishedAt)
          .sort()
          .at(0),
      );
    } finally {
      await seeded.cleanup();
    }
  });

  it('shows featured images from our media or https, and the category illustration otherwise', async () => {
    const withImage = await insertArticle(database.db, { title: 'With image', featuredImageUrl: '/media/2026/kitchen.webp' });
    const withBadImage = await insertArticle(database.db, {
      title: 'Bad image',
      category: 'Vastu Design',
      featuredImageUrl: 'javascript:alert(1)',
    });
    expect((await getArticle(withImage.slug, visitor, database.db))?.cover).toEqual({
      src: '/media/2026/kitchen.webp',
      social: '/media/2026/kitchen.webp',
      isDefault: false,
    });
    expect((await getArticle(withBadImage.slug, visitor, database.db))?.cover).toEqual({
      src: '/images/articles/vastu-design.svg',
      social: '/images/articles/vastu-design.png',
      isDefault: true,
    });
  });

  it.each(xssPayloads)('renders %s inert even when stored without cleaning', async (name, payload) => {
    const article = await insertArticle(
      database.db,
      { title: `Raw ${name}`, excerpt: payload, content: `<h2>Before</h2>${payload}<p>After</p>` },
      { sanitize: false },
    );
    const shown = await getArticle(article.slug, visitor, database.db);
    expect(activeContent(shown!.contentHtml)).toEqual([]);
    expect(activeContent(shown!.excerptHtml)).toEqual([]);
    // What came before the payload survives (an unclosed <script> or <svg> may swallow what follows).
    expect(shown!.contentHtml).toMatch(/^<h2>Before<\/h2>/);
  });
});

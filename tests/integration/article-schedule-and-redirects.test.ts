// Scheduled publishing and redirects as the production server serves them (needs `npm run
// build`; decisions 120, 121): a draft whose 'Publish at' passed while the server was stopped is
// public as soon as the server is back, and not before its time; a published article's old
// address answers 301 to its new one, and the sitemap and the page's canonical link name only
// the new one.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSocket } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { articles } from '#db/schema.ts';
import { articleFormSchema } from '#app/features/articles/article-form.ts';
import { createArticle, updateArticle } from '#app/features/articles/admin/articles-admin.server.ts';
import { insertArticle } from '../support/articles.ts';
import { tempDir } from '../support/databases.ts';
import { startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';
import { insertStaffUser } from '../support/users.ts';
import { until } from '../support/waiting.ts';

describe('scheduled articles and redirects from the production server', () => {
  let dataDir: string;
  let server: RunningServer | null = null;
  let database: { db: Database; close(): Promise<void> } | null = null;

  const status = async (path: string) => (await fetch(`${server!.url}${path}`, { redirect: 'manual' })).status;

  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer({ DATA_DIR: dataDir });
    database = connectToSocket(dataDir);
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishes a draft whose time passed while the server was stopped as soon as it is back', async () => {
    const publishAt = new Date(Date.now() + 4_000);
    const article = await insertArticle(database!.db, { title: 'Monsoon balcony', isPublished: false, publishAt });
    expect(await status(`/article/${article.slug}`)).toBe(404);
    expect(await (await fetch(`${server!.url}/sitemap.xml`)).text()).not.toContain(article.slug);

    // The server stops before the time and starts again after it.
    await database!.close();
    expect(await server!.stop()).toBe(0);
    server = null;
    await until(() => Date.now() > publishAt.getTime() + 500, 10_000);
    server = await startServer({ DATA_DIR: dataDir });
    database = connectToSocket(dataDir);

    expect(await status(`/article/${article.slug}`)).toBe(200);
    const [row] = await database.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row).toMatchObject({ isPublished: true, publishAt: null });
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(`/article/${article.slug}<`);
  }, 120_000);

  it("answers a renamed article's old addresses with 301 to the new one, which alone the sitemap and canonical name", async () => {
    const { db } = database!;
    const actor = await insertStaffUser(db, 'writer@example.com', 'editor');
    const form = (slug: string, isPublished = 'on') =>
      articleFormSchema.parse({
        title: 'Jali partitions',
        slug,
        category: 'Living Room',
        readTime: '3',
        authorName: '',
        featuredImageUrl: '',
        metaTitle: '',
        metaDescription: '',
        tags: '',
        excerpt: '<p>Light through stone.</p>',
        content: '<p>Carved screens.</p>',
        isPublished,
      });
    const created = await createArticle(db, form('jali-partitions'), actor.id);
    const id = created.ok ? created.id : '';
    expect(await status('/article/jali-partitions')).toBe(200);
    await updateArticle(db, id, form('jali-partition-ideas'), actor.id);
    await updateArticle(db, id, form('jali-screens'), actor.id);

    // The page cache looks at the articles table at most every 250 ms (decision 043).
    await expect.poll(() => status('/article/jali-partitions')).toBe(301);
    for (const old of ['/article/jali-partitions', '/article/jali-partition-ideas']) {
      const answer = await fetch(`${server!.url}${old}`, { redirect: 'manual' });
      expect(answer.status, old).toBe(301);
      expect(new URL(answer.headers.get('location')!, server!.url).pathname, old).toBe('/article/jali-screens');
    }
    const page = await (await fetch(`${server!.url}/article/jali-screens`)).text();
    expect(page).toMatch(/<link rel="canonical" href="[^"]*\/article\/jali-screens"/);
    const sitemap = await (await fetch(`${server!.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/article/jali-screens<');
    expect(sitemap).not.toContain('/article/jali-partitions<');
    expect(sitemap).not.toContain('/article/jali-partition-ideas<');
    // An unknown address is still a 404.
    expect(await status('/article/jali-never-was')).toBe(404);

    // Taken back to draft under a new slug: the old addresses answer 404 like any unknown page, and nothing names the new slug.
    await updateArticle(db, id, form('jali-screens-2027', ''), actor.id);
    // (The page cache drops the article's page within 250 ms.)
    await expect.poll(() => status('/article/jali-screens')).toBe(404);
    for (const old of ['/article/jali-partitions', '/article/jali-partition-ideas', '/article/jali-screens']) {
      const answer = await fetch(`${server!.url}${old}`, { redirect: 'manual' });
      expect(answer.status, old).toBe(404);
      expect(answer.headers.get('location'), old).toBeNull();
      expect(await answer.text(), old).not.toContain('jali-screens-2027');
    }
  });
});

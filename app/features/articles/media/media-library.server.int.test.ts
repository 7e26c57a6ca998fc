// The media library on both databases: each image's uses (an article's content, its featured
// image, absolute addresses too, drafts too), an image in use refused deletion and an unused one
// deleted, alt text kept from the first upload, and the audit of staff actions.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog, media, projectPhotos, projects } from '#db/schema.ts';
import { deleteMedia, describeMedia, listMedia, mediaUses } from '#app/features/articles/media/media-library.server.ts';
import { storeImage } from '#app/features/articles/media/media.server.ts';
import { describedIn, MEDIA_MESSAGES } from '#app/lib/media-rules.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { insertArticle } from '../../../../tests/support/articles.ts';
import { insertStaffUser } from '../../../../tests/support/users.ts';

const photo = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

describe('what an upload must say of its image', () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return describedIn(body);
  };

  it('needs alt text unless the image is marked Decorative', () => {
    const missing = form({ alt: '   ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(MEDIA_MESSAGES.altRequired);
    expect(form({}).success).toBe(false);
    expect(form({ alt: '  A teak   kitchen ' }).data).toEqual({ alt: 'A teak kitchen', decorative: false });
    expect(form({ decorative: 'on' }).data).toEqual({ alt: null, decorative: true });
    expect(form({ decorative: 'true', alt: 'ignored' }).data).toEqual({ alt: null, decorative: true });
    expect(form({ alt: 'x'.repeat(251) }).error?.issues[0]?.message).toBe(MEDIA_MESSAGES.altTooLong);
  });
});

describe.each(drivers)('the media library on %s', (driver) => {
  let database: TestDatabase;
  let staffId: string;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    staffId = (await insertStaffUser(database.db, `library-${driver}@example.com`, 'editor')).id;
  });
  afterAll(async () => database?.cleanup());

  it('counts every use of each image, and deletes only an unused one', async () => {
    const db = database.db;
    const store = async (colour: string, alt: string | null) =>
      storeImage(db, {
        data: await photo(colour),
        originalName: `${colour}.png`,
        uploadedBy: staffId,
        description: { alt, decorative: alt === null },
      });
    const inContent = await store('#8a5a2b', 'A teak wardrobe');
    const featured = await store('#2b5a8a', 'A blue kitchen');
    const both = await store('#5a8a2b', 'A green pooja room');
    const unused = await store('#888888', null);

    const draft = await insertArticle(db, {
      title: 'Wardrobes that last',
      isPublished: false,
      content: `<p>Look:</p><img src="${inContent.url}" alt="A teak wardrobe"><img src="https://aangan.example${both.url}" alt="">`,
    });
    const published = await insertArticle(db, {
      title: 'Kitchens in blue',
      featuredImageUrl: featured.url,
      content: `<p>And again:</p><img src="${both.url}" alt="A green pooja room">`,
    });

    const list = await listMedia(db);
    const uses = Object.fromEntries(list.map((item) => [item.fileName, item.uses.map((use) => use.title)]));
    expect(uses[inContent.fileName]).toEqual(['Wardrobes that last']);
    expect(uses[featured.fileName]).toEqual(['Kitchens in blue']);
    expect(uses[both.fileName]).toEqual(['Kitchens in blue', 'Wardrobes that last']);
    expect(uses[unused.fileName]).toEqual([]);
    const shown = list.find((item) => item.fileName === featured.fileName)!;
    expect(shown).toMatchObject({ altText: 'A blue kitchen', decorative: false, width: 64, height: 48, url: featured.url });
    expect(shown.bytes).toBeGreaterThan(0);
    expect(list.find((item) => item.fileName === unused.fileName)).toMatchObject({ altText: null, decorative: true });

    // In use: refused, and the image is still served; unused: deleted and audited.
    expect(await deleteMedia(db, both.fileName, staffId)).toBe('in-use');
    expect(await deleteMedia(db, featured.fileName, staffId)).toBe('in-use');
    expect(await db.select({ id: media.id }).from(media).where(eq(media.fileName, both.fileName))).toHaveLength(1);
    expect(await deleteMedia(db, unused.fileName, staffId)).toBe('deleted');
    expect(await deleteMedia(db, unused.fileName, staffId)).toBe('missing');
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'media.delete'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: staffId, entityType: 'media' });

    // An image taken out of every article can go.
    await db.update(articles).set({ featuredImageUrl: null }).where(eq(articles.id, published.id));
    expect(await mediaUses(db, featured.fileName)).toEqual([]);
    expect(await deleteMedia(db, featured.fileName, staffId)).toBe('deleted');
    await db.delete(articles).where(eq(articles.id, draft.id));
    expect((await mediaUses(db, both.fileName)).map((use) => use.title)).toEqual(['Kitchens in blue']);
    expect(await mediaUses(db, inContent.fileName)).toEqual([]);
  });

  it("counts a project's photos as uses, and deletes them only once no project shows them", async () => {
    const db = database.db;
    const store = async (colour: string, alt: string) =>
      storeImage(db, { data: await photo(colour), originalName: null, uploadedBy: staffId, description: { alt, decorative: false } });
    const first = await store('#113355', 'A navy accent wall');
    const second = await store('#553311', 'A teak study table');
    const [project] = await db
      .insert(projects)
      .values({
        slug: `study-${driver}`,
        title: 'A study in Jayanagar',
        locality: 'jayanagar',
        service: 'full-interior',
        propertyType: '3bhk',
        carpetArea: 1500,
        package: 'premium',
        budget: '10-20-lakh',
        style: 'modern',
        description: 'A study.',
      })
      .returning({ id: projects.id });
    const idOf = async (fileName: string) => (await db.select({ id: media.id }).from(media).where(eq(media.fileName, fileName)))[0]!.id;
    await db.insert(projectPhotos).values([
      { projectId: project!.id, position: 0, mediaId: await idOf(first.fileName) },
      { projectId: project!.id, position: 1, mediaId: await idOf(second.fileName) },
    ]);
    const uses = Object.fromEntries((await listMedia(db)).map((item) => [item.fileName, item.uses]));
    expect(uses[first.fileName]).toEqual([{ kind: 'project', id: project!.id, title: 'A study in Jayanagar' }]);
    expect(uses[second.fileName]).toHaveLength(1);
    expect(await deleteMedia(db, first.fileName, staffId)).toBe('in-use');
    await db.delete(projectPhotos).where(eq(projectPhotos.position, 1));
    expect(await mediaUses(db, second.fileName)).toEqual([]);
    expect(await deleteMedia(db, second.fileName, staffId)).toBe('deleted');
    await db.delete(projects).where(eq(projects.id, project!.id));
    expect(await deleteMedia(db, first.fileName, staffId)).toBe('deleted');
  });

  it('keeps the first description of an image uploaded twice, and changes it when asked', async () => {
    const db = database.db;
    const bytes = await photo('#aa3300');
    const first = await storeImage(db, {
      data: bytes,
      originalName: 'a.png',
      uploadedBy: staffId,
      description: { alt: 'A rust wall', decorative: false },
    });
    await storeImage(db, {
      data: bytes,
      originalName: 'b.png',
      uploadedBy: staffId,
      description: { alt: 'Something else', decorative: false },
    });
    const row = async () => (await db.select().from(media).where(eq(media.fileName, first.fileName)))[0]!;
    expect(await row()).toMatchObject({ altText: 'A rust wall', decorative: false });

    expect(await describeMedia(db, first.fileName, { alt: 'A rust-red accent wall', decorative: false }, staffId)).toBe(true);
    expect(await row()).toMatchObject({ altText: 'A rust-red accent wall', decorative: false });
    expect(await describeMedia(db, first.fileName, { alt: null, decorative: true }, staffId)).toBe(true);
    expect(await row()).toMatchObject({ altText: null, decorative: true });
    expect(await describeMedia(db, '0123456789abcdef0123456789abcdef.webp', { alt: 'x', decorative: false }, staffId)).toBe(false);
  });
});

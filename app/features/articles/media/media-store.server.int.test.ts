import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { media } from '#db/schema.ts';
import { IMPORTED_NOTE, importMediaFolder } from '#app/features/articles/media/import-media-folder.server.ts';
import { saveImage, storeImage } from '#app/features/articles/media/media.server.ts';
import { createTestDatabase, drivers, tempDir } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { webpImage, writeOldMediaFolder } from '../../../../tests/support/media.ts';
import { insertStaffUser } from '../../../../tests/support/users.ts';

async function mediaRow(db: Database, fileName: string) {
  const [row] = await db.select().from(media).where(eq(media.fileName, fileName));
  return row;
}

describe.each(drivers)('uploaded images in the database on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.cleanup());

  it('stores an upload with its bytes, once per content hash', async () => {
    const staff = await insertStaffUser(database.db, `media-${driver}@example.com`);
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#7a4b2a' } })
      .png()
      .toBuffer();
    const first = await storeImage(database.db, {
      data: png,
      originalName: 'jali.png',
      uploadedBy: staff.id,
      description: { alt: 'A carved jali screen', decorative: false },
    });
    const again = await storeImage(database.db, {
      data: png,
      originalName: 'again.png',
      uploadedBy: staff.id,
      description: { alt: null, decorative: true },
    });
    expect(again.url).toBe(first.url);

    const rows = await database.db.select().from(media).where(eq(media.fileName, first.fileName));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ originalName: 'jali.png', contentType: 'image/webp', width: 90, height: 60, uploadedBy: staff.id });
    const bytes = Buffer.from(row.data!);
    expect(row.bytes).toBe(bytes.byteLength);
    expect(`${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`).toBe(first.fileName);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 90, height: 60 });
  });

  it('fills a row an earlier version recorded without bytes, and never overwrites stored bytes', async () => {
    const image = await webpImage('#3c5a44');
    await database.db
      .insert(media)
      .values({ fileName: image.fileName, originalName: 'veranda.jpg', contentType: 'image/webp', width: 40, height: 30, bytes: 1 });
    await saveImage(database.db, { ...image, originalName: null, uploadedBy: null });
    const filled = await mediaRow(database.db, image.fileName);
    expect(filled).toMatchObject({ originalName: 'veranda.jpg', bytes: image.data.byteLength });
    expect(Buffer.from(filled!.data!).equals(image.data)).toBe(true);

    await saveImage(database.db, { ...image, data: Buffer.from('other bytes'), originalName: 'other.jpg', uploadedBy: null });
    const kept = await mediaRow(database.db, image.fileName);
    expect(kept).toMatchObject({ originalName: 'veranda.jpg', bytes: image.data.byteLength });
    expect(Buffer.from(kept!.data!).equals(image.data)).toBe(true);
  });

  it('imports an old media folder once: its images become or fill rows, other files are left out and listed', async () => {
    const dataDir = tempDir();
    const [recorded, unrecorded, later] = await Promise.all([webpImage('#a0522d'), webpImage('#deb887'), webpImage('#5f9ea0')]);
    await database.db
      .insert(media)
      .values({ fileName: recorded.fileName, originalName: 'brass-lamp.jpg', contentType: 'image/webp', width: 40, height: 30, bytes: 9 });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const pngNamedAsWebp = `${'f'.repeat(32)}.webp`;
    const folder = writeOldMediaFolder(dataDir, {
      [recorded.fileName]: recorded.data,
      [unrecorded.fileName]: unrecorded.data,
      [pngNamedAsWebp]: png,
      [`${unrecorded.fileName}.0a1b2c3d4e5f.tmp`]: unrecorded.data,
      'notes.txt': 'kitchen photos for the blog',
      '2026/kitchen.webp': unrecorded.data,
    });

    const result = await importMediaFolder(database.db, dataDir);
    expect(result).toEqual({
      status: 'imported',
      imported: [recorded.fileName, unrecorded.fileName].sort(),
      skipped: expect.arrayContaining(['2026/', 'notes.txt', pngNamedAsWebp, `${unrecorded.fileName}.0a1b2c3d4e5f.tmp`]),
      noteWritten: true,
    });
    expect((result as { skipped: string[] }).skipped).toHaveLength(4);

    const filled = await mediaRow(database.db, recorded.fileName);
    expect(filled).toMatchObject({ originalName: 'brass-lamp.jpg', bytes: recorded.data.byteLength });
    expect(Buffer.from(filled!.data!).equals(recorded.data)).toBe(true);
    const added = await mediaRow(database.db, unrecorded.fileName);
    expect(added).toMatchObject({ originalName: null, contentType: 'image/webp', width: 40, height: 30, uploadedBy: null });
    expect(Buffer.from(added!.data!).equals(unrecorded.data)).toBe(true);
    expect(await mediaRow(database.db, pngNamedAsWebp)).toBeUndefined();
    const note = fs.readFileSync(path.join(folder, IMPORTED_NOTE), 'utf8');
    expect(note).toContain('no longer reads this folder');
    expect(note).toContain('notes.txt');

    // Marked as imported: a file that appears later is not read, until the note is deleted.
    writeOldMediaFolder(dataDir, { [later.fileName]: later.data });
    expect(await importMediaFolder(database.db, dataDir)).toEqual({ status: 'imported-before' });
    expect(await mediaRow(database.db, later.fileName)).toBeUndefined();
    fs.rmSync(path.join(folder, IMPORTED_NOTE));
    expect(await importMediaFolder(database.db, dataDir)).toMatchObject({ status: 'imported', imported: [later.fileName] });
    expect(Buffer.from((await mediaRow(database.db, later.fileName))!.data!).equals(later.data)).toBe(true);

    expect(await importMediaFolder(database.db, tempDir())).toEqual({ status: 'no-folder' });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(driver === 'postgres')('imports safely when several processes start together on one PostgreSQL', async () => {
    const unusedDirs = [tempDir(), tempDir(), tempDir()];
    const others = await Promise.all(unusedDirs.map((dataDir) => openDatabase({ databaseUrl: database.url!, dataDir, poolSize: 2 })));
    try {
      const images = await Promise.all(['#101010', '#202020', '#303030', '#404040'].map((colour) => webpImage(colour)));
      const [a, b, c, d] = images as [(typeof images)[0], (typeof images)[0], (typeof images)[0], (typeof images)[0]];
      // Two processes on one shared folder, two on folders of their own holding one image in common.
      const shared = tempDir();
      writeOldMediaFolder(shared, { [a.fileName]: a.data, [b.fileName]: b.data });
      const own = [tempDir(), tempDir()];
      writeOldMediaFolder(own[0]!, { [b.fileName]: b.data, [c.fileName]: c.data });
      writeOldMediaFolder(own[1]!, { [c.fileName]: c.data, [d.fileName]: d.data });

      const results = await Promise.all([
        importMediaFolder(database.db, shared),
        importMediaFolder(others[0]!.db, shared),
        importMediaFolder(others[1]!.db, own[0]!),
        importMediaFolder(others[2]!.db, own[1]!),
      ]);
      const imported = results.flatMap((result) => (result.status === 'imported' ? result.imported : []));
      expect(imported.sort()).toEqual(images.map((image) => image.fileName).sort());
      for (const image of images) {
        const rows = await database.db.select().from(media).where(eq(media.fileName, image.fileName));
        expect(rows).toHaveLength(1);
        expect(Buffer.from(rows[0]!.data!).equals(image.data)).toBe(true);
      }
      for (const folder of [shared, ...own]) {
        expect(fs.existsSync(path.join(folder, 'media', IMPORTED_NOTE))).toBe(true);
        fs.rmSync(folder, { recursive: true, force: true });
      }
    } finally {
      await Promise.all(others.map((other) => other.close()));
      for (const dir of unusedDirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

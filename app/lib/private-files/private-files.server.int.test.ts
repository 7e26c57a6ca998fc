// Private files on both drivers and both stores: a phone's JPEG with its GPS position, camera and
// time taken comes out as WebP copies with no metadata at all (read back from the data folder and
// from an S3-compatible server), upright, with the time taken kept in the row; what is too large
// or no photo is refused with the status the routes answer; a discarded file leaves nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { cameraJpeg } from '../../../tests/support/photos.ts';
import { startS3Server } from '../../../tests/support/s3-server.ts';
import type { S3TestServer } from '../../../tests/support/s3-server.ts';
import { insertStaffUser } from '../../../tests/support/users.ts';
import { privateFiles } from '#db/schema.ts';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS } from '#app/lib/private-files/photo-rules.ts';
import { PhotoError } from '#app/lib/private-files/photo.server.ts';
import { discardPrivateFile, readPrivateFile, storePrivatePhoto } from '#app/lib/private-files/private-files.server.ts';
import { LOCAL_FOLDER, privateStoresFor, StorageError } from '#app/lib/private-files/storage.server.ts';
import type { PrivateStores } from '#app/lib/private-files/storage.server.ts';

const owner = { kind: 'customer_project', id: '00000000-0000-4000-8000-0000000000aa' } as const;

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** What a stored copy still says about where and with what it was taken: nothing, for a clean one. */
async function leftoverMetadata(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  return {
    format: metadata.format,
    exif: metadata.exif ?? null,
    xmp: metadata.xmp ?? null,
    iptc: metadata.iptc ?? null,
    icc: metadata.icc ?? null,
    gps: (await exifr.gps(bytes).catch(() => undefined)) ?? null,
    mentionsCamera: bytes.includes('Probephone'),
  };
}

describe.each(drivers)('private photos on %s', (driver) => {
  let database: TestDatabase;
  let asha: string;
  let dataDir: string;
  let s3: S3TestServer;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    asha = (await insertStaffUser(db(), 'asha@example.com', 'admin')).id;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-private-'));
    s3 = await startS3Server('proofs');
  });
  afterAll(async () => {
    await s3?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.cleanup();
  });

  const stores = (where: 'local' | 's3'): PrivateStores =>
    privateStoresFor({ DATA_DIR: dataDir, S3_URL: where === 's3' ? s3.s3Url({ prefix: 'aangan' }) : undefined });

  it.each(['local', 's3'] as const)('keeps no GPS, camera or EXIF of a phone photo in the %s store, and its time taken', async (where) => {
    const original = await cameraJpeg({ width: 1200, height: 900, orientation: 6 });
    // The photo as the phone wrote it says where it was taken.
    expect((await leftoverMetadata(original)).gps).toMatchObject({ latitude: expect.closeTo(12.97, 1) });

    const file = await storePrivatePhoto(db(), stores(where).current, {
      bytes: original,
      owner,
      purpose: 'payment_proof',
      createdBy: asha,
    });

    const [row] = await db().select().from(privateFiles).where(eq(privateFiles.id, file.id));
    expect(row).toMatchObject({ store: where, ownerKind: 'customer_project', ownerId: owner.id, purpose: 'payment_proof' });
    // 14:03:22 on the phone, in India: 08:33:22 UTC.
    expect(row!.takenAt?.toISOString()).toBe('2026-11-20T08:33:22.000Z');
    expect(row!.originalBytes).toBe(original.byteLength);
    // Turned upright (the sensor's 1200 × 900 with orientation 6 is a portrait photo).
    expect(row!.variants.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: '480', width: 480, height: 640 },
      { name: '1600', width: 900, height: 1200 },
    ]);

    for (const variant of row!.variants) {
      const stored = await readPrivateFile(stores(where), row!, variant.name);
      const bytes = await bytesOf(stored!.body);
      expect(bytes.byteLength).toBe(variant.bytes);
      expect(await leftoverMetadata(bytes)).toEqual({
        format: 'webp',
        exif: null,
        xmp: null,
        iptc: null,
        icc: null,
        gps: null,
        mentionsCamera: false,
      });
    }
    if (where === 'local') {
      // Only the copies are in the data folder, readable by the server's user alone.
      const folder = path.join(dataDir, LOCAL_FOLDER, file.id);
      expect(fs.readdirSync(folder).sort()).toEqual(['1600.webp', '480.webp']);
      expect(fs.statSync(path.join(folder, '480.webp')).mode & 0o077).toBe(0);
    } else {
      // The bucket holds the same two objects under the prefix, and nothing of the original.
      const keys = fs.readdirSync(path.join(s3.directory, 'proofs', 'aangan', file.id)).filter((name) => name.endsWith('._S3rver_object'));
      expect(keys.sort()).toEqual(['1600.webp._S3rver_object', '480.webp._S3rver_object']);
    }

    await discardPrivateFile(db(), stores(where), row!);
    expect(await db().select().from(privateFiles).where(eq(privateFiles.id, file.id))).toEqual([]);
    expect(await stores(where).current.get(`${file.id}/480.webp`)).toBeNull();
  });

  it('refuses what is too large (413), empty (400) or no photo this server reads (415), storing nothing', async () => {
    const refusal = async (bytes: Uint8Array) =>
      storePrivatePhoto(db(), stores('local').current, { bytes, owner, purpose: 'payment_proof', createdBy: asha }).then(
        () => null,
        (error: unknown) => (error instanceof PhotoError ? { status: error.status, message: error.message } : error),
      );
    const before = await db().select().from(privateFiles);
    expect(await refusal(new Uint8Array(PHOTO_MAX_BYTES + 1))).toEqual({ status: 413, message: PHOTO_TEXTS.tooLarge });
    expect(await refusal(new Uint8Array(0))).toEqual({ status: 400, message: PHOTO_TEXTS.empty });
    expect(await refusal(new TextEncoder().encode('%PDF-1.7 not a photo'))).toEqual({ status: 415, message: PHOTO_TEXTS.notPhoto });
    // A HEIC (HEVC) photo: the container is recognised; this sharp cannot decode it.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(16)]);
    expect(await refusal(heic)).toEqual({ status: 415, message: PHOTO_TEXTS.heic });
    const cut = (await cameraJpeg()).subarray(0, 2000);
    expect(await refusal(cut)).toEqual({ status: 415, message: PHOTO_TEXTS.unreadable });
    expect(await db().select().from(privateFiles)).toEqual(before);
  });

  it('keeps no time taken when the photo does not say it, and PNG and WebP photos are taken too', async () => {
    const png = await sharp(await cameraJpeg({ takenAt: null }))
      .png()
      .toBuffer();
    const webp = await sharp(await cameraJpeg({ width: 300, height: 200 }))
      .webp()
      .toBuffer();
    const fromPng = await storePrivatePhoto(db(), stores('local').current, {
      bytes: png,
      owner,
      purpose: 'payment_proof',
      createdBy: null,
    });
    expect(fromPng.takenAt).toBeNull();
    const fromWebp = await storePrivatePhoto(db(), stores('local').current, {
      bytes: webp,
      owner,
      purpose: 'payment_proof',
      createdBy: null,
    });
    // Smaller than the widths: kept at its own size, never enlarged.
    expect(fromWebp.variants.map((variant) => variant.width)).toEqual([300, 300]);
  });

  it('says so when object storage refuses its keys, and stores nothing', async () => {
    const wrong = privateStoresFor({ DATA_DIR: dataDir, S3_URL: s3.s3Url({ secret: 'not-the-secret' }) });
    const before = await db().select().from(privateFiles);
    await expect(
      storePrivatePhoto(db(), wrong.current, { bytes: await cameraJpeg(), owner, purpose: 'payment_proof', createdBy: asha }),
    ).rejects.toThrow(StorageError);
    expect(await db().select().from(privateFiles)).toEqual(before);
  });
});

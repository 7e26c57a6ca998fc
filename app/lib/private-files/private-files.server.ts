// Private files as the features use them (decision 169): a photo stored for an owner (processed
// first, decision 170), its copies read back, and a file dropped again when what it was for was
// not recorded. The bytes go to the store before the row is written, never inside a transaction;
// a row always names copies that are there.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import type { PrivateFileOwnerKind, PrivateFilePurpose } from '#db/enums.ts';
import { privateFiles } from '#db/schema.ts';
import type { PrivateFileRow } from '#db/schema.ts';
import { PHOTO_CONTENT_TYPE, processPhoto } from '#app/lib/private-files/photo.server.ts';
import { privateStoresFor } from '#app/lib/private-files/storage.server.ts';
import type { PrivateStorage, PrivateStores, StoredObject } from '#app/lib/private-files/storage.server.ts';
import { env } from '#app/lib/services.server.ts';

export type PrivateFileOwner = { kind: PrivateFileOwnerKind; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let cached: { dataDir: string; s3Url: string | undefined; stores: PrivateStores } | null = null;

/** The stores of the running server's configuration (DATA_DIR, S3_URL). */
export function privateStores(): PrivateStores {
  const { DATA_DIR: dataDir, S3_URL: s3Url } = env();
  if (cached?.dataDir !== dataDir || cached.s3Url !== s3Url)
    cached = { dataDir, s3Url, stores: privateStoresFor({ DATA_DIR: dataDir, S3_URL: s3Url }) };
  return cached.stores;
}

/** A copy's key in its store. */
export const variantKey = (fileId: string, name: string) => `${fileId}/${name}.webp`;

/**
 * Processes an uploaded photo (PhotoError when it cannot be taken), puts its copies in
 * `storage` and records them for `owner`. Copies already put are removed when a later step fails.
 */
export async function storePrivatePhoto(
  db: Database,
  storage: PrivateStorage,
  {
    bytes,
    owner,
    purpose,
    createdBy,
    now,
  }: { bytes: Uint8Array; owner: PrivateFileOwner; purpose: PrivateFilePurpose; createdBy: string | null; now?: Date },
): Promise<PrivateFileRow> {
  const photo = await processPhoto(bytes, { now });
  const id = randomUUID();
  const put: string[] = [];
  try {
    for (const variant of photo.variants) {
      const key = variantKey(id, variant.name);
      await storage.put(key, variant.data, PHOTO_CONTENT_TYPE);
      put.push(key);
    }
    const variants = photo.variants.map(({ name, width, height, data }) => ({ name, width, height, bytes: data.byteLength }));
    const [row] = await db
      .insert(privateFiles)
      .values({
        id,
        ownerKind: owner.kind,
        ownerId: owner.id,
        purpose,
        store: storage.kind,
        contentType: PHOTO_CONTENT_TYPE,
        variants,
        bytes: variants.reduce((sum, variant) => sum + variant.bytes, 0),
        originalBytes: photo.originalBytes,
        takenAt: photo.takenAt,
        createdBy,
        ...(now ? { createdAt: now } : {}),
      })
      .returning();
    return row!;
  } catch (error) {
    await Promise.allSettled(put.map((key) => storage.delete(key)));
    throw error;
  }
}

/** The file's row, or null (also for an id that is no UUID). */
export async function privateFile(db: Database, fileId: string): Promise<PrivateFileRow | null> {
  if (!UUID.test(fileId)) return null;
  const [row] = await db.select().from(privateFiles).where(eq(privateFiles.id, fileId));
  return row ?? null;
}

/** A copy's bytes as a stream, or null when the file has no such copy or its store has none. */
export async function readPrivateFile(stores: PrivateStores, file: PrivateFileRow, name: string): Promise<StoredObject | null> {
  if (!file.variants.some((variant) => variant.name === name)) return null;
  const storage = stores.of(file.store);
  if (!storage) return null;
  return storage.get(variantKey(file.id, name));
}

/**
 * Removes a file nothing refers to (a payment that was not recorded after all): its row, then
 * its copies. A row something refers to stays (the database refuses its deletion).
 */
export async function discardPrivateFile(db: Database, stores: PrivateStores, file: PrivateFileRow): Promise<void> {
  await db.delete(privateFiles).where(eq(privateFiles.id, file.id));
  const storage = stores.of(file.store);
  if (storage) await Promise.allSettled(file.variants.map((variant) => storage.delete(variantKey(file.id, variant.name))));
}

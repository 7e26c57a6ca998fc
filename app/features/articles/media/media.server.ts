// Images uploaded from the editor (decisions 034 and 049): checked by their bytes, re-encoded by
// sharp (which drops metadata and anything hidden in it), and stored, bytes and all, in a `media`
// row under a content hash, so every app process on the database serves them.
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { OutputInfo } from 'sharp';
import type { Database } from '#db/database.ts';
import { media } from '#db/schema.ts';
import { MEDIA_URL_PREFIX } from '#app/features/articles/article-rules.ts';
import { withoutUnprintable } from '#app/lib/text-rules.ts';
import type { ImageDescription } from '#app/lib/media-rules.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_WIDTH = 1600;
/** Larger images are refused before decoding (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

export class UploadError extends Error {
  override name = 'UploadError';
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

/** The image type the file's first bytes announce; the name and declared type are not trusted. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  return null;
}

/** A stored image's name: the first 32 hex digits of the SHA-256 of its bytes, then `.webp`. */
export const MEDIA_FILE_NAME = /^[0-9a-f]{32}\.webp$/;

export type StoredImage = { url: string; fileName: string; width: number; height: number; bytes: number };

/**
 * Re-encodes an uploaded image as WebP at most 1600 px wide (EXIF orientation applied, every
 * metadata block dropped) and stores it as /media/<sha256>.webp.
 */
export async function storeImage(
  db: Database,
  {
    data,
    originalName,
    uploadedBy,
    description,
  }: { data: Uint8Array; originalName: string | null; uploadedBy: string; description: ImageDescription },
): Promise<StoredImage> {
  if (data.byteLength === 0) throw new UploadError('Choose an image file to upload.');
  if (data.byteLength > MAX_UPLOAD_BYTES) throw new UploadError('The image is larger than 5 MB. Choose a smaller file.', 413);
  if (!sniffImageType(data)) throw new UploadError('Only PNG, JPEG, WebP or GIF images can be uploaded.', 415);

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadError('The file could not be read as an image. It may be damaged; try another file.', 415);
  }

  const fileName = `${createHash('sha256').update(output.data).digest('hex').slice(0, 32)}.webp`;
  const { width, height } = output.info;
  // The file's name is kept for reference only; whatever the browser sent, no control character reaches the database.
  const keptName = originalName ? withoutUnprintable(originalName).slice(0, 255) || null : null;
  await saveImage(db, { fileName, originalName: keptName, width, height, data: output.data, uploadedBy });
  // The same image uploaded again keeps what it was first described as, unless that was nothing.
  await db
    .update(media)
    .set({ altText: description.alt, decorative: description.decorative })
    .where(and(eq(media.fileName, fileName), isNull(media.altText), eq(media.decorative, false)));
  return { url: `${MEDIA_URL_PREFIX}${fileName}`, fileName, width, height, bytes: output.data.byteLength };
}

export type ImageRow = {
  fileName: string;
  originalName: string | null;
  width: number;
  height: number;
  data: Uint8Array;
  uploadedBy: string | null;
};

/**
 * Writes an image's row with its bytes, once per name: a new row, or the bytes of a row that
 * lacks them (recorded by an earlier version, whose file is being imported). An image already
 * stored stays as it is, so concurrent writers of one image all succeed and agree.
 */
export async function saveImage(db: Database, image: ImageRow): Promise<void> {
  await db
    .insert(media)
    .values({ ...image, contentType: 'image/webp', bytes: image.data.byteLength })
    .onConflictDoUpdate({
      target: media.fileName,
      set: { data: sql`excluded.data`, bytes: sql`excluded.bytes` },
      setWhere: isNull(media.data),
    });
}

/** The size in bytes of a stored image, or null when none of that name has its bytes stored. */
export async function storedImageSize(db: Database, fileName: string): Promise<number | null> {
  const [row] = await db
    .select({ size: sql<number>`octet_length(${media.data})`.mapWith(Number) })
    .from(media)
    .where(and(eq(media.fileName, fileName), isNotNull(media.data)));
  return row?.size ?? null;
}

/** The bytes of a stored image, or null. */
export async function storedImageBytes(db: Database, fileName: string): Promise<Uint8Array | null> {
  const [row] = await db.select({ data: media.data }).from(media).where(eq(media.fileName, fileName));
  return row?.data ?? null;
}

// Images uploaded from the editor (decision 034): checked by their bytes, re-encoded by sharp
// (which drops metadata and anything hidden in it), stored under a content hash, recorded in `media`.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { OutputInfo } from 'sharp';
import type { Database } from '#db/database.ts';
import { MEDIA_URL_PREFIX } from '#app/features/articles/article-rules.ts';
import { mediaDir } from '#app/features/articles/media/media-dir.server.ts';

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

export type StoredImage = { url: string; fileName: string; width: number; height: number; bytes: number };

/**
 * Re-encodes an uploaded image as WebP at most 1600 px wide (EXIF orientation applied, every
 * metadata block dropped), writes it to DATA_DIR/media/<sha256>.webp and records it.
 */
export async function storeImage(
  db: Database,
  { data, originalName, uploadedBy, dataDir }: { data: Uint8Array; originalName: string | null; uploadedBy: string; dataDir: string },
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
  const dir = mediaDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, fileName);
  // Written under a temporary name and renamed, so a half-written file is never served.
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, output.data, { mode: 0o644 });
  await fs.rename(temporary, target);

  await db.execute(
    sql`insert into media (file_name, original_name, content_type, width, height, bytes, uploaded_by)
        values (${fileName}, ${originalName?.slice(0, 255) ?? null}, 'image/webp', ${output.info.width}, ${output.info.height},
                ${output.data.byteLength}, ${uploadedBy})
        on conflict (file_name) do nothing`,
  );
  return {
    url: `${MEDIA_URL_PREFIX}${fileName}`,
    fileName,
    width: output.info.width,
    height: output.info.height,
    bytes: output.data.byteLength,
  };
}

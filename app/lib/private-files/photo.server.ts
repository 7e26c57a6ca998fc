// A photo as staff upload it from a phone, made safe to keep (decision 170): JPEG, PNG, WebP, or
// HEIF/AVIF where this sharp can decode it, up to PHOTO_MAX_BYTES; turned upright by its EXIF
// orientation; re-encoded as WebP at PHOTO_WIDTHS with every metadata block dropped (GPS
// position, camera, owner, thumbnails). The time it was taken is read from its EXIF first and
// kept beside it. The original bytes are never stored.
import exifr from 'exifr';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS } from '#app/lib/private-files/photo-rules.ts';

/** Larger canvases are refused before decoding (a small file can declare a huge one). */
export const PHOTO_MAX_PIXELS = 60_000_000;
/** The stored copies: a thumbnail for lists, and one to read a receipt or a site detail on. */
export const PHOTO_WIDTHS = [480, 1600] as const;
export const PHOTO_CONTENT_TYPE = 'image/webp';

export class PhotoError extends Error {
  override name = 'PhotoError';
  readonly status: 400 | 413 | 415;
  constructor(message: string, status: 400 | 413 | 415) {
    super(message);
    this.status = status;
  }
}

export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heif';

/** The image type the file's first bytes announce; the name and the declared type are not trusted. */
export function sniffPhoto(bytes: Uint8Array): PhotoKind | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif|avis)$/.test(ascii(8, 12)))
    return 'heif';
  return null;
}

export type ProcessedPhoto = {
  /** One per PHOTO_WIDTHS, in that order: named by the width asked for ('480'). */
  variants: { name: string; data: Buffer; width: number; height: number }[];
  takenAt: Date | null;
  originalBytes: number;
};

/**
 * Checks, reads and re-encodes an uploaded photo. Throws PhotoError: 400 empty, 413 over
 * PHOTO_MAX_BYTES or PHOTO_MAX_PIXELS, 415 not a photo this server can read.
 */
export async function processPhoto(bytes: Uint8Array, { now = new Date() }: { now?: Date } = {}): Promise<ProcessedPhoto> {
  if (bytes.byteLength === 0) throw new PhotoError(PHOTO_TEXTS.empty, 400);
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new PhotoError(PHOTO_TEXTS.tooLarge, 413);
  const kind = sniffPhoto(bytes);
  if (!kind) throw new PhotoError(PHOTO_TEXTS.notPhoto, 415);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new PhotoError(kind === 'heif' ? PHOTO_TEXTS.heic : PHOTO_TEXTS.unreadable, 415);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PHOTO_MAX_PIXELS) throw new PhotoError(PHOTO_TEXTS.tooManyPixels, 413);
  const takenAt = metadata.exif ? await exifTakenAt(metadata.exif, now) : null;
  const source = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    const variants = await Promise.all(
      PHOTO_WIDTHS.map(async (width) => {
        // Sharp writes no metadata unless asked to (no keepExif, keepIccProfile or withMetadata here).
        const { data, info } = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { name: String(width), data, width: info.width, height: info.height };
      }),
    );
    return { variants, takenAt, originalBytes: bytes.byteLength };
  } catch {
    throw new PhotoError(kind === 'heif' ? PHOTO_TEXTS.heic : PHOTO_TEXTS.unreadable, 415);
  }
}

/** India's offset, for a camera time that does not say its own (the studio works in Bangalore). */
const INDIA_OFFSET = '+05:30';
const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const EXIF_OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * DateTimeOriginal (else CreateDate) of an EXIF block as sharp hands it over ('Exif\0\0' and a
 * TIFF structure), at OffsetTimeOriginal or else India time. Null when absent, unreadable, before
 * 1990 or more than a day ahead of `now` (a camera whose clock was never set).
 */
export async function exifTakenAt(exif: Uint8Array, now: Date): Promise<Date | null> {
  const tiff = String.fromCharCode(...exif.subarray(0, 4)) === 'Exif' ? exif.subarray(6) : exif;
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(Buffer.from(tiff), {
      pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal', 'OffsetTime'],
      reviveValues: false,
    });
  } catch {
    return null;
  }
  const raw = [tags?.DateTimeOriginal, tags?.CreateDate].find(
    (value): value is string => typeof value === 'string' && EXIF_TIME.test(value),
  );
  if (!raw) return null;
  const [, year, month, day, hour, minute, second] = EXIF_TIME.exec(raw)!;
  const offset = [tags?.OffsetTimeOriginal, tags?.OffsetTime].find(
    (value): value is string => typeof value === 'string' && EXIF_OFFSET.test(value),
  );
  const taken = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset ?? INDIA_OFFSET}`);
  if (Number.isNaN(taken.getTime())) return null;
  if (taken.getUTCFullYear() < 1990 || taken.getTime() > now.getTime() + 24 * 60 * 60 * 1000) return null;
  return taken;
}

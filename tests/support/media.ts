// Uploaded images as earlier versions left them: WebP files named by their hash in DATA_DIR/media.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export type OldImage = { fileName: string; data: Buffer; width: number; height: number };

/** A WebP image of one colour, named as the uploader names it (the first 32 hex digits of its SHA-256). */
export async function webpImage(background: string, width = 40, height = 30): Promise<OldImage> {
  const data = await sharp({ create: { width, height, channels: 3, background } })
    .webp()
    .toBuffer();
  return { fileName: `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`, data, width, height };
}

/** Writes files into DATA_DIR/media (names and contents as given). */
export function writeOldMediaFolder(dataDir: string, files: Record<string, Buffer | string>): string {
  const folder = path.join(dataDir, 'media');
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), content);
  }
  return folder;
}

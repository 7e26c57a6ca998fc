/**
 * Rasterises content/media/*.svg to PNG previews plus a contact sheet (needs sharp).
 *   npm run illustrations:preview -- <out-dir> [name-filter] [width]
 */
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const media = join(here, '..', '..', 'content', 'media');
const dest = process.argv[2] ?? '/tmp/illustrations';
const filter = process.argv[3] ?? '';
const width = Number(process.argv[4] ?? 900);
mkdirSync(dest, { recursive: true });
const files = readdirSync(media)
  .filter((f) => f.endsWith('.svg') && f.includes(filter))
  .sort();
const thumbs: { input: Buffer; left: number; top: number }[] = [];
const tw = 300;
const cols = 6;
for (const [i, f] of files.entries()) {
  const svg = readFileSync(join(media, f));
  await sharp(svg)
    .resize(width)
    .png()
    .toFile(join(dest, f.replace('.svg', '.png')));
  const t = await sharp(svg).resize(tw, 225, { fit: 'cover' }).png().toBuffer();
  thumbs.push({ input: t, left: (i % cols) * (tw + 10) + 10, top: Math.floor(i / cols) * 235 + 10 });
}
if (thumbs.length) {
  const rows = Math.ceil(thumbs.length / cols);
  await sharp({ create: { width: cols * (tw + 10) + 10, height: rows * 235 + 10, channels: 3, background: '#ffffff' } })
    .composite(thumbs)
    .png()
    .toFile(join(dest, '_contact.png'));
}
console.log(`${files.length} previews in ${dest}`);

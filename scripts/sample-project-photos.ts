// Renders the sample projects' illustrations (content/media/project-*.svg) into the WebP photos
// the sample projects are moved in with (content/sample-projects/), once, so that no server start
// spends seconds rasterizing SVG. Run after changing an illustration: `node scripts/sample-project-photos.ts`.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projects } from '#content/projects.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'content/sample-projects');
fs.mkdirSync(out, { recursive: true });
for (const project of projects) {
  const svg = fs.readFileSync(path.join(root, 'content/media', `${project.image}.svg`));
  const webp = await sharp(svg).resize({ width: 960 }).webp({ quality: 80 }).toBuffer();
  fs.writeFileSync(path.join(out, `${project.image}.webp`), webp);
  console.log(`${project.image}.webp: ${webp.byteLength} bytes`);
}

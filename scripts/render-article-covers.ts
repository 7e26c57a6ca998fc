// Link-preview copies of the article cover illustrations: every SVG in public/images/articles
// becomes a 1200x630 PNG beside it (Open Graph and Twitter cards do not show SVG).
//   npm run covers      (after replacing or adding an SVG)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve(import.meta.dirname, '../public/images/articles');
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
  const target = path.join(dir, file.replace(/\.svg$/, '.png'));
  await sharp(path.join(dir, file), { density: 72 })
    .resize(1200, 630, { fit: 'cover' })
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(target);
  console.log(`${path.relative(process.cwd(), target)} ${Math.round(fs.statSync(target).size / 1024)} KB`);
}

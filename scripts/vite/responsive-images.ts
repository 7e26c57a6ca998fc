// Vite plugin: `import image from './photo.jpg?responsive'` gives { src, width, height, sources }.
// Raster images become AVIF and WebP variants at several widths (made once with sharp and
// cached); SVG illustrations pass through as they are, with their size read from the viewBox.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { Plugin } from 'vite';

const QUERY = '?responsive';
const WIDTHS = [480, 800, 1200, 1600];
const FORMATS = [
  { ext: 'avif', type: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 55, effort: 4 }) },
  { ext: 'webp', type: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 78 }) },
] as const;

export function svgSize(svg: string): { width: number; height: number } {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  const width = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg);
  const height = /<svg[^>]*\sheight="([\d.]+)"/.exec(svg);
  const w = Number(width?.[1] ?? viewBox?.[1]);
  const h = Number(height?.[1] ?? viewBox?.[2]);
  if (!w || !h) throw new Error('An SVG image needs width/height or a viewBox');
  return { width: Math.round(w), height: Math.round(h) };
}

type Options = {
  cacheDir: string;
  /** Base path (no extension) of the image the 1200x630 social card (/social-card.png) is cut from. */
  socialCardFrom: string;
};

/** A photo replaces the illustration of the same base name. */
async function preferredFile(basePath: string): Promise<string> {
  for (const ext of ['.jpg', '.jpeg', '.png', '.webp', '.svg']) {
    try {
      await fs.access(basePath + ext);
      return basePath + ext;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`No image at ${basePath}.*`);
}

export function responsiveImages({ cacheDir, socialCardFrom }: Options): Plugin {
  return {
    name: 'aangan:responsive-images',
    enforce: 'pre',
    async generateBundle() {
      if (this.environment?.name !== 'client') return;
      // Social networks want a raster image of 1200x630 for link previews.
      const source = await fs.readFile(await preferredFile(socialCardFrom));
      const card = await sharp(source, { density: 144 })
        .resize(1200, 630, { fit: 'cover', position: 'centre' })
        .png({ compressionLevel: 9 })
        .toBuffer();
      this.emitFile({ type: 'asset', fileName: 'social-card.png', source: card });
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      if (file.endsWith('.svg')) {
        const { width, height } = svgSize(await fs.readFile(file, 'utf8'));
        return `import src from ${JSON.stringify(`${file}?url`)};\nexport default { src, width: ${width}, height: ${height}, sources: [] };\n`;
      }
      const input = await fs.readFile(file);
      const hash = createHash('sha1').update(input).digest('hex').slice(0, 12);
      const meta = await sharp(input).metadata();
      const width = meta.autoOrient?.width ?? meta.width ?? 0;
      const height = meta.autoOrient?.height ?? meta.height ?? 0;
      const widths = [...new Set(WIDTHS.map((w) => Math.min(w, width)))];
      const base = path.basename(file).replace(/\.[^.]+$/, '');
      await fs.mkdir(cacheDir, { recursive: true });
      const imports: string[] = [];
      const sources: string[] = [];
      let fallback = '';
      for (const format of FORMATS) {
        const entries: string[] = [];
        for (const w of widths) {
          const out = path.join(cacheDir, `${base}-${hash}-${w}.${format.ext}`);
          try {
            await fs.access(out);
          } catch {
            await format.encode(sharp(input).rotate().resize({ width: w, withoutEnlargement: true })).toFile(out);
          }
          const name = `i${imports.length}`;
          imports.push(`import ${name} from ${JSON.stringify(`${out}?url`)};`);
          entries.push(`\${${name}} ${w}w`);
          if (format.ext === 'webp') fallback = name;
        }
        sources.push(`{ type: '${format.type}', srcset: \`${entries.join(', ')}\` }`);
      }
      return `${imports.join('\n')}\nexport default { src: ${fallback}, width: ${width}, height: ${height}, sources: [${sources.join(', ')}] };\n`;
    },
  };
}

/** An image at its intrinsic size, with modern-format variants for raster photos. */
export type ResponsiveImage = {
  src: string;
  width: number;
  height: number;
  /** AVIF and WebP srcsets (empty for SVG illustrations, which scale by themselves). */
  sources: { type: string; srcset: string }[];
};

// Every image in content/media. A photo (.jpg, .png, .webp) replaces the SVG illustration
// of the same name: drop `service-modular-kitchen.jpg` beside the SVG and rebuild.
const files = import.meta.glob<ResponsiveImage>('/content/media/*.{svg,jpg,jpeg,png,webp}', {
  query: '?responsive',
  import: 'default',
  eager: true,
});

const images = new Map<string, ResponsiveImage>();
for (const [file, image] of Object.entries(files)) {
  const name = file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  if (!images.has(name) || !file.endsWith('.svg')) images.set(name, image);
}

export function getImage(name: string): ResponsiveImage {
  const image = images.get(name);
  if (!image) throw new Error(`No image named "${name}" in content/media`);
  return image;
}

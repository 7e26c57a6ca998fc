import type { ArticleCategory } from '#app/features/articles/article-rules.ts';

/**
 * Cover illustrations for articles without a featured image, one per category, in the site's
 * palette. `src` is shown on the page (SVG); `social` is the raster copy for link previews.
 * Replace the files to use photographs instead.
 */
export const DEFAULT_COVERS: Record<ArticleCategory, { src: string; social: string }> = {
  'Kitchen Design': { src: '/images/articles/kitchen-design.svg', social: '/images/articles/kitchen-design.png' },
  'Interior Tips': { src: '/images/articles/interior-tips.svg', social: '/images/articles/interior-tips.png' },
  'Vastu Design': { src: '/images/articles/vastu-design.svg', social: '/images/articles/vastu-design.png' },
  'Living Room': { src: '/images/articles/living-room.svg', social: '/images/articles/living-room.png' },
  'Bedroom Design': { src: '/images/articles/bedroom-design.svg', social: '/images/articles/bedroom-design.png' },
};

/** Size of the cover illustrations (and of link-preview images): 1200 x 630. */
export const COVER_SIZE = { width: 1200, height: 630 } as const;

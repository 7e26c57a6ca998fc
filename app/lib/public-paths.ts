import { localities } from '#content/localities.ts';

const SERVICE_SLUGS = ['modular-kitchen', 'modular-wardrobe', 'entertainment-units', 'false-ceiling', 'interior-design', 'pooja-units'];

/** Every marketing page (spec section 2): prerendered at build and listed in the sitemap. */
export const staticPublicPaths: readonly string[] = [
  '/',
  '/about',
  '/services',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  '/corporate',
  '/process',
  '/projects',
  '/calculator',
  '/contact',
  '/terms',
  '/privacy',
  ...localities.map((locality) => `/locations/${locality.slug}`),
];

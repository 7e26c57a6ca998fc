import { localities } from '#content/localities.ts';

const SERVICE_SLUGS = ['modular-kitchen', 'modular-wardrobe', 'entertainment-units', 'false-ceiling', 'interior-design', 'pooja-units'];

/** Every marketing page (spec section 2), listed in the sitemap; all but `renderedOnRequest` are prerendered at build. */
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

/** Pages whose HTML depends on the request: the calculator renders the estimate of its URL's inputs with the rates in force. */
export const renderedOnRequest: ReadonlySet<string> = new Set(['/calculator']);

/** The pages rendered once at build time and served as files. */
export const prerenderedPublicPaths = staticPublicPaths.filter((path) => !renderedOnRequest.has(path));

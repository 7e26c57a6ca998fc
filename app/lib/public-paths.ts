import { localities } from '#content/localities.ts';

const SERVICE_SLUGS = ['modular-kitchen', 'modular-wardrobe', 'entertainment-units', 'false-ceiling', 'interior-design', 'pooja-units'];

/** Every marketing page (docs/product.md, 'Public pages'), listed in the sitemap; all but `renderedOnRequest` are prerendered at build. */
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

/**
 * Pages whose HTML depends on the request: the calculator renders the estimate of its URL's inputs
 * with the rates in force; /projects (its filters) and the locality pages list the published
 * projects, so a project saved in the admin shows at once.
 */
export const renderedOnRequest: ReadonlySet<string> = new Set([
  '/calculator',
  '/projects',
  ...localities.map((locality) => `/locations/${locality.slug}`),
]);

/** The pages rendered once at build time and served as files. */
export const prerenderedPublicPaths = staticPublicPaths.filter((path) => !renderedOnRequest.has(path));

/**
 * Whether a page rendered on request starts its scripts after the first paint, as the
 * prerendered ones do (decisions 044, 056): every public page (the calculator, the article list
 * and articles, the not-found page), never the admin, whose screens need their script at once.
 */
export function startsScriptsAfterPaint(pathname: string, status: number): boolean {
  if (status !== 200 && status !== 404) return false;
  return !/^\/admin(?:$|[/-])/.test(pathname) && pathname !== '/invite' && !pathname.startsWith('/invite/');
}

import { useRouteLoaderData } from 'react-router';

type RootData = { siteUrl: string };

/** The canonical origin (SITE_URL), from the root loader. */
export function useSiteUrl(): string {
  return (useRouteLoaderData('root') as RootData | undefined)?.siteUrl ?? '';
}

/** The canonical origin inside a route's `meta` function. */
export function siteUrlFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as RootData | undefined)?.siteUrl ?? '';
}

import { redirect } from 'react-router';
import type { Route } from './+types/search';

// The search the site's structured data names (/search?q={term}): the articles are what
// the site searches, so the visitor is sent to the article search with the same words.
export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  return redirect(q ? `/articles?${new URLSearchParams({ q })}` : '/articles', { headers: { 'Cache-Control': 'no-store' } });
}

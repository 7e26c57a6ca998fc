import { data, redirect } from 'react-router';
import { resolveRedirect } from '#app/features/articles/redirects.server.ts';
import { NotFoundContent } from '#app/components/not-found-content.tsx';
import { loggedUrl } from '#app/lib/logger.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { databaseIfReady } from '#app/lib/services.server.ts';
import type { Route } from './+types/not-found';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // The old site's addresses an admin listed under 'Redirects' (decision 121).
  const database = databaseIfReady();
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A database that does not answer leaves the visitor with the not-found page, never an error.
  const target = database ? await resolveRedirect(database, trimmed).catch(() => null) : null;
  if (target) throw redirect(target, 301);
  getRequestInfo(context).logger.warn({ path: loggedUrl(pathname) }, 'Page not found');
  return data({ path: pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Page not found') }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return (
    <main>
      <NotFoundContent />
    </main>
  );
}

import { data } from 'react-router';
import { NotFoundContent } from '#app/components/not-found-content.tsx';
import { loggedUrl } from '#app/lib/logger.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import type { Route } from './+types/not-found';

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
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

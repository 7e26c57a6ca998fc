import { serveImage } from '#app/features/articles/media/serve-image.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/media';

/** GET and HEAD /media/<hash>.webp: an uploaded image, from the database (decision 049). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return serveImage(db(), params['*'] ?? '', request, getRequestInfo(context).logger);
}

/** Images are only read: anything else is told so, rather than reaching the error log as a missing action. */
export function action() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
}

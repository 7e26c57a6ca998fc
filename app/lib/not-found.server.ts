import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { loggedUrl } from '#app/lib/logger.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';

/** Logs the missing path (at warn level) and answers 404 from a loader. */
export function notFound(request: Request, context: Readonly<RouterContextProvider>): never {
  getRequestInfo(context).logger.warn({ path: loggedUrl(new URL(request.url).pathname) }, 'Page not found');
  throw data(null, { status: 404, statusText: 'Not Found' });
}

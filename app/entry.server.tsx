import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { countAdmins } from '#app/features/accounts/accounts.server.ts';
import { importOldMediaAtStart } from '#app/features/articles/media/import-media-folder.server.ts';
import { articleScheduleTask } from '#app/features/articles/schedule.server.ts';
import { moveSampleProjectsInAtStart } from '#app/features/projects/sample-projects.server.ts';
import { leadBackgroundTask, leadSpoolTask } from '#app/features/intake/background.server.ts';
import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { quotationMailTask } from '#app/features/sales/quotation/quotation-mail.server.ts';
import { documentMailTask } from '#app/features/billing/documents/document-mail.server.ts';
import { payMailTask } from '#app/features/billing/pay/pay-mail.server.ts';
import { changeOrderMailTask } from '#app/features/billing/change-orders/change-order-mail.server.ts';
import { siteVisitTask } from '#app/features/sales/visits/background.server.ts';
import { responseClockTask } from '#app/features/sales/response/reminders.server.ts';
import { paymentRemindersTask } from '#app/features/billing/payments-screen/payment-reminders.server.ts';
import { roomMailTask } from '#app/features/room/room-mail.server.ts';
import { NonceContext } from '#app/lib/nonce.ts';
import { startsScriptsAfterPaint } from '#app/lib/public-paths.ts';
import { loadScriptsAfterFirstPaint } from '#app/lib/scripts-after-paint.ts';
import { errorLogger, getRequestInfo } from '#app/lib/request-context.server.ts';
import { loggedUrl } from '#app/lib/logger.server.ts';
import { db, NOT_READY_RETRY_AFTER_SECONDS, startServices as startAppServices } from '#app/lib/services.server.ts';
import type { StartOptions } from '#app/lib/services.server.ts';

// The HTTP server (server/index.ts) reaches the app's server side through these exports, so
// both share one module graph: one database, one logger.
export { createLoadContext } from '#app/lib/request-context.server.ts';
export { checkHealth, stopServices } from '#app/lib/services.server.ts';

/** How many admin accounts exist (the server says how to create the first one). */
export function adminCount(): Promise<number> {
  return countAdmins(db());
}

/**
 * Starts the lead spool, opens the database (or waits for PostgreSQL, decision 058), imports an
 * earlier version's media folder, moves the sample projects in (once), and starts the features'
 * background work (spool replay, notifications, scheduled publishing, quotation, change order,
 * GST documents', pay links' and project rooms' e-mails, the reminders and the first-response clock's e-mails, the
 * customers' payment reminders).
 */
export function startServices(options: StartOptions): ReturnType<typeof startAppServices> {
  return startAppServices({
    ...options,
    steps: [...(options.steps ?? []), importOldMediaAtStart, moveSampleProjectsInAtStart],
    tasks: [
      ...(options.tasks ?? []),
      leadBackgroundTask,
      articleScheduleTask,
      quotationMailTask(sessionSecrets),
      documentMailTask,
      payMailTask(sessionSecrets),
      changeOrderMailTask(sessionSecrets),
      siteVisitTask,
      responseClockTask,
      paymentRemindersTask(sessionSecrets),
      roomMailTask(sessionSecrets),
    ],
    localTasks: [...(options.localTasks ?? []), leadSpoolTask],
  });
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page that could not reach the database (db() throws a 503 before it is ready) asks the
  // browser to come back, and no cache keeps the apology.
  if (responseStatusCode === 503) {
    if (!responseHeaders.has('Retry-After')) responseHeaders.set('Retry-After', String(NOT_READY_RETRY_AFTER_SECONDS));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, logger } = getRequestInfo(loadContext);
  const userAgent = request.headers.get('user-agent');
  // Crawlers and prerendering get the whole document at once; people get the shell first.
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce;
  // A public page rendered on request (the calculator, the articles, the not-found page) starts
  // its scripts after the first paint, as the prerendered ones do: it is rendered whole, then
  // rewritten (decisions 056, 060).
  const afterPaint = Boolean(nonce) && startsScriptsAfterPaint(new URL(request.url).pathname, responseStatusCode);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const whole = () => {
      shellRendered = true;
      const chunks: Buffer[] = [];
      const body = new PassThrough();
      body.on('data', (chunk: Buffer) => chunks.push(chunk));
      body.on('end', () => {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        const html = Buffer.concat(chunks).toString('utf8');
        let rewritten = html;
        try {
          rewritten = loadScriptsAfterFirstPaint(html, nonce);
        } catch (error) {
          logger.warn({ err: error }, 'A page rendered on request kept its scripts before the first paint');
        }
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(rewritten, { headers: responseHeaders, status: responseStatusCode }));
      });
      pipe(body);
    };
    const ready = () => {
      shellRendered = true;
      const body = coalescingBody(() => {
        clearTimeout(timeoutId);
        timeoutId = undefined;
      });
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceContext.Provider>,
      {
        nonce: nonce || undefined,
        ...(afterPaint ? { onAllReady: whole } : waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, 'Error while streaming a page');
        },
      },
    );
  });
}

/**
 * The streamed page's body: React writes a page in pieces of 2 KB, all at once whenever it has
 * something ready; each piece crossing to the response on its own cost a list page of 50 leads
 * eighty trips through the streams and the compressor. What one go writes leaves as one chunk
 * (gathered until the next turn of the event loop), so streaming still sends each part as soon as
 * it is ready. `onEnd` runs when React has written the last piece.
 */
function coalescingBody(onEnd: () => void): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (pending.length === 0) return;
    body.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      onEnd();
      callback();
    },
  });
  return body;
}

// Never throws: an error here would replace the error it reports (the visitor gets a bare 500).
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router's own refusals (a POST where the address has no action: 405) are the visitor's
  // doing, logged with the request at info; their message quotes the path, a link's token with it.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // The path and query only (a one-time link's token and personal values redacted), as pino-http logs them.
  const { pathname, search } = new URL(request.url);
  errorLogger(context).error({ err: error, url: loggedUrl(`${pathname}${search}`) }, 'Unhandled error in a loader or action');
};

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { Express, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { ServerBuild } from 'react-router';
import type { Env } from '#app/lib/env.server.ts';
import { errorSerializer, loggedUrl } from '#app/lib/logger.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import type * as ServerEntry from '#app/entry.server.tsx';
import { bodyLimits, onlyKnownMethods, refuseControlCharacters, sameOriginOnly, securityHeaders } from '#server/security.ts';
import { staticFiles } from '#server/static.ts';

/** What the app's server side offers the HTTP server (exported by app/entry.server.tsx). */
export type AppServerApi = Pick<typeof ServerEntry, 'createLoadContext' | 'checkHealth' | 'startServices' | 'stopServices' | 'adminCount'>;

export function appApi(build: ServerBuild): AppServerApi {
  return build.entry.module as unknown as AppServerApi;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

type AppOptions = {
  env: Env;
  logger: Logger;
  /** The production build, or (development) a function returning the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  api: () => Promise<AppServerApi>;
  /** build/client in production; in development Vite serves the files. */
  clientDir?: string;
  /** Development: Vite's middleware, mounted before the app. */
  devMiddleware?: express.RequestHandler;
};

export function createApp({ env, logger, build, api, clientDir, devMiddleware }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Development: the requests Vite did not answer itself (pages, data, API).
  const reachedApp = new WeakSet<IncomingMessage>();
  app.set('trust proxy', env.TRUST_PROXY ?? false);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/') },
      customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error) => {
        if (error || res.statusCode >= 500) return 'error';
        // Development: the modules Vite serves (a hundred for one page) only at debug; pages,
        // data and API requests, which reach the app, as in production (decision 088).
        return devMiddleware && !reachedApp.has(req) ? 'debug' : 'info';
      },
      // pino-http sets its own serializers on every request's logger: ours go in here too, or an
      // error logged by a loader would carry its query's values (decision 005).
      serializers: {
        err: errorSerializer,
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(securityHeaders);
  app.use(onlyKnownMethods);
  app.use(refuseControlCharacters);
  app.use(compression());

  app.get('/healthz', async (_req: Request, res: Response) => {
    const health = await (await api()).checkHealth();
    res.setHeader('Cache-Control', 'no-store');
    res.status(health.status === 'ok' ? 200 : 503).json(health);
  });

  // Uploaded images are answered by the app from the database (app/routes/media.ts, decision 049).
  // React Router would also answer its data URLs (/media/….data) with serialized loader data:
  // those are no image's name, so they stay a plain 404.
  app.use('/media', (req: Request, res: Response, next) => {
    if (!req.path.endsWith('.data')) return next();
    res.status(404).type('text/plain').send('Not found');
  });

  if (devMiddleware) {
    app.use(devMiddleware);
    app.use((req: Request, _res: Response, next) => {
      reachedApp.add(req);
      next();
    });
  }
  if (clientDir) app.use(staticFiles(clientDir).router);

  app.use(sameOriginOnly(env.SITE_URL));
  app.use(bodyLimits());

  const handler = createRequestHandler({
    build,
    mode: env.NODE_ENV === 'development' ? 'development' : 'production',
    getLoadContext: async (req: Request, res: Response) =>
      (await api()).createLoadContext({
        requestId: String(req.id),
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        nonce: String(res.locals.nonce),
        logger: req.log,
        afterResponse: (task: () => void) => res.once('close', task),
      }),
  });
  app.all('/{*path}', (req: Request, res: Response, next) => {
    // Rendered pages revalidate on every visit; loaders may set their own caching. The adapter
    // *appends* the app's headers, so the default goes in only when the headers are written and
    // the app set none (a preset default would turn 'no-store' into 'private, no-cache, no-store').
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      if (!this.getHeader('Cache-Control')) this.setHeader('Cache-Control', 'private, no-cache');
      // React Router answers 405 to a POST where the address has no action, without saying what it takes (decision 155).
      if ((typeof args[0] === 'number' ? args[0] : this.statusCode) === 405 && !this.getHeader('Allow'))
        this.setHeader('Allow', 'GET, HEAD');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    return handler(req, res, next);
  });
  return app;
}

import { createContext, RouterContextProvider } from 'react-router';
import pino from 'pino';
import type { Logger } from '#app/lib/logger.server.ts';

/** What the HTTP server knows about a request, for loaders, actions and the renderer. */
export type RequestInfo = {
  requestId: string;
  /** The socket's address, or the forwarded one when TRUST_PROXY says to believe it. */
  clientIp: string;
  /** CSP nonce for this response's inline scripts; empty when prerendering at build time. */
  nonce: string;
  logger: Logger;
  /**
   * Runs `task` once the answer has left (or the client went away): work whose time must not show
   * in the answer's (a password reset link for a member, decision 093). At once when there is no
   * HTTP server behind the request.
   */
  afterResponse?: (task: () => void) => void;
};

// Prerendering at build time has no HTTP server behind it.
const buildTimeInfo: RequestInfo = { requestId: 'build', clientIp: '127.0.0.1', nonce: '', logger: pino({ level: 'warn' }) };

/** `afterResponse` of the request, or at once. */
export function afterResponse(info: RequestInfo, task: () => void): void {
  if (info.afterResponse) info.afterResponse(task);
  else task();
}

const requestInfoContext = createContext<RequestInfo>(buildTimeInfo);

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}

/**
 * The request's logger for error handlers, which must never throw: React Router calls them
 * with no context at all when the HTTP server's context was refused (for example a context
 * made by another copy of react-router, decision 050). Then the process-wide logger is used.
 */
export function errorLogger(context: Readonly<RouterContextProvider> | undefined): Logger {
  return context instanceof RouterContextProvider ? getRequestInfo(context).logger : buildTimeInfo.logger;
}

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
};

// Prerendering at build time has no HTTP server behind it.
const buildTimeInfo: RequestInfo = { requestId: 'build', clientIp: '127.0.0.1', nonce: '', logger: pino({ level: 'warn' }) };

const requestInfoContext = createContext<RequestInfo>(buildTimeInfo);

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}

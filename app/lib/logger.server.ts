import pino from 'pino';
import type { Logger } from 'pino';
import type { Env } from '#app/lib/env.server.ts';

export type { Logger };

// Drizzle's DrizzleQueryError says "Failed query: <sql>\nparams: <values>" and keeps `params`,
// and PostgreSQL's `detail` can quote a row ("Key (email)=(…) already exists"): the values are a
// visitor's name, e-mail and phone, which never go to the log.
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

function withoutQueryParameters(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as Record<string, unknown> & { message?: string; stack?: string };
  if (!serialized || typeof serialized !== 'object') return serialized;
  delete serialized.params;
  if ('detail' in serialized) serialized.detail = '[redacted]';
  if (typeof serialized.message === 'string') serialized.message = serialized.message.replace(PARAMS_LINE, '\nparams: [redacted]');
  if (typeof serialized.stack === 'string') serialized.stack = serialized.stack.replace(PARAMS_LINE, '\nparams: [redacted]');
  return serialized;
}

/**
 * JSON lines when the output goes to a file or log collector (production), readable lines
 * when a person watches a terminal.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: pino.DestinationStream): Logger {
  const pretty = !destination && process.stdout.isTTY === true;
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: { err: withoutQueryParameters },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

// Query parameters whose values say nothing about a person (tabs, filters, pages, a lead's id):
// logged as they are. Every other value (a search, an e-mail, a phone number) is logged as
// [redacted].
const PLAIN_QUERY_KEYS = new Set(['tab', 'page', 'status', 'category', 'result', 'form', 'lead', 'service', 'property', 'package']);

// Paths that carry a secret (a one-time invite or password reset link): the token is redacted.
const SECRET_PATHS = /^(\/(?:invite|reset-password)\/)[^/?#]+/;

/**
 * The request's address as the log keeps it: the path (a one-time link's token redacted), and the
 * query with personal values redacted.
 */
export function loggedUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATHS, '$1[redacted]');
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return equals === -1 || PLAIN_QUERY_KEYS.has(key) ? pair : `${key}=[redacted]`;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

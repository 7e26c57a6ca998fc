import pino from 'pino';
import type { Logger } from 'pino';
import type { Env } from '#app/lib/env.server.ts';

export type { Logger };

// Drizzle's DrizzleQueryError says "Failed query: <sql>\nparams: <values>" and keeps `params`
// (so does PGlite's own error), and PostgreSQL's `detail` can quote a row ("Key (email)=(…)
// already exists"): the values are a visitor's name, e-mail and phone, or a note a member typed,
// which never go to the log.
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const REDACTED_PARAMS = '\nparams: [redacted]';

/** Removes the query values from a serialized error and from the errors it holds, in place. */
function redactQueryValues(entry: unknown, depth = 0): void {
  if (!entry || typeof entry !== 'object' || depth > 5) return;
  const fields = entry as Record<string, unknown>;
  // The exact line Drizzle wrote (values may hold anything, even what looks like a stack line).
  const exact = Array.isArray(fields.params) ? `\nparams: ${String(fields.params)}` : null;
  for (const key of ['message', 'stack'] as const) {
    const text = fields[key];
    if (typeof text !== 'string') continue;
    fields[key] = redactLinkTokens((exact ? text.replaceAll(exact, REDACTED_PARAMS) : text).replace(PARAMS_LINE, REDACTED_PARAMS));
  }
  if ('params' in fields) delete fields.params;
  if ('detail' in fields) fields.detail = '[redacted]';
  for (const inner of Object.values(fields)) redactQueryValues(inner, depth + 1);
}

/**
 * The `err` serializer of every logger, the request loggers included (pino-http hands it errors
 * already serialized by pino's own serializer, so it takes either).
 */
export function errorSerializer(error: unknown): unknown {
  const serialized: unknown = error instanceof Error ? pino.stdSerializers.err(error) : error;
  redactQueryValues(serialized);
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
    serializers: { err: errorSerializer },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

// Query parameters whose values say nothing about a person (tabs, filters, pages, a lead's id):
// logged as they are. Every other value (a search, an e-mail, a phone number) is logged as
// [redacted].
const PLAIN_QUERY_KEYS = new Set(['tab', 'page', 'status', 'category', 'result', 'form', 'lead', 'service', 'property', 'package']);

// Paths that carry a secret (a one-time invite or password reset link, a customer's quotation, change
// order, pay link or project room). React Router matches
// them in any capitals and percent-encoded too, so they are recognised decoded and lower-cased.
const ONE_TIME_LINK = /^\/+(invite|reset-password|quote|change|pay|room)\/+[^/]/;

// A one-time link's path inside a message ('You made a POST request to "/quote/<token>/pdf"'), in
// any capitals or percent-encoded: the token goes, as it does from the request's address.
const LINK_IN_TEXT = /(\/(?:invite|reset-password|quote|change|pay|room)(?:\/|%2f)+)[^/\s"'`?#<>]+/gi;

/** The text with every one-time link's token replaced by [redacted]. */
export function redactLinkTokens(text: string): string {
  return text.replace(LINK_IN_TEXT, '$1[redacted]');
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** True when the path is a one-time link's page (its token is a secret: no Referer, no log). */
export function isOneTimeLinkPath(pathname: string): boolean {
  return ONE_TIME_LINK.test(decodedPath(pathname).toLowerCase());
}

/**
 * The request's address as the log keeps it: the path (a one-time link's token redacted), and the
 * query with personal values redacted. An absolute address keeps its origin.
 */
export function loggedUrl(rawUrl: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(rawUrl)?.[0] ?? '';
  const rest = rawUrl.slice(origin.length);
  const mark = rest.indexOf('?');
  const pathname = mark === -1 ? rest : rest.slice(0, mark);
  const link = ONE_TIME_LINK.exec(decodedPath(pathname).toLowerCase());
  const shownPath = link ? `/${link[1]}/[redacted]` : pathname;
  if (mark === -1) return `${origin}${shownPath}`;
  const query = rest
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return equals === -1 || PLAIN_QUERY_KEYS.has(key) ? pair : `${key}=[redacted]`;
    })
    .join('&');
  return `${origin}${shownPath}?${query}`;
}

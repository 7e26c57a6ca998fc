import pino from 'pino';
import type { Logger } from 'pino';
import type { Env } from '#app/lib/env.server.ts';

export type { Logger };

/**
 * JSON lines when the output goes to a file or log collector (production), readable lines
 * when a person watches a terminal.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  const pretty = process.stdout.isTTY === true;
  return pino({
    level: env.LOG_LEVEL,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}

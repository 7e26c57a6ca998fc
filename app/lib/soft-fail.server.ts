import { data } from 'react-router';
import type { Logger } from '#app/lib/logger.server.ts';

/**
 * Runs an admin action's work; an unexpected failure (say, the database is unreachable) becomes
 * a 500 answer the dashboard shows as a toast, instead of the error screen that would throw away
 * an open editor. Redirects and other responses thrown by the guard pass through.
 */
export async function softFail<T>(logger: Logger, what: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, `Admin action failed: ${what}`);
    return data(
      { ok: false as const, error: 'Something went wrong on the server. Please try again.' },
      { status: 500, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}

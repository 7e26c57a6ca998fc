import { sql } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';

export type RateLimit = { max: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within `max`.
 * The counter is a row in the database, so every app process on one PostgreSQL shares it.
 */
export async function hitRateLimit(db: Database, key: string, limit: RateLimit, now = new Date()): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const rows = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
        on conflict (key, window_start) do update set count = rate_limits.count + 1
        returning count`,
  );
  const count = Number(rows[0]!.count);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
  return { allowed: count <= limit.max, count, retryAfterSeconds };
}

/** Removes windows that ended long ago (call from a periodic task). */
export async function pruneRateLimits(db: Database, olderThan: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${olderThan.toISOString()}`);
}

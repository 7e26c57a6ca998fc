import { lt, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { rateLimits } from '#db/schema.ts';

export type RateLimit = { max: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within `max`.
 * The counter is a row in the database, so every app process on one PostgreSQL shares it.
 */
export async function hitRateLimit(db: Database, key: string, limit: RateLimit, now = new Date()): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = row!.count;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
  return { allowed: count <= limit.max, count, retryAfterSeconds };
}

/** Removes windows that ended long ago (call from a periodic task). */
export async function pruneRateLimits(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
}

// Sign-in throttling per account and per client address (decision 031). The counters are rows
// in `sign_in_throttles`, changed by single statements, so every app process shares them.
import { and, eq, gt, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { interval } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { signInThrottles } from '#db/schema.ts';

export type ThrottleRules = {
  /** Failures within `failureWindowMs` of each other that lock the subject. */
  maxFailures: number;
  failureWindowMs: number;
  /** First lock; each further lock doubles it, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
  /** A day without failures forgets earlier locks. */
  escalationResetMs: number;
};

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** One staff account: five wrong passwords lock it for 15 minutes, then 30, 60, ... up to a day. */
export const ACCOUNT_RULES: ThrottleRules = {
  maxFailures: 5,
  failureWindowMs: 15 * MINUTE,
  baseLockMs: 15 * MINUTE,
  maxLockMs: 24 * HOUR,
  escalationResetMs: 24 * HOUR,
};

/** One client address, over every e-mail it tries (an office may share one address, so more slack). */
export const IP_RULES: ThrottleRules = { ...ACCOUNT_RULES, maxFailures: 20 };

export const accountSubject = (email: string) => `email:${email}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

const throttles = signInThrottles;

/** Seconds from now (the database's clock) until `time`, as a float8 (a number from both drivers). */
const secondsUntil = (time: SQLWrapper) => sql<number | null>`extract(epoch from ${time} - now())::float8`;

/** Seconds until the longest active lock among `subjects` ends, or null when none is locked. */
export async function activeLock(db: Database, subjects: string[]): Promise<{ retryAfterSeconds: number } | null> {
  const [row] = await db
    .select({ remaining: secondsUntil(max(throttles.lockedUntil)) })
    .from(throttles)
    .where(and(inArray(throttles.subject, subjects), gt(throttles.lockedUntil, sql`now()`)));
  const remaining = row?.remaining;
  if (remaining === null || remaining === undefined) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil(remaining)) };
}

/**
 * Counts one failed sign-in for `subject`. When it reaches the limit, the subject is locked and
 * the failure count starts again; the answer says whether (and for how long) it is now locked.
 */
export async function recordFailure(
  db: Database,
  subject: string,
  rules: ThrottleRules,
): Promise<{ locked: boolean; retryAfterSeconds: number }> {
  if (rules.maxFailures < 2) throw new Error('maxFailures must be at least 2');
  // In ON CONFLICT ... DO UPDATE every expression reads the row as it was before this update.
  const failures = sql`(case when ${throttles.lastFailureAt} < now() - ${interval(rules.failureWindowMs)} then 1 else ${throttles.failures} + 1 end)`;
  const lockouts = sql`(case when ${throttles.lastFailureAt} < now() - ${interval(rules.escalationResetMs)} then 0 else ${throttles.lockouts} end)`;
  const reached = sql`${failures} >= ${rules.maxFailures}`;
  const [row] = await db
    .insert(throttles)
    .values({ subject, failures: 1, lockouts: 0, lockedUntil: null, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: throttles.subject,
      set: {
        failures: sql`case when ${reached} then 0 else ${failures} end`,
        lockouts: sql`case when ${reached} then ${lockouts} + 1 else ${lockouts} end`,
        lockedUntil: sql`case when ${reached}
          then now() + make_interval(secs => least(${rules.maxLockMs / 1000}::float8, ${rules.baseLockMs / 1000}::float8 * power(2, ${lockouts})))
          else ${throttles.lockedUntil} end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({
      remaining: sql<number | null>`case when ${throttles.lockedUntil} > now() then ${secondsUntil(throttles.lockedUntil)} end`,
    });
  const remaining = row?.remaining;
  if (remaining === null || remaining === undefined) return { locked: false, retryAfterSeconds: 0 };
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(remaining)) };
}

/** After a successful sign-in: the account starts afresh; the address keeps its lock history. */
export async function recordSuccess(db: Database, account: string, ip: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.subject, account));
  await db.update(throttles).set({ failures: 0 }).where(eq(throttles.subject, ip));
  // Rows of e-mails nobody signs in with would otherwise stay forever.
  await db
    .delete(throttles)
    .where(
      and(
        lt(throttles.lastFailureAt, sql`now() - interval '2 days'`),
        or(isNull(throttles.lockedUntil), lt(throttles.lockedUntil, sql`now()`)),
      ),
    );
}

/** "15 minutes", "1 hour", "2 hours": how long a lock lasts, for the refusal message. */
export function describeWait(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

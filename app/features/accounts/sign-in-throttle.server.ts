// Sign-in throttling per account and per client address (decisions 031, 064), and of the code
// step of two-step sign-in per account (decision 090). The counters are
// rows in `sign_in_throttles`, changed by single statements, so every app process shares them.
// An attempt is counted (reserved) before its password is checked, in the same statement that
// reads the lock: a burst of parallel attempts gets at most `maxFailures` password checks, and
// locks the subject once.
import { and, eq, gt, inArray, isNull, lt, max, notLike, or, sql } from 'drizzle-orm';
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
const DAY = 24 * HOUR;

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

/**
 * An account as tried from one address: its lock keeps that address out, not the account's owner
 * elsewhere (a stranger cannot lock the real admin out). The address has its own, wider rule.
 */
export const accountSubject = (email: string, ip: string) => `email:${email}|ip:${ip}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

/**
 * The code step of one member's two-step sign-in (decision 090): wrong codes count across
 * sign-ins and addresses until a code is accepted. A right password starts no fresh count, so
 * whoever knows the password gets five codes, then 15 minutes' wait, then 30, 60, ... up to a day.
 * A month without a wrong code forgets them.
 */
export const SECOND_STEP_RULES: ThrottleRules = {
  maxFailures: 5,
  failureWindowMs: 30 * DAY,
  baseLockMs: 15 * MINUTE,
  maxLockMs: 24 * HOUR,
  escalationResetMs: 30 * DAY,
};
export const SECOND_STEP_PREFIX = 'second-step:';
export const secondStepSubject = (userId: string) => `${SECOND_STEP_PREFIX}${userId}`;

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

/** How long the next lock of a subject lasts: the base, doubled per earlier lock, at most the maximum. */
const lockLength = (rules: ThrottleRules, lockouts: SQLWrapper) =>
  sql`make_interval(secs => least(${rules.maxLockMs / 1000}::float8, ${rules.baseLockMs / 1000}::float8 * power(2, ${lockouts})))`;

export type Reservation = { allowed: true; attempt: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt for `subject` before its password is checked, in one statement: a locked
 * subject is refused (nothing changes); an attempt past `maxFailures` within the window locks it
 * (once: the attempts after it find the lock) and is refused; otherwise the attempt may go on,
 * and `attempt` says which one of the window it is.
 */
export async function reserveAttempt(db: Database, subject: string, rules: ThrottleRules): Promise<Reservation> {
  if (rules.maxFailures < 2) throw new Error('maxFailures must be at least 2');
  // In ON CONFLICT ... DO UPDATE every expression reads the row as it was before this update.
  const locked = sql`coalesce(${throttles.lockedUntil} > now(), false)`;
  const attempts = sql`(case when ${throttles.lastFailureAt} < now() - ${interval(rules.failureWindowMs)} then 1 else ${throttles.failures} + 1 end)`;
  const lockouts = sql`(case when ${throttles.lastFailureAt} < now() - ${interval(rules.escalationResetMs)} then 0 else ${throttles.lockouts} end)`;
  const over = sql`${attempts} > ${rules.maxFailures}`;
  const [row] = await db
    .insert(throttles)
    .values({ subject, failures: 1, lockouts: 0, lockedUntil: null, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: throttles.subject,
      set: {
        failures: sql`case when ${locked} then ${throttles.failures} when ${over} then 0 else ${attempts} end`,
        lockouts: sql`case when ${locked} then ${throttles.lockouts} when ${over} then ${lockouts} + 1 else ${lockouts} end`,
        lockedUntil: sql`case when ${locked} then ${throttles.lockedUntil} when ${over} then now() + ${lockLength(rules, lockouts)} else ${throttles.lockedUntil} end`,
        lastFailureAt: sql`case when ${locked} then ${throttles.lastFailureAt} else now() end`,
      },
    })
    .returning({
      failures: throttles.failures,
      remaining: sql<number | null>`case when ${throttles.lockedUntil} > now() then ${secondsUntil(throttles.lockedUntil)} end`,
    });
  const remaining = row?.remaining;
  if (remaining !== null && remaining !== undefined) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remaining)) };
  return { allowed: true, attempt: row?.failures ?? 1 };
}

/**
 * After a wrong password: the attempt was counted already. If it was the last one the window
 * allows, the subject is locked now (unless a parallel attempt locked it first: one lock per
 * burst). Says whether the subject is locked and for how long.
 */
export async function settleFailure(
  db: Database,
  subject: string,
  rules: ThrottleRules,
): Promise<{ locked: boolean; retryAfterSeconds: number }> {
  await db
    .update(throttles)
    .set({
      failures: 0,
      lockouts: sql`${throttles.lockouts} + 1`,
      lockedUntil: sql`now() + ${lockLength(rules, throttles.lockouts)}`,
    })
    .where(
      and(
        eq(throttles.subject, subject),
        sql`${throttles.failures} >= ${rules.maxFailures}`,
        or(isNull(throttles.lockedUntil), lt(throttles.lockedUntil, sql`now()`)),
      ),
    );
  const lock = await activeLock(db, [subject]);
  return lock ? { locked: true, retryAfterSeconds: lock.retryAfterSeconds } : { locked: false, retryAfterSeconds: 0 };
}

/**
 * After a successful sign-in (with two-step sign-in: after the code step): the account starts
 * afresh, and so does its code step when given; the address keeps its lock history.
 */
export async function recordSuccess(db: Database, account: string, ip: string, secondStep?: string): Promise<void> {
  await db.delete(throttles).where(inArray(throttles.subject, secondStep ? [account, secondStep] : [account]));
  await db.update(throttles).set({ failures: 0 }).where(eq(throttles.subject, ip));
  // Rows of e-mails nobody signs in with would otherwise stay forever. A code step's count is
  // kept as long as its rule remembers it.
  await db
    .delete(throttles)
    .where(
      and(
        lt(throttles.lastFailureAt, sql`now() - interval '2 days'`),
        or(isNull(throttles.lockedUntil), lt(throttles.lockedUntil, sql`now()`)),
        or(
          notLike(throttles.subject, `${SECOND_STEP_PREFIX}%`),
          lt(throttles.lastFailureAt, sql`now() - ${interval(SECOND_STEP_RULES.escalationResetMs)}`),
        ),
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

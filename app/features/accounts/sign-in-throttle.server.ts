// Sign-in throttling per account and per client address (decision 031). The counters are rows
// in `sign_in_throttles`, changed by single statements, so every app process shares them.
import { sql } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';

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

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000}::float8)`;

/** Seconds until the longest active lock among `subjects` ends, or null when none is locked. */
export async function activeLock(db: Database, subjects: string[]): Promise<{ retryAfterSeconds: number } | null> {
  const rows = await queryRows<{ remaining: number | string | null }>(
    db,
    sql`select extract(epoch from max(locked_until) - now()) as remaining
        from sign_in_throttles
        where subject in (${sql.join(
          subjects.map((subject) => sql`${subject}`),
          sql`, `,
        )}) and locked_until > now()`,
  );
  const remaining = rows[0]?.remaining;
  if (remaining === null || remaining === undefined) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil(Number(remaining))) };
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
  const failures = sql`(case when t.last_failure_at < now() - ${seconds(rules.failureWindowMs)} then 1 else t.failures + 1 end)`;
  const lockouts = sql`(case when t.last_failure_at < now() - ${seconds(rules.escalationResetMs)} then 0 else t.lockouts end)`;
  const reached = sql`${failures} >= ${rules.maxFailures}`;
  const rows = await queryRows<{ remaining: number | string | null }>(
    db,
    sql`insert into sign_in_throttles as t (subject, failures, lockouts, locked_until, last_failure_at)
        values (${subject}, 1, 0, null, now())
        on conflict (subject) do update set
          failures = case when ${reached} then 0 else ${failures} end,
          lockouts = case when ${reached} then ${lockouts} + 1 else ${lockouts} end,
          locked_until = case when ${reached}
            then now() + make_interval(secs => least(${rules.maxLockMs / 1000}::float8, ${rules.baseLockMs / 1000}::float8 * power(2, ${lockouts})))
            else t.locked_until end,
          last_failure_at = now()
        returning case when locked_until > now() then extract(epoch from locked_until - now()) end as remaining`,
  );
  const remaining = rows[0]?.remaining;
  if (remaining === null || remaining === undefined) return { locked: false, retryAfterSeconds: 0 };
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(Number(remaining))) };
}

/** After a successful sign-in: the account starts afresh; the address keeps its lock history. */
export async function recordSuccess(db: Database, account: string, ip: string): Promise<void> {
  await db.execute(sql`delete from sign_in_throttles where subject = ${account}`);
  await db.execute(sql`update sign_in_throttles set failures = 0 where subject = ${ip}`);
  // Rows of e-mails nobody signs in with would otherwise stay forever.
  await db.execute(
    sql`delete from sign_in_throttles where last_failure_at < now() - interval '2 days' and (locked_until is null or locked_until < now())`,
  );
}

/** "15 minutes", "1 hour", "2 hours": how long a lock lasts, for the refusal message. */
export function describeWait(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

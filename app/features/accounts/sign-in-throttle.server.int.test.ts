import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottles } from '#db/schema.ts';
import {
  ACCOUNT_RULES,
  activeLock,
  describeWait,
  recordSuccess,
  reserveAttempt,
  settleFailure,
} from '#app/features/accounts/sign-in-throttle.server.ts';
import type { ThrottleRules } from '#app/features/accounts/sign-in-throttle.server.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';

describe.each(drivers)('sign-in throttle on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.cleanup());

  /** One wrong password, as sign-in does it: counted first, then settled after the check. */
  async function recordFailure(db: TestDatabase['db'], subject: string, rules: ThrottleRules) {
    const reservation = await reserveAttempt(db, subject, rules);
    if (!reservation.allowed) return { locked: true, retryAfterSeconds: reservation.retryAfterSeconds };
    return settleFailure(db, subject, rules);
  }

  /** Moves a subject's clock back, as if its failures and lock happened `minutes` earlier. */
  async function travel(subject: string, minutes: number) {
    const earlier = sql`make_interval(mins => ${minutes})`;
    await database.db
      .update(signInThrottles)
      .set({
        lastFailureAt: sql`${signInThrottles.lastFailureAt} - ${earlier}`,
        lockedUntil: sql`${signInThrottles.lockedUntil} - ${earlier}`,
      })
      .where(eq(signInThrottles.subject, subject));
  }

  it('locks an account for 15 minutes at the fifth failure, and refuses while locked', async () => {
    const subject = 'email:five@example.com';
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await recordFailure(database.db, subject, ACCOUNT_RULES));
    expect(results.map((result) => result.locked)).toEqual([false, false, false, false, true]);
    expect(results[4]!.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(results[4]!.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    const lock = await activeLock(database.db, [subject, 'ip:192.0.2.1']);
    expect(describeWait(lock!.retryAfterSeconds)).toBe('15 minutes');
    expect(await activeLock(database.db, ['email:other@example.com', 'ip:192.0.2.1'])).toBeNull();
  });

  it('doubles the lock on each repeat, and forgets the history after a quiet day', async () => {
    const subject = 'email:repeat@example.com';
    const lockWith = async () => {
      let last = { locked: false, retryAfterSeconds: 0 };
      for (let i = 0; i < 5; i++) last = await recordFailure(database.db, subject, ACCOUNT_RULES);
      return Math.round(last.retryAfterSeconds / 60);
    };
    expect(await lockWith()).toBe(15);
    await travel(subject, 16);
    expect(await activeLock(database.db, [subject])).toBeNull();
    expect(await lockWith()).toBe(30);
    await travel(subject, 31);
    expect(await lockWith()).toBe(60);
    await travel(subject, 25 * 60);
    expect(await lockWith()).toBe(15);
  });

  it('forgets failures spread wider than the window', async () => {
    const subject = 'email:slow@example.com';
    for (let i = 0; i < 4; i++) await recordFailure(database.db, subject, ACCOUNT_RULES);
    await travel(subject, 20);
    expect((await recordFailure(database.db, subject, ACCOUNT_RULES)).locked).toBe(false);
    const [row] = await database.db
      .select({ failures: signInThrottles.failures })
      .from(signInThrottles)
      .where(eq(signInThrottles.subject, subject));
    expect(row!.failures).toBe(1);
  });

  it('lets a burst of 30 parallel attempts through to at most five password checks, and locks once', async () => {
    const subject = 'email:burst@example.com|ip:192.0.2.30';
    const reservations = await Promise.all(Array.from({ length: 30 }, () => reserveAttempt(database.db, subject, ACCOUNT_RULES)));
    const allowed = reservations.filter((reservation) => reservation.allowed);
    expect(allowed).toHaveLength(5);
    expect(allowed.map((reservation) => (reservation.allowed ? reservation.attempt : 0)).toSorted()).toEqual([1, 2, 3, 4, 5]);
    // The five checks fail afterwards: the lock the burst set stays the only one.
    await Promise.all(allowed.map(() => settleFailure(database.db, subject, ACCOUNT_RULES)));
    const [row] = await database.db
      .select({ lockouts: signInThrottles.lockouts, remaining: sql<number>`extract(epoch from locked_until - now())::float8` })
      .from(signInThrottles)
      .where(eq(signInThrottles.subject, subject));
    expect(row!.lockouts).toBe(1);
    expect(row!.remaining).toBeLessThanOrEqual(15 * 60);
    expect(row!.remaining).toBeGreaterThan(14 * 60);
  });

  it('clears the account after a success but keeps the address history', async () => {
    const account = 'email:good@example.com';
    const ip = 'ip:198.51.100.20';
    for (let i = 0; i < 3; i++) {
      await recordFailure(database.db, account, ACCOUNT_RULES);
      await recordFailure(database.db, ip, ACCOUNT_RULES);
    }
    await recordSuccess(database.db, account, ip);
    const rows = await database.db
      .select({ subject: signInThrottles.subject, failures: signInThrottles.failures })
      .from(signInThrottles)
      .where(inArray(signInThrottles.subject, [account, ip]));
    expect(rows).toEqual([{ subject: ip, failures: 0 }]);
  });
});

describe('describeWait', () => {
  it('says minutes under an hour and whole hours above', () => {
    expect(describeWait(30)).toBe('1 minute');
    expect(describeWait(14 * 60 + 1)).toBe('15 minutes');
    expect(describeWait(3600)).toBe('1 hour');
    expect(describeWait(3 * 3600 - 10)).toBe('3 hours');
  });
});

// The notification outbox's queries (ARCHITECTURE.md "Notifications"): claim due jobs, each with
// its lead, so that no two processes send one at the same time; and record what became of them.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, notificationJobs } from '#db/schema.ts';
import type { Lead, NotificationJob } from '#db/schema.ts';

export type Channel = 'email' | 'webhook';

export type ClaimedJob = Pick<NotificationJob, 'id' | 'leadId' | 'attempts' | 'createdAt' | 'emailSentAt' | 'webhookSentAt'> & {
  lead: Lead;
};

// The database's clock, not this process's: every process agrees on what is due.
const now = sql`now()`;
const inMs = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

const sentAtColumn = { email: 'emailSentAt', webhook: 'webhookSentAt' } as const satisfies Record<Channel, keyof NotificationJob>;

/** Pending jobs whose time has come and that no live claim holds; locked, skipping those another process holds. */
function dueJobIds(db: Database, limit: number) {
  const { status, nextAttemptAt, lockedUntil } = notificationJobs;
  return db
    .select({ id: notificationJobs.id })
    .from(notificationJobs)
    .where(and(eq(status, 'pending'), lte(nextAttemptAt, now), or(isNull(lockedUntil), lte(lockedUntil, now))))
    .orderBy(asc(nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Claims up to `limit` due jobs for `leaseMs` (counting the attempt), each with its lead. */
export function claimDueJobs(db: Database, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<ClaimedJob[]> {
  const job = notificationJobs;
  return db
    .update(job)
    .set({ lockedUntil: inMs(leaseMs), attempts: sql`${job.attempts} + 1`, updatedAt: now })
    .from(contactSubmissions)
    .where(and(eq(job.leadId, contactSubmissions.id), inArray(job.id, dueJobIds(db, limit))))
    .returning({
      id: job.id,
      leadId: job.leadId,
      attempts: job.attempts,
      createdAt: job.createdAt,
      emailSentAt: job.emailSentAt,
      webhookSentAt: job.webhookSentAt,
      lead: contactSubmissions,
    });
}

/**
 * Extends a claimed job's lease just before a send, and says whether this process still holds
 * it: a claim is this process's while the job's attempt count is the one it claimed with (a
 * process that claims the job after the lease ran out counts one more attempt).
 */
export async function renewClaim(db: Database, job: Pick<ClaimedJob, 'id' | 'attempts'>, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(notificationJobs)
    .set({ lockedUntil: inMs(leaseMs) })
    .where(and(eq(notificationJobs.id, job.id), eq(notificationJobs.attempts, job.attempts), eq(notificationJobs.status, 'pending')))
    .returning({ id: notificationJobs.id });
  return renewed.length > 0;
}

/**
 * One channel was delivered: recorded at once, so a retry never sends it again. `done` when it
 * was the last channel the job owed.
 */
export async function recordChannelSent(db: Database, jobId: string, channel: Channel, done: boolean): Promise<void> {
  await db
    .update(notificationJobs)
    .set({ [sentAtColumn[channel]]: now, updatedAt: now, ...(done ? { status: 'sent' as const, lockedUntil: null } : {}) })
    .where(eq(notificationJobs.id, jobId));
}

/** Every channel was delivered already (by earlier attempts). */
export async function recordSent(db: Database, jobId: string): Promise<void> {
  await db.update(notificationJobs).set({ status: 'sent', lockedUntil: null, updatedAt: now }).where(eq(notificationJobs.id, jobId));
}

export async function recordRetry(db: Database, jobId: string, lastError: string, delayMs: number): Promise<void> {
  await db
    .update(notificationJobs)
    .set({ lastError, lockedUntil: null, nextAttemptAt: inMs(delayMs), updatedAt: now })
    .where(eq(notificationJobs.id, jobId));
}

export async function recordFailed(db: Database, jobId: string, lastError: string): Promise<void> {
  await db
    .update(notificationJobs)
    .set({ status: 'failed', lastError, lockedUntil: null, updatedAt: now })
    .where(eq(notificationJobs.id, jobId));
}

/** Hands claimed jobs back untried (on shutdown), instead of leaving them locked for a lease. */
export async function releaseJobs(db: Database, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .update(notificationJobs)
    .set({ lockedUntil: null, attempts: sql`${notificationJobs.attempts} - 1` })
    .where(inArray(notificationJobs.id, jobIds));
}

/** With no channel configured, due jobs (left by an earlier configuration) are marked skipped; returns how many. */
export async function skipDueJobs(db: Database, limit: number): Promise<number> {
  const skipped = await db
    .update(notificationJobs)
    .set({ status: 'skipped', updatedAt: now })
    .where(inArray(notificationJobs.id, dueJobIds(db, limit)))
    .returning({ id: notificationJobs.id });
  return skipped.length;
}

// The lead-notification queue on the job engine (decision 080): its defaults, the job row the
// lead store writes with each lead, the per-channel delivery record, and the move of jobs left in
// the old notification_jobs outbox into the engine.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { QueueOptions } from 'pg-boss';
import type { Database } from '#db/database.ts';
import { leadEvents } from '#db/schema.ts';
import { JOBS_SCHEMA } from '#app/lib/jobs.server.ts';
import { DEFAULT_RETRY } from '#app/features/intake/notifications/retry.ts';
import type { RetryPolicy } from '#app/features/intake/notifications/retry.ts';

export const NOTIFICATION_QUEUE = 'lead-notification';

/** A claim held this long without finishing is taken back (its process died): longer than the slowest send. */
export const NOTIFICATION_EXPIRE_SECONDS = 120;

/**
 * The claims beat while their mail is sent; the worker takes over one that falls silent within
 * about 15 s (jobs.server.ts, `takeOver`, decision 148). pg-boss's own check fails a claim silent
 * this long, with the retry delay: the backstop, never first.
 */
export const NOTIFICATION_HEARTBEAT_SECONDS = 30;

/** Generous: the handler itself gives up once the policy's time has run out (retry.ts). */
const RETRY_LIMIT = 200;

/** The queue's defaults: 30 s doubling to 1 h between attempts, claims that beat, jobs kept a week after they are done. */
export function notificationQueueOptions(retry: RetryPolicy = DEFAULT_RETRY, claimSeconds = NOTIFICATION_EXPIRE_SECONDS): QueueOptions {
  return {
    retryLimit: RETRY_LIMIT,
    retryDelay: Math.max(1, Math.round(retry.firstDelayMs / 1000)),
    retryBackoff: true,
    retryDelayMax: Math.max(1, Math.round(retry.maxDelayMs / 1000)),
    expireInSeconds: claimSeconds,
    heartbeatSeconds: NOTIFICATION_HEARTBEAT_SECONDS,
    retentionSeconds: 14 * 86_400,
    deleteAfterSeconds: 7 * 86_400,
  };
}

const job = sql.raw(`${JOBS_SCHEMA}.job`);
const queue = sql.raw(`${JOBS_SCHEMA}.queue`);

/**
 * Inserts one notification job per lead id that `leadIds` (a query of one `id` column) yields,
 * with the queue's defaults; a job whose id exists is left alone. The job's id is the lead's,
 * so a lead has one notification job however often it is written. Raw SQL: the lead store runs
 * it inside the statement that stores the leads (one transaction, decision 080). The job table
 * refers to its queue, so with no queue the statement fails (and the lead is spooled).
 */
export function insertNotificationJobs(leadIds: SQL): SQL {
  return sql`insert into ${job} (id, name, data, retry_limit, retry_delay, retry_backoff, retry_delay_max,
      expire_seconds, deletion_seconds, keep_until, policy, heartbeat_seconds, dead_letter)
    select ids.id, q.name, jsonb_build_object('leadId', ids.id), q.retry_limit, q.retry_delay, q.retry_backoff,
      q.retry_delay_max, q.expire_seconds, q.deletion_seconds, now() + q.retention_seconds * interval '1 second',
      q.policy, q.heartbeat_seconds, q.dead_letter
    from (${leadIds}) ids cross join (select * from ${queue} where name = ${NOTIFICATION_QUEUE}) q
    on conflict do nothing`;
}

/** The `on conflict` target of the one-'notified'-event-per-channel index (migration 0011). */
export const notifiedOnce = sql`(${sql.identifier(leadEvents.leadId.name)}, (${sql.identifier(leadEvents.details.name)} ->> 'channel')) where ${sql.identifier(leadEvents.kind.name)} = 'notified'`;

/**
 * Moves the jobs still pending in the old outbox (notification_jobs, before decision 080) into
 * the engine, and records the channels they had delivered as 'notified' events so those are not
 * sent again. One statement, so a crash leaves either all of it or none; run at every start, it
 * finds nothing the second time. Returns how many jobs moved.
 */
export async function moveOutboxJobs(db: Database): Promise<number> {
  const moved = await db.execute<{ n: number }>(sql`
    with moved as (
      delete from notification_jobs where status = 'pending'
      returning lead_id, attempts, email_sent_at, webhook_sent_at
    ),
    sent as (
      insert into lead_events (lead_id, kind, details, created_at)
      select lead_id, 'notified', jsonb_build_object('channel', 'email', 'attempts', attempts), email_sent_at from moved where email_sent_at is not null
      union all
      select lead_id, 'notified', jsonb_build_object('channel', 'webhook', 'attempts', attempts), webhook_sent_at from moved where webhook_sent_at is not null
      on conflict ${notifiedOnce} do nothing
    ),
    jobs as (${insertNotificationJobs(sql`select distinct lead_id as id from moved`)} returning id)
    select count(*)::int as n from jobs`);
  return moved.rows[0]?.n ?? 0;
}

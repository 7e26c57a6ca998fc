// Delivers lead notifications on the job engine (decision 080): the lead store writes one job per
// lead (its id is the lead's); a worker in every process takes due jobs, sends what each lead is
// still owed on every configured channel, and records each delivery as the lead's 'notified'
// event (one per channel, by a unique index), so a retry never sends a channel twice. A failed
// attempt is retried by the engine with backoff; what staff are told is built in payload.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import type { NotificationChannelName } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents } from '#db/schema.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import type { EngineJob, JobEngine } from '#app/lib/jobs.server.ts';
import type { NotificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import { notificationPayload } from '#app/features/intake/notifications/payload.ts';
import type { NotificationPayload } from '#app/features/intake/notifications/payload.ts';
import {
  moveOutboxJobs,
  NOTIFICATION_QUEUE,
  notificationQueueOptions,
  notifiedOnce,
} from '#app/features/intake/notifications/queue.server.ts';
import { DEFAULT_RETRY, nextRetryDelay, reportsFailure } from '#app/features/intake/notifications/retry.ts';
import type { RetryPolicy } from '#app/features/intake/notifications/retry.ts';
import { createEmailSender } from '#app/features/intake/notifications/send-email.server.ts';
import { sendWebhook, WEBHOOK_TIMEOUT_MS } from '#app/features/intake/notifications/webhook.server.ts';

type Channel = NotificationChannelName;

export type WorkerOptions = {
  db: Database;
  jobs: JobEngine;
  logger: Logger;
  channels: NotificationChannels;
  retry?: RetryPolicy;
  /** How often to look for due jobs when nobody wakes the worker (seconds). */
  pollSeconds?: number;
  webhookTimeoutMs?: number;
  /** How many notifications this process sends at the same time (the SMTP pool keeps as many connections). */
  concurrency?: number;
  /** How long a claim holds a job (queue.server.ts); shorter only in tests. */
  claimSeconds?: number;
};

export type NotificationWorker = {
  /** Looks for due jobs at once (after a lead was stored). */
  wake(): void;
  /** Takes no more jobs, waits for those running, closes the SMTP connections. */
  stop(): Promise<void>;
};

/** `jobId` names the notification the same way on every attempt (Message-ID, Idempotency-Key). */
type Sender = { channel: Channel; send: (payload: NotificationPayload, jobId: string) => Promise<void> };

const DEFAULT_CONCURRENCY = 16;
const channelNames: Record<Channel, string> = { email: 'e-mail', webhook: 'webhook' };

/** The channels a lead has been notified on already. */
async function notifiedChannels(db: Database, leadId: string): Promise<Set<string>> {
  const rows = await db
    .select({ details: leadEvents.details })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'notified')));
  return new Set(rows.map((row) => (row.details as { channel?: string }).channel ?? ''));
}

async function recordNotified(db: Database, leadId: string, channel: Channel, attempts: number): Promise<void> {
  const { details } = leadEvent(leadId, 'notified', { channel, attempts });
  // Raw: the conflict target is an expression index with a predicate, which the builder cannot name.
  await db.execute(
    sql`insert into ${leadEvents} (lead_id, kind, details) values (${leadId}, 'notified', ${JSON.stringify(details)}::jsonb)
        on conflict ${notifiedOnce} do nothing`,
  );
}

/** Registers the worker on the engine: moves the old outbox's jobs in, then takes jobs. */
export async function startNotificationWorker({
  db,
  jobs,
  logger,
  channels,
  retry = DEFAULT_RETRY,
  pollSeconds = 2,
  webhookTimeoutMs = WEBHOOK_TIMEOUT_MS,
  concurrency = DEFAULT_CONCURRENCY,
  claimSeconds,
}: WorkerOptions): Promise<NotificationWorker> {
  const { siteUrl, webhook } = channels;
  const email = channels.email && createEmailSender(channels.email, siteUrl, { connections: concurrency });
  const senders: Sender[] = [];
  if (email) senders.push({ channel: 'email', send: email.send });
  if (webhook) {
    senders.push({ channel: 'webhook', send: (payload, jobId) => sendWebhook(webhook, payload, siteUrl, webhookTimeoutMs, jobId) });
  }
  /** Channels sent whose record the database did not take: recorded before anything else is sent. */
  const held: Array<{ leadId: string; channel: Channel; attempts: number }> = [];
  let recording: Promise<void> | null = null;

  async function writeHeld(): Promise<void> {
    while (held.length > 0) {
      const { leadId, channel, attempts } = held[0]!;
      await recordNotified(db, leadId, channel, attempts);
      held.shift();
    }
  }

  /** One at a time (the jobs of a batch run side by side): each held record is written, then dropped. */
  function recordHeld(): Promise<void> {
    // `finally` runs after the assignment (a callback), so a finished write never stays in `recording`.
    recording ??= writeHeld().finally(() => {
      recording = null;
    });
    return recording;
  }

  async function deliver(job: EngineJob<{ leadId: string }>): Promise<void> {
    await recordHeld();
    const leadId = job.data.leadId;
    const [lead] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, leadId));
    if (!lead) return; // deleted since: nothing to tell
    const log = { leadId, attempts: job.attempt };
    if (senders.length === 0) {
      // Left by an earlier configuration: recorded as skipped, once.
      const [recorded] = await db
        .select({ id: leadEvents.id })
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, leadId), inArray(leadEvents.kind, ['notified', 'notification_skipped'])))
        .limit(1);
      if (!recorded) await db.insert(leadEvents).values(leadEvent(leadId, 'notification_skipped', {}));
      return;
    }
    const done = await notifiedChannels(db, leadId);
    const payload = notificationPayload(lead);
    const errors: Array<{ channel: Channel; message: string }> = [];
    for (const { channel, send } of senders.filter((sender) => !done.has(sender.channel))) {
      // The fence: a job whose claim expired and that another process took over is left to it.
      if (!(await jobs.stillHeld(job))) {
        logger.warn({ leadId }, 'Another process took over a lead notification; left to it');
        return;
      }
      try {
        await send(payload, job.id);
      } catch (error) {
        errors.push({ channel, message: (error as Error).message.slice(0, 500) });
        continue;
      }
      try {
        await recordNotified(db, leadId, channel, job.attempt);
      } catch (error) {
        // Sent but not recorded: kept here and recorded first once the database answers, never sent again.
        held.push({ leadId, channel, attempts: job.attempt });
        throw error;
      }
    }
    if (errors.length === 0) {
      logger.info(log, 'Lead notification sent');
      return;
    }
    const summary = errors.map(({ channel, message }) => `${channelNames[channel]}: ${message}`).join('; ');
    const final = nextRetryDelay({ attempts: job.attempt, createdAt: lead.createdAt }, retry) === null;
    if (reportsFailure(job.attempt, final)) {
      await db
        .insert(leadEvents)
        .values(
          errors.map(({ channel, message }) =>
            leadEvent(leadId, 'notification_failed', { channel, error: message, attempts: job.attempt, final }),
          ),
        );
    }
    if (final) {
      logger.error({ ...log, error: summary }, 'Lead notification failed for good');
      return; // the job is done: its 'final' event is the record
    }
    logger.warn({ ...log, error: summary }, 'Lead notification failed; will retry');
    throw new Error(summary);
  }

  await jobs.defineQueue(NOTIFICATION_QUEUE, notificationQueueOptions(retry, claimSeconds));
  const moved = await moveOutboxJobs(db);
  if (moved > 0) logger.info({ count: moved }, 'Moved pending lead notifications from the old outbox to the job engine');
  // A lead whose process died in the middle of its mail goes out from another within about 15 s
  // (decision 148), not after its claim's expiry.
  const worker = await jobs.work(NOTIFICATION_QUEUE, deliver, { concurrency, pollSeconds, takeOver: true });
  // As soon as the database is back (decision 148), not only at this process's next job: another
  // process that takes the job over then finds the channel recorded and does not send it again.
  const recordHeldSoon = setInterval(() => {
    if (held.length > 0) recordHeld().catch(() => {});
  }, 1000);
  recordHeldSoon.unref();
  return {
    wake: () => (senders.length > 0 ? worker.wake() : undefined),
    stop: async () => {
      clearInterval(recordHeldSoon);
      await worker.stop().catch(() => {});
      email?.close();
    },
  };
}

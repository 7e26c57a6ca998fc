// Delivers the notification outbox (ARCHITECTURE.md "Notifications"): a worker in every process
// claims due jobs with their leads, sends what each still owes on every configured channel, and
// records the outcome; failures are retried with backoff. Queries in jobs.server.ts, what the
// notification says in payload.ts, the timing in poller.ts.
import type { Database } from '#db/database.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import type { NotificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import {
  claimDueJobs,
  recordChannelSent,
  recordFailed,
  recordRetry,
  recordSent,
  releaseJobs,
  renewClaim,
  skipDueJobs,
} from '#app/features/intake/notifications/jobs.server.ts';
import type { Channel, ClaimedJob } from '#app/features/intake/notifications/jobs.server.ts';
import { notificationPayload } from '#app/features/intake/notifications/payload.ts';
import type { NotificationPayload } from '#app/features/intake/notifications/payload.ts';
import { Poller } from '#app/features/intake/notifications/poller.ts';
import { DEFAULT_RETRY, nextRetryDelay } from '#app/features/intake/notifications/retry.ts';
import type { RetryPolicy } from '#app/features/intake/notifications/retry.ts';
import { createEmailSender } from '#app/features/intake/notifications/send-email.server.ts';
import { sendWebhook, WEBHOOK_TIMEOUT_MS } from '#app/features/intake/notifications/webhook.server.ts';

/** After a lead is stored, the worker looks for due jobs this much later (leads in a burst go together). */
const WAKE_DELAY_MS = 100;
/** Jobs marked skipped per statement when no channel is configured. */
const SKIP_BATCH = 500;

export type WorkerOptions = {
  db: Database;
  logger: Logger;
  channels: NotificationChannels;
  retry?: RetryPolicy;
  /** How often to look for due jobs when nobody wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claim holds a job; longer than the slowest send (SMTP timeouts plus the webhook's 5 s). */
  leaseMs?: number;
  webhookTimeoutMs?: number;
  /** How many jobs of a batch are sent at the same time (the SMTP pool keeps as many connections). */
  concurrency?: number;
};

export type NotificationWorker = {
  /** Claims and handles the due jobs once; resolves with how many were handled. */
  runOnce(): Promise<number>;
  /** Looks for due jobs soon (after a lead was stored). */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
};

/** `jobId` names the notification the same way on every attempt (Message-ID, Idempotency-Key). */
type Sender = { channel: Channel; send: (payload: NotificationPayload, jobId: string) => Promise<void> };

const DEFAULT_CONCURRENCY = 4;

const channelNames: Record<Channel, string> = { email: 'e-mail', webhook: 'webhook' };

export function createNotificationWorker({
  db,
  logger,
  channels,
  retry = DEFAULT_RETRY,
  pollMs = 5000,
  batchSize = 20,
  leaseMs = 120_000,
  webhookTimeoutMs = WEBHOOK_TIMEOUT_MS,
  concurrency = DEFAULT_CONCURRENCY,
}: WorkerOptions): NotificationWorker {
  const { siteUrl, webhook } = channels;
  const email = channels.email && createEmailSender(channels.email, siteUrl, { connections: concurrency });
  const senders: Sender[] = [];
  if (email) senders.push({ channel: 'email', send: email.send });
  if (webhook) {
    senders.push({ channel: 'webhook', send: (payload, jobId) => sendWebhook(webhook, payload, siteUrl, webhookTimeoutMs, jobId) });
  }
  let stopping = false;
  /** Channels sent whose record the database did not take: recorded before anything new is claimed. */
  const held: Array<{ jobId: string; channel: Channel; done: boolean }> = [];

  async function recordHeld(): Promise<void> {
    while (held.length > 0) {
      const { jobId, channel, done } = held[0]!;
      await recordChannelSent(db, jobId, channel, done);
      held.shift();
    }
  }

  /** Sends what the job still owes (a channel that succeeded on an earlier attempt is never sent again) and records it. */
  async function deliver(job: ClaimedJob): Promise<void> {
    const payload = notificationPayload(job.lead);
    const owed = senders.filter(({ channel }) => !(channel === 'email' ? job.emailSentAt : job.webhookSentAt));
    const errors: string[] = [];
    for (const [index, { channel, send }] of owed.entries()) {
      // The lease runs from now; a job another process took over meanwhile is left to it.
      if (!(await renewClaim(db, job, leaseMs))) {
        logger.warn({ leadId: job.leadId }, 'Another process took over a lead notification; left to it');
        return;
      }
      try {
        await send(payload, job.id);
      } catch (error) {
        errors.push(`${channelNames[channel]}: ${(error as Error).message}`);
        continue;
      }
      const done = errors.length === 0 && index === owed.length - 1;
      try {
        await recordChannelSent(db, job.id, channel, done);
      } catch (error) {
        // Sent but not recorded: kept here and recorded first once the database answers, never sent again.
        held.push({ jobId: job.id, channel, done });
        throw error;
      }
    }
    const log = { leadId: job.leadId, attempts: job.attempts };
    if (errors.length === 0) {
      if (owed.length === 0) await recordSent(db, job.id);
      logger.info(log, 'Lead notification sent');
      return;
    }
    const lastError = errors.join('; ').slice(0, 1000);
    const delay = nextRetryDelay(job, retry);
    if (delay === null) {
      await recordFailed(db, job.id, lastError);
      logger.error({ ...log, error: lastError }, 'Lead notification failed for good');
    } else {
      await recordRetry(db, job.id, lastError, delay);
      logger.warn({ ...log, retryInMs: delay, error: lastError }, 'Lead notification failed; will retry');
    }
  }

  async function runOnce(): Promise<number> {
    if (senders.length === 0) {
      const skipped = await skipDueJobs(db, SKIP_BATCH);
      if (skipped > 0) {
        logger.info({ count: skipped }, 'No notification channel configured (SMTP_URL, NOTIFY_WEBHOOK_URL); lead notifications skipped');
      }
      return skipped;
    }
    await recordHeld();
    const jobs = await claimDueJobs(db, { limit: batchSize, leaseMs });
    // A few jobs at a time; after a failed record (or while stopping) no further job starts.
    let next = 0;
    let halted = false;
    const lane = async () => {
      while (!halted && !stopping && next < jobs.length) {
        const job = jobs[next++]!;
        try {
          await deliver(job);
        } catch (error) {
          // The database went away mid-job: what was sent is recorded at the next run.
          halted = true;
          logger.error({ err: error, leadId: job.leadId }, 'Could not record a lead notification; the rest of the batch waits');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
    if (next < jobs.length) {
      // Hand the jobs not started back at once (if that fails too, their claims expire).
      await releaseJobs(
        db,
        jobs.slice(next).map((rest) => rest.id),
      ).catch(() => {});
    }
    return next;
  }

  const poller = new Poller({
    run: runOnce,
    pollMs,
    fullRun: batchSize,
    wakeDelayMs: WAKE_DELAY_MS,
    onError: (error) => logger.warn({ err: error }, 'Could not claim lead notifications'),
  });

  return {
    runOnce,
    // Without a channel there is nothing to send; leads are stored with their job skipped.
    wake: () => (senders.length > 0 ? poller.wake() : undefined),
    start: () => poller.start(),
    stop: async () => {
      stopping = true;
      await poller.stop();
      email?.close();
    },
  };
}

// The lead feature's background work, started with the server's services and stopped with them:
// the spool (at once, before the database answers), then the spool replayer, the notification
// worker and the pruning of old rate-limit windows, a recurring job (once it does; both on the
// job engine, decision 080). It also hands the request path
// what it needs from them (lead service: submitLead).
import type { BackgroundTask, LocalTask } from '#app/lib/services.server.ts';
import { runningTask } from '#app/lib/services.server.ts';
import { pruneRateLimits } from '#app/lib/rate-limit.server.ts';
import { hasChannel, notificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import { startNotificationWorker } from '#app/features/intake/notifications/worker.server.ts';
import { countUnstoredLeads } from '#app/features/intake/unstored-leads.server.ts';
import { LeadSpool, startSpoolReplayer } from '#app/features/intake/spool.server.ts';

/** The recurring job that deletes old rate-limit windows, every 10 minutes. */
export const PRUNE_RATE_LIMITS_JOB = 'prune-rate-limits';
const PRUNE_CRON = '*/10 * * * *';
const KEEP_RATE_LIMITS_MS = 24 * 3_600_000;

export type LeadSpoolService = {
  /** This process's spool in DATA_DIR (one per process: appends and replays take turns). */
  spool: LeadSpool;
  stop(): Promise<void>;
};

/** The spool needs only the disk: leads are taken from the moment the server listens (decision 058). */
export const leadSpoolTask: LocalTask<LeadSpoolService> = {
  name: 'lead-spool',
  start: ({ env, logger }) => {
    const spool = new LeadSpool(env.DATA_DIR, logger);
    return { spool, stop: () => spool.settle() };
  },
};

export type LeadServices = {
  /** False when no notification channel is configured: leads are stored with their job skipped. */
  notify: boolean;
  /** Tells the worker a lead was stored, so staff hear of it at once. */
  wakeNotifications(): void;
  health(): Promise<{ unstoredLeads: number }>;
  stop(): Promise<void>;
};

export const leadBackgroundTask: BackgroundTask<LeadServices> = {
  name: 'leads',
  start: async ({ env, logger, db, jobs }) => {
    const { spool } = runningTask(leadSpoolTask);
    const channels = notificationChannels(env);
    if (!hasChannel(channels)) {
      logger.warn('Lead notifications are off: set SMTP_URL and NOTIFY_EMAIL_TO, or NOTIFY_WEBHOOK_URL (leads are still stored)');
    }
    // Before the replayer: a spooled lead is stored with its job, which needs the queue.
    const worker = await startNotificationWorker({ db, jobs, logger, channels });
    const replayer = startSpoolReplayer({ spool, db, logger });

    await jobs.schedule(PRUNE_RATE_LIMITS_JOB, PRUNE_CRON);
    await jobs.work(PRUNE_RATE_LIMITS_JOB, async () => {
      await pruneRateLimits(db, new Date(Date.now() - KEEP_RATE_LIMITS_MS));
    });

    return {
      notify: hasChannel(channels),
      wakeNotifications: () => worker.wake(),
      // /healthz: leads kept for staff because they could not be stored (never personal data).
      health: async () => ({ unstoredLeads: await countUnstoredLeads(db) }),
      // The engine has stopped its workers already (app/lib/services.server.ts).
      stop: async () => {
        await Promise.all([replayer.stop(), worker.stop()]);
      },
    };
  },
};

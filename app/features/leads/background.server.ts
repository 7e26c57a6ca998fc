// The lead feature's background work, started with the server's services and stopped with them:
// the spool replayer, the notification worker and the pruning of old rate-limit windows. It also
// hands the request path what it needs from them (lead service: submitLead).
import type { BackgroundTask } from '#app/lib/services.server.ts';
import { pruneRateLimits } from '#app/lib/rate-limit.server.ts';
import { hasChannel, notificationChannels } from '#app/features/leads/notifications/channels.server.ts';
import { createNotificationWorker } from '#app/features/leads/notifications/worker.server.ts';
import { LeadSpool, startSpoolReplayer } from '#app/features/leads/spool.server.ts';

const PRUNE_EVERY_MS = 10 * 60_000;
const KEEP_RATE_LIMITS_MS = 24 * 3_600_000;

export type LeadServices = {
  /** This process's spool in DATA_DIR (one per process: appends and replays take turns). */
  spool: LeadSpool;
  /** False when no notification channel is configured: leads are stored with their job skipped. */
  notify: boolean;
  /** Tells the worker a lead was stored, so staff hear of it at once. */
  wakeNotifications(): void;
  stop(): Promise<void>;
};

export const leadBackgroundTask: BackgroundTask<LeadServices> = {
  name: 'leads',
  start: ({ env, logger, db }) => {
    const spool = new LeadSpool(env.DATA_DIR, logger);
    const replayer = startSpoolReplayer({ spool, db, logger });

    const channels = notificationChannels(env);
    if (!hasChannel(channels)) {
      logger.warn('Lead notifications are off: set SMTP_URL and NOTIFY_EMAIL_TO, or NOTIFY_WEBHOOK_URL (leads are still stored)');
    }
    const worker = createNotificationWorker({ db, logger, channels });
    worker.start();

    const prune = setInterval(() => {
      pruneRateLimits(db, new Date(Date.now() - KEEP_RATE_LIMITS_MS)).catch((error: unknown) =>
        logger.warn({ err: error }, 'Could not prune old rate-limit counters'),
      );
    }, PRUNE_EVERY_MS);
    prune.unref();

    return {
      spool,
      notify: hasChannel(channels),
      wakeNotifications: () => worker.wake(),
      stop: async () => {
        clearInterval(prune);
        await Promise.all([replayer.stop(), worker.stop()]);
      },
    };
  },
};

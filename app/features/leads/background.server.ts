// The lead feature's background work, started with the server's services and stopped with them:
// the spool replayer, the notification worker and the pruning of old rate-limit windows.
import type { BackgroundTask } from '#app/lib/services.server.ts';
import { pruneRateLimits } from '#app/lib/rate-limit.server.ts';
import { createNotificationWorker, registerWorker } from '#app/features/leads/notifications/notify.server.ts';
import { leadSpool, startSpoolReplayer } from '#app/features/leads/spool.server.ts';

const PRUNE_EVERY_MS = 10 * 60_000;
const KEEP_RATE_LIMITS_MS = 24 * 3_600_000;

export const leadBackgroundTasks: BackgroundTask = ({ env, logger, db }) => {
  const replayer = startSpoolReplayer({ spool: leadSpool(env.DATA_DIR, logger), db, logger });

  const emailTo = env.NOTIFY_EMAIL_TO ?? [];
  if (!(env.SMTP_URL && emailTo.length > 0) && !env.NOTIFY_WEBHOOK_URL) {
    logger.warn('Lead notifications are off: set SMTP_URL and NOTIFY_EMAIL_TO, or NOTIFY_WEBHOOK_URL (leads are still stored)');
  }
  const worker = createNotificationWorker({
    db,
    logger,
    config: {
      siteUrl: env.SITE_URL,
      smtpUrl: env.SMTP_URL,
      emailTo,
      emailFrom: env.NOTIFY_EMAIL_FROM,
      webhookUrl: env.NOTIFY_WEBHOOK_URL,
    },
  });
  const unregister = registerWorker(worker);
  worker.start();

  const prune = setInterval(() => {
    pruneRateLimits(db, new Date(Date.now() - KEEP_RATE_LIMITS_MS)).catch((error: unknown) =>
      logger.warn({ err: error }, 'Could not prune old rate-limit counters'),
    );
  }, PRUNE_EVERY_MS);
  prune.unref();

  return {
    stop: async () => {
      clearInterval(prune);
      unregister();
      await Promise.all([replayer.stop(), worker.stop()]);
    },
  };
};

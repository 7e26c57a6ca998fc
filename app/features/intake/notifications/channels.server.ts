// Which channels this server notifies staff on, worked out once from the configuration at start
// and handed to whoever needs it: the lead service (a lead's job is 'skipped' when there is none)
// and the worker (which sends on each).
import type { Env } from '#app/lib/env.server.ts';
import { mailSender } from '#app/lib/mail.server.ts';

export type EmailChannel = { smtpUrl: string; to: string[]; from: string };
/** `secret` signs each request (an HMAC over the timestamp and the body). */
export type WebhookChannel = { url: string; secret: string };

export type NotificationChannels = {
  /** The site's origin, for the link to the lead in the admin. */
  siteUrl: string;
  email: EmailChannel | null;
  webhook: WebhookChannel | null;
};

export type NotifyEnv = Pick<
  Env,
  'SITE_URL' | 'SMTP_URL' | 'NOTIFY_EMAIL_TO' | 'NOTIFY_EMAIL_FROM' | 'NOTIFY_WEBHOOK_URL' | 'NOTIFY_WEBHOOK_SECRET'
>;

export function notificationChannels(env: NotifyEnv): NotificationChannels {
  const to = env.NOTIFY_EMAIL_TO ?? [];
  return {
    siteUrl: env.SITE_URL,
    email:
      env.SMTP_URL && to.length > 0
        ? {
            smtpUrl: env.SMTP_URL,
            to,
            from: mailSender(env),
          }
        : null,
    // The configuration requires the secret with the URL (env.server.ts).
    webhook:
      env.NOTIFY_WEBHOOK_URL && env.NOTIFY_WEBHOOK_SECRET ? { url: env.NOTIFY_WEBHOOK_URL, secret: env.NOTIFY_WEBHOOK_SECRET } : null,
  };
}

/** False when nothing is configured: leads are stored with their notification skipped. */
export function hasChannel(channels: NotificationChannels): boolean {
  return channels.email !== null || channels.webhook !== null;
}

// Sends the notification e-mail over SMTP (nodemailer) to the staff's addresses, Reply-To the visitor.
import nodemailer from 'nodemailer';
import { smtpPoolOptions } from '#app/lib/mail.server.ts';
import type { EmailChannel } from '#app/features/intake/notifications/channels.server.ts';
import { composeEmail } from '#app/features/intake/notifications/email.ts';
import type { NotificationPayload } from '#app/features/intake/notifications/payload.ts';

/** `jobId`: the notification job; its e-mail has the same Message-ID on every attempt. */
export type EmailSender = { send(payload: NotificationPayload, jobId: string): Promise<void>; close(): void };

/** '<lead-notification.<job id>@<site host>>': stable per job, so a receiver can drop a repeated mail. */
export function notificationMessageId(jobId: string, siteUrl: string): string {
  return `<lead-notification.${jobId}@${new URL(siteUrl).hostname}>`;
}

/**
 * Mails go over a few pooled connections (`connections`, each reused for up to 100 mails), so a
 * burst of leads does not pay for a new connection and greeting per mail.
 */
export function createEmailSender(channel: EmailChannel, siteUrl: string, { connections = 4 }: { connections?: number } = {}): EmailSender {
  const transport = nodemailer.createTransport(smtpPoolOptions(channel.smtpUrl, connections));
  return {
    send: async (payload, jobId) => {
      await transport.sendMail({
        from: channel.from,
        to: channel.to,
        replyTo: payload.email,
        messageId: notificationMessageId(jobId, siteUrl),
        ...composeEmail(payload, siteUrl),
      });
    },
    close: () => transport.close(),
  };
}

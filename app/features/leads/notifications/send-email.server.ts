// Sends the notification e-mail over SMTP (nodemailer) to the staff's addresses, Reply-To the visitor.
import nodemailer from 'nodemailer';
import type { EmailChannel } from '#app/features/leads/notifications/channels.server.ts';
import { composeEmail } from '#app/features/leads/notifications/email.ts';
import type { NotificationPayload } from '#app/features/leads/notifications/payload.ts';

export type EmailSender = { send(payload: NotificationPayload): Promise<void>; close(): void };

export function createEmailSender(channel: EmailChannel, siteUrl: string): EmailSender {
  const transport = nodemailer.createTransport({
    url: channel.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (payload) => {
      await transport.sendMail({ from: channel.from, to: channel.to, replyTo: payload.email, ...composeEmail(payload, siteUrl) });
    },
    close: () => transport.close(),
  };
}

// One e-mail to one staff member (an invite, a password reset link), over the SMTP server the
// lead notifications use. Lead notifications keep their own pooled sender (features/intake).
import nodemailer from 'nodemailer';
import type { Env } from '#app/lib/env.server.ts';

export type StaffMail = { to: string; subject: string; text: string };

/** True when the server can send mail (SMTP_URL is set). */
export function canSendMail(env: Pick<Env, 'SMTP_URL'>): boolean {
  return Boolean(env.SMTP_URL);
}

/**
 * Sends one plain-text message and closes the connection. TLS is required unless SMTP_URL says
 * `?requireTLS=false` (decision 062). The sender is NOTIFY_EMAIL_FROM, or no-reply at the site's host.
 */
export async function sendStaffMail(env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>, mail: StaffMail): Promise<void> {
  if (!env.SMTP_URL) throw new Error('SMTP_URL is not set');
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    requireTLS: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({ from: env.NOTIFY_EMAIL_FROM ?? `no-reply@${new URL(env.SITE_URL).hostname}`, ...mail });
  } finally {
    transport.close();
  }
}

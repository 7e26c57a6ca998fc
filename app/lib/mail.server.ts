// Sending mail over SMTP_URL: the transport options every sender uses (TLS required unless the URL
// says `?requireTLS=false`, decision 062), the sender's address, and one e-mail to one staff
// member (an invite, a password reset link). Lead notifications use the same options on a pool.
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Env } from '#app/lib/env.server.ts';
import { company } from '#content/company.ts';

export type StaffMail = { to: string; subject: string; text: string };

/** True when the server can send mail (SMTP_URL is set). */
export function canSendMail(env: Pick<Env, 'SMTP_URL'>): boolean {
  return Boolean(env.SMTP_URL);
}

/**
 * The transport options of every mail the server sends. smtps:// is TLS from the first byte;
 * smtp:// must upgrade with STARTTLS or the mail is not sent. Only an SMTP_URL that says so
 * (`?requireTLS=false`) sends in clear text (its query overrides these options).
 */
export function smtpOptions(url: string): SMTPTransport.Options & { url: string } {
  return { url, requireTLS: true, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
}

/** A pool of `connections` reused connections (each for up to 100 mails), for mails that come in bursts. */
export function smtpPoolOptions(url: string, connections: number): SMTPPool.Options & { url: string } {
  return { ...smtpOptions(url), pool: true, maxConnections: connections, maxMessages: 100 };
}

/** Who the site's mail is from: NOTIFY_EMAIL_FROM, or the studio's website at no-reply on the site's host. */
export function mailSender(env: Pick<Env, 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>): string {
  return env.NOTIFY_EMAIL_FROM ?? `"${company.name} website" <no-reply@${new URL(env.SITE_URL).hostname}>`;
}

/** Sends one plain-text message and closes the connection. */
export async function sendStaffMail(env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>, mail: StaffMail): Promise<void> {
  if (!env.SMTP_URL) throw new Error('SMTP_URL is not set');
  const transport = nodemailer.createTransport(smtpOptions(env.SMTP_URL));
  try {
    await transport.sendMail({ from: mailSender(env), ...mail });
  } finally {
    transport.close();
  }
}

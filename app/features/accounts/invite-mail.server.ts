// The invite e-mail: the one-time link to join the team, sent when an Admin adds a member and
// again for 'Resend invite' (decision 119). Sent at once over SMTP_URL; a failure is logged and
// the link is shown to the admin to pass on by hand.
import type { Env } from '#app/lib/env.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import { canSendMail, sendStaffMail } from '#app/lib/mail.server.ts';
import { company } from '#content/company.ts';
import type { StaffRole } from '#db/enums.ts';
import { roleLabels } from '#app/features/accounts/permissions.ts';

export const INVITE_SUBJECT = `You are invited to the ${company.name} admin`;

/** E-mails the invite link; true when it was sent (false: no SMTP_URL, or the server refused it). */
export async function mailInvite(
  env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>,
  logger: Logger,
  invite: { to: string; name: string; inviter: string; role: StaffRole; link: string; resent?: boolean },
): Promise<boolean> {
  if (!canSendMail(env)) return false;
  try {
    await sendStaffMail(env, {
      to: invite.to,
      subject: INVITE_SUBJECT,
      text: [
        `Hello ${invite.name || invite.to},`,
        '',
        invite.resent
          ? `${invite.inviter} has sent you a new link to join the ${company.name} team as ${roleLabels[invite.role]}; any link sent before no longer works.`
          : `${invite.inviter} has added you to the ${company.name} team as ${roleLabels[invite.role]}.`,
        `Choose your password here within 72 hours: ${invite.link}`,
        '',
        'The link works once. If it has expired, ask for a new one.',
      ].join('\n'),
    });
    return true;
  } catch (error) {
    logger.error({ err: error }, 'The invite e-mail could not be sent');
    return false;
  }
}

import { data } from 'react-router';
import { ForgotPasswordPage } from '#app/features/accounts/components/forgot-password-page.tsx';
import { forgotPasswordSchema } from '#app/features/accounts/account-forms.ts';
import { requestPasswordReset } from '#app/features/accounts/account.server.ts';
import { NO_STORE } from '#app/features/accounts/auth.server.ts';
import { staffLink } from '#app/features/accounts/staff-tokens.server.ts';
import { canSendMail, sendStaffMail } from '#app/lib/mail.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { afterResponse, getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db, env } from '#app/lib/services.server.ts';
import { company } from '#content/company.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Forgot password') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(NO_STORE);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/**
 * Five requests per address and three per e-mail from one address an hour: enough for a person,
 * not for a flood of mails. The e-mail's count is kept per address (decision 093): requests
 * from elsewhere never use up the member's own.
 */
const PER_ADDRESS = { max: 5, windowMs: 60 * 60 * 1000 };
const PER_EMAIL = { max: 3, windowMs: 60 * 60 * 1000 };

export function loader() {
  // Without a mail server there is no way to send the link: the sign-in page does not offer it.
  return { available: canSendMail(env()) };
}

/** Looks the e-mail up and mails a reset link to the member it belongs to, if any; never throws. */
async function mailResetLink(email: string, logger: Logger): Promise<void> {
  try {
    const reset = await requestPasswordReset(db(), email);
    if (!reset) return;
    const link = staffLink(env().SITE_URL, 'password-reset', reset.token);
    await sendStaffMail(env(), {
      to: reset.email,
      subject: `Reset your ${company.name} admin password`,
      text: [
        'Someone (we hope you) asked to reset the password of your admin account.',
        '',
        `Choose a new password here within the next hour: ${link}`,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  } catch (error) {
    logger.error({ err: error }, 'The password reset e-mail could not be sent');
  }
}

/**
 * POST /forgot-password: e-mails a one-hour reset link to an active member with that e-mail, and
 * answers the same whether or not one exists (decisions 066, 093): the e-mail is looked up once
 * the answer has left, so neither its words nor its timing tell.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const requestInfo = getRequestInfo(context);
  const { clientIp, logger } = requestInfo;
  if (!canSendMail(env())) return data({ sent: false, result: null }, { status: 404, headers: NO_STORE });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ sent: false, result: null }, { status: 400, headers: NO_STORE });
  }
  const submission = parseForm(form, forgotPasswordSchema);
  if (submission.status !== 'success') return data({ sent: false, result: submission.reply() }, { status: 400, headers: NO_STORE });
  const email = submission.value.email.trim().toLowerCase();
  const [byAddress, byEmail] = [
    await hitRateLimit(db(), `reset:ip:${clientIp}`, PER_ADDRESS),
    await hitRateLimit(db(), `reset:email:${email}|ip:${clientIp}`, PER_EMAIL),
  ];
  if (!byAddress.allowed) {
    return data(
      { sent: false, result: null, limited: true },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(byAddress.retryAfterSeconds) } },
    );
  }
  // Over the per-e-mail limit the answer is the usual one: nothing tells whether the account
  // exists. The look-up, the link and the mail happen after the answer, whoever the e-mail is
  // (on the embedded database a query holds the process, so it must not run before the answer leaves).
  if (byEmail.allowed) afterResponse(requestInfo, () => void mailResetLink(email, logger));
  return data({ sent: true, result: null }, { headers: NO_STORE });
}

export default function ForgotPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ForgotPasswordPage
      available={loaderData.available}
      sent={actionData?.sent ?? false}
      limited={actionData !== undefined && 'limited' in actionData}
      lastResult={actionData?.result}
    />
  );
}

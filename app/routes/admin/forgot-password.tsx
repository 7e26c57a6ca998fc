import { data } from 'react-router';
import { ForgotPasswordPage } from '#app/features/accounts/components/forgot-password-page.tsx';
import { forgotPasswordSchema } from '#app/features/accounts/account-forms.ts';
import { requestPasswordReset } from '#app/features/accounts/account.server.ts';
import { NO_STORE } from '#app/features/accounts/auth.server.ts';
import { staffLink } from '#app/features/accounts/staff-tokens.server.ts';
import { canSendMail, sendStaffMail } from '#app/lib/mail.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db, env } from '#app/lib/services.server.ts';
import { company } from '#content/company.ts';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Forgot password') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(NO_STORE);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/** Five requests per address and three per e-mail an hour: enough for a person, not for a flood of mails. */
const PER_ADDRESS = { max: 5, windowMs: 60 * 60 * 1000 };
const PER_EMAIL = { max: 3, windowMs: 60 * 60 * 1000 };

export function loader() {
  // Without a mail server there is no way to send the link: the sign-in page does not offer it.
  return { available: canSendMail(env()) };
}

/**
 * POST /forgot-password: e-mails a one-hour reset link to an active member with that e-mail, and
 * answers the same whether or not one exists (decision 066).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp, logger } = getRequestInfo(context);
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
    await hitRateLimit(db(), `reset:email:${email}`, PER_EMAIL),
  ];
  if (!byAddress.allowed) {
    return data(
      { sent: false, result: null, limited: true },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(byAddress.retryAfterSeconds) } },
    );
  }
  // Over the per-e-mail limit the answer is the usual one: nothing tells whether the account exists.
  const reset = byEmail.allowed ? await requestPasswordReset(db(), email) : null;
  if (reset) {
    const link = staffLink(env().SITE_URL, 'password-reset', reset.token);
    // Not awaited: an answer that waited for the mail server would tell that the account exists.
    sendStaffMail(env(), {
      to: reset.email,
      subject: `Reset your ${company.name} admin password`,
      text: [
        'Someone (we hope you) asked to reset the password of your admin account.',
        '',
        `Choose a new password here within the next hour: ${link}`,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    }).catch((error: unknown) => logger.error({ err: error }, 'The password reset e-mail could not be sent'));
  }
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

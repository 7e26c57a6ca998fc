// What /invite/{token} and /reset-password/{token} share: whose link it is, and setting the
// password from it (decision 066).
import { data, redirect } from 'react-router';
import { setPasswordSchema } from '#app/features/accounts/account-forms.ts';
import { setPasswordWithLink } from '#app/features/accounts/account.server.ts';
import { HashBusyError } from '#app/features/accounts/password.server.ts';
import { peekStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import { NO_STORE } from '#app/features/accounts/auth.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { db } from '#app/lib/services.server.ts';
import type { StaffTokenPurpose } from '#db/enums.ts';

const NOT_ECHOED = ['password', 'confirmPassword'];

/** The link's page is never cached (server/security.ts keeps its token out of Referer headers). */
export const LINK_PAGE_HEADERS = NO_STORE;

/** The link's member (e-mail and name) for the page, or null. */
export async function loadLink(purpose: StaffTokenPurpose, token: string) {
  const holder = await peekStaffToken(db(), purpose, token);
  return { member: holder ? { email: holder.email, name: holder.name } : null };
}

/** Sets the password, uses the link up and sends the member to sign in; field errors are a 400. */
export async function submitPassword(purpose: StaffTokenPurpose, token: string, request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ result: null, error: 'The form could not be read. Please try again.' }, { status: 400, headers: NO_STORE });
  }
  const submission = parseForm(form, setPasswordSchema);
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: NOT_ECHOED }), error: null }, { status: 400, headers: NO_STORE });
  }
  let outcome;
  try {
    outcome = await setPasswordWithLink(db(), { purpose, token, password: submission.value.password });
  } catch (error) {
    if (!(error instanceof HashBusyError)) throw error;
    const busy = 'Many passwords are being checked right now. Please try again in a moment.';
    return data({ result: null, error: busy }, { status: 429, headers: { ...NO_STORE, 'Retry-After': '2' } });
  }
  if (!outcome.ok && outcome.field === 'link') return data({ result: null, error: outcome.error }, { status: 410, headers: NO_STORE });
  if (!outcome.ok) {
    const result = submission.reply({ fieldErrors: { password: [outcome.error] }, hideFields: NOT_ECHOED });
    return data({ result, error: null }, { status: 400, headers: NO_STORE });
  }
  // The sign-in page has their e-mail filled in (the log redacts it from the address).
  const status = purpose === 'invite' ? 'password-set' : 'password-reset';
  throw redirect(`/admin-login?status=${status}&email=${encodeURIComponent(outcome.email)}`, { headers: NO_STORE });
}

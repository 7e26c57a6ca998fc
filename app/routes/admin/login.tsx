import { data, redirect } from 'react-router';
import { SignInPage } from '#app/features/accounts/components/sign-in-page.tsx';
import { SIGN_IN_TEXTS, signInSchema } from '#app/features/accounts/sign-in-form.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import type { SignInError } from '#app/features/accounts/sign-in-form.ts';
import { cookieWouldBeDropped, getStaffUser, safeRedirect, sessionCookieFor, signIn } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { describeWait } from '#app/features/accounts/sign-in-throttle.server.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Admin Login') }, { name: 'robots', content: 'noindex' }];

// A refusal's Retry-After (locked, or too many checks at once) reaches the page and the data
// request alike.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/** A staff member who is signed in already goes straight to the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'));
  if (await getStaffUser(request)) throw redirect(redirectTo);
  const status = url.searchParams.get('status');
  const notice: 'logged-out' | 'denied' | null = status === 'logged-out' || status === 'denied' ? status : null;
  return { redirectTo, notice };
}

const failure = (error: SignInError, status: number, headers?: HeadersInit) => data({ error }, { status, headers });

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form this page sent (malformed, or of another type): a client error, not a 500.
    return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.invalid }, 400);
  }
  const submission = parseForm(form, signInSchema);
  if (submission.status !== 'success') return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.invalid }, 400);
  if (cookieWouldBeDropped(request)) {
    const description = 'Sign-in needs a secure connection. Open this site at its https:// address and try again.';
    return failure({ title: SIGN_IN_TEXTS.failedTitle, description }, 400);
  }

  const { clientIp, logger } = getRequestInfo(context);
  const result = await signIn(db(), { ...submission.value, ip: clientIp, userAgent: request.headers.get('user-agent') });
  switch (result.kind) {
    case 'signed-in':
      logger.info({ userId: result.user.id }, 'Staff member signed in');
      throw redirect(safeRedirect(form.get('redirectTo')), { headers: { 'Set-Cookie': sessionCookieFor(result.token, result.expiresAt) } });
    case 'no-role':
      logger.warn('Sign-in refused: the account holds no staff role');
      return failure({ title: SIGN_IN_TEXTS.deniedTitle, description: SIGN_IN_TEXTS.denied }, 403);
    case 'locked': {
      logger.warn({ retryAfterSeconds: result.retryAfterSeconds }, 'Sign-in refused: too many failed attempts');
      const description = `Too many failed sign-in attempts. Please wait ${describeWait(result.retryAfterSeconds)} before trying again.`;
      return failure({ title: SIGN_IN_TEXTS.failedTitle, description }, 429, { 'Retry-After': String(result.retryAfterSeconds) });
    }
    case 'invalid':
      return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.invalid }, 401);
    case 'busy':
      logger.warn('Sign-in refused: too many password checks at once');
      return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.busy }, 429, { 'Retry-After': '2' });
  }
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage redirectTo={loaderData.redirectTo} notice={loaderData.notice} error={actionData?.error ?? null} />;
}

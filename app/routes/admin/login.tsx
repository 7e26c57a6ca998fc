import { data, redirect } from 'react-router';
import { SignInPage } from '#app/features/accounts/components/sign-in-page.tsx';
import { SIGN_IN_TEXTS, secondStepSchema, signInSchema } from '#app/features/accounts/sign-in-form.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import type { SignInError } from '#app/features/accounts/sign-in-form.ts';
import { cookieWouldBeDropped, getStaffUser, safeRedirect, sessionCookieFor, sessionToken } from '#app/features/accounts/auth.server.ts';
import { completeSecondStep, signIn } from '#app/features/accounts/sign-in.server.ts';
import type { SignInResult } from '#app/features/accounts/sign-in.server.ts';
import {
  clearedSessionCookieHeader,
  cookiePolicy,
  deleteSession,
  findPendingSession,
  sessionSecrets,
} from '#app/features/accounts/session.server.ts';
import { canSendMail } from '#app/lib/mail.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db, env } from '#app/lib/services.server.ts';
import { describeWait } from '#app/features/accounts/sign-in-throttle.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';
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

const NOTICES = ['logged-out', 'denied', 'password-set', 'password-reset'] as const;
export type SignInNotice = (typeof NOTICES)[number];

/**
 * A staff member who is signed in already goes straight to the dashboard. One whose password was
 * right and whose authenticator code is awaited sees the code step (decision 067).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'));
  if (await getStaffUser(request)) throw redirect(redirectTo);
  const token = sessionToken(request);
  const step: 'password' | 'code' = token && (await findPendingSession(db(), token)) ? 'code' : 'password';
  const status = url.searchParams.get('status');
  const notice = NOTICES.find((value) => value === status) ?? null;
  // After a password was set from an invite or reset link, the e-mail it belongs to.
  const email = signInSchema.shape.email.safeParse(url.searchParams.get('email')).data ?? null;
  return { redirectTo, notice, step, email, canResetPassword: canSendMail(env()) };
}

const failure = (error: SignInError, status: number, headers?: HeadersInit) => data({ error }, { status, headers });

/** The sign-in page, keeping where to go after it. */
function signInAgain(form: FormData): string {
  const redirectTo = safeRedirect(form.get('redirectTo'));
  return redirectTo === '/admin' ? '/admin-login' : `/admin-login?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** The answer to a refused or successful attempt, whichever step it was. */
function answer(result: SignInResult, form: FormData, logger: Logger) {
  switch (result.kind) {
    case 'signed-in':
      logger.info({ userId: result.user.id }, 'Staff member signed in');
      throw redirect(safeRedirect(form.get('redirectTo')), { headers: { 'Set-Cookie': sessionCookieFor(result.token, result.expiresAt) } });
    case 'second-step':
      // The sign-in page again, now asking for the code; the cookie carries the pending session.
      throw redirect(signInAgain(form), { headers: { 'Set-Cookie': sessionCookieFor(result.token, result.expiresAt) } });
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

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form this page sent (malformed, or of another type): a client error, not a 500.
    return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.invalid }, 400);
  }
  if (cookieWouldBeDropped(request)) {
    const description = 'Sign-in needs a secure connection. Open this site at its https:// address and try again.';
    return failure({ title: SIGN_IN_TEXTS.failedTitle, description }, 400);
  }
  const { clientIp, logger } = getRequestInfo(context);
  const userAgent = request.headers.get('user-agent');
  const intent = form.get('intent');

  if (intent === 'start-over' || intent === 'second-step') {
    const pendingToken = sessionToken(request);
    const cleared = { 'Set-Cookie': clearedSessionCookieHeader(cookiePolicy(env())) };
    if (intent === 'start-over') {
      if (pendingToken && (await findPendingSession(db(), pendingToken))) await deleteSession(db(), pendingToken);
      throw redirect(signInAgain(form), { headers: cleared });
    }
    const submission = parseForm(form, secondStepSchema);
    if (submission.status !== 'success') return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.invalidCode }, 400);
    const result = pendingToken
      ? await completeSecondStep(db(), {
          pendingToken,
          code: submission.value.code,
          ip: clientIp,
          userAgent,
          sessionSecrets: sessionSecrets(env()),
        })
      : null;
    if (!result) return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.codeExpired }, 401, cleared);
    if (result.kind === 'invalid') return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.invalidCode }, 401);
    if (result.kind === 'code-used') return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.codeUsed }, 401);
    return answer(result, form, logger);
  }

  const submission = parseForm(form, signInSchema);
  if (submission.status !== 'success') return failure({ title: SIGN_IN_TEXTS.failedTitle, description: SIGN_IN_TEXTS.invalid }, 400);
  const result = await signIn(db(), { ...submission.value, ip: clientIp, userAgent });
  return answer(result, form, logger);
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInPage
      redirectTo={loaderData.redirectTo}
      notice={loaderData.notice}
      step={loaderData.step}
      email={loaderData.email}
      canResetPassword={loaderData.canResetPassword}
      error={actionData?.error ?? null}
    />
  );
}

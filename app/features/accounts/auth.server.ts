// The admin guard, the session cookie and sign-out (decisions 003, 030, 065). Sign-in itself is
// in sign-in.server.ts.
import { replace } from 'react-router';
import { may } from '#app/features/accounts/permissions.ts';
import type { Permission } from '#app/features/accounts/permissions.ts';
import type { StaffRole } from '#db/enums.ts';

import { db, env } from '#app/lib/services.server.ts';
import {
  clearedSessionCookieHeader,
  cookiePolicy,
  deleteSession,
  findSession,
  readCookie,
  sessionCookieHeader,
  sessionSecrets,
  signToken,
  unsignToken,
} from '#app/features/accounts/session.server.ts';
import type { SessionUser } from '#app/features/accounts/session.server.ts';
import { audit } from '#app/lib/audit.server.ts';

/** The signed-in staff member a loader or action works for. */
export type StaffUser = { id: string; email: string; name: string; role: StaffRole };

type CurrentSession = { token: string; user: SessionUser; hadCookie: true } | { token: null; user: null; hadCookie: boolean };

/**
 * The session of a page request, looked up once: the admin frame's loader and its screen's both
 * ask for it in one request. Only for reading requests (a form's action may sign the member out).
 */
const sessionOfRequest = new WeakMap<Request, Promise<CurrentSession>>();

function currentSession(request: Request): Promise<CurrentSession> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return lookUpSession(request);
  let session = sessionOfRequest.get(request);
  if (!session) {
    session = lookUpSession(request);
    sessionOfRequest.set(request, session);
  }
  return session;
}

async function lookUpSession(request: Request): Promise<CurrentSession> {
  if (!readCookie(request, cookiePolicy(env()).name)) return { token: null, user: null, hadCookie: false };
  const token = sessionToken(request);
  const user = token ? await findSession(db(), token) : null;
  return token && user ? { token, user, hadCookie: true } : { token: null, user: null, hadCookie: true };
}

/** The session's token from the request's cookie (signed by a current secret), or null. */
export function sessionToken(request: Request): string | null {
  const raw = readCookie(request, cookiePolicy(env()).name);
  return raw ? unsignToken(raw, sessionSecrets(env())) : null;
}

function staffUser(user: SessionUser): StaffUser | null {
  return user.role ? { id: user.userId, email: user.email, name: user.name, role: user.role } : null;
}

/** The signed-in staff member for this request, or null (no session, expired, deactivated, or no role). */
export async function getStaffUser(request: Request): Promise<StaffUser | null> {
  const { user } = await currentSession(request);
  return user ? staffUser(user) : null;
}

/** True when the request comes from a staff member who works on articles (who may, for one, preview drafts). */
export async function mayPreviewDrafts(request: Request): Promise<boolean> {
  return may((await getStaffUser(request))?.role, 'articles');
}

/** Where the guard sends a visitor without a session, keeping the admin URL to return to. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  if (request.method !== 'GET' || !url.pathname.startsWith('/admin')) return '/admin-login';
  // A data request (a click inside the admin) names the routes it wants: no part of the page to return to.
  url.searchParams.delete('_routes');
  const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
  return back === '/admin' || safeRedirect(back) !== back ? '/admin-login' : `/admin-login?redirectTo=${encodeURIComponent(back)}`;
}

/** The answer to a signed-in member who asks for what their role does not include. */
export function forbidden(): Response {
  return Response.json({ ok: false, error: 'Your role does not include this.' }, { status: 403, headers: NO_STORE });
}

/** Where a member goes who must set up two-step sign-in before anything else. */
export const TWO_STEP_SETUP_PATH = '/admin/account?two-step=required';

/**
 * The first line of every admin loader and action. Without a live session: redirect to the
 * sign-in page (replacing the history entry). Signed in without any role (withdrawn since
 * sign-in): the session is deleted and the sign-in page says 'Access Denied'. With a role that
 * does not include `permission`: 403, and nothing is read or changed (decision 065). When the
 * team requires two-step sign-in and the member has not set it up, only their account page
 * (`'account'`) opens; everything else sends them there (decision 067).
 */
export async function requireStaff(request: Request, permission?: Permission | 'account'): Promise<{ user: StaffUser; token: string }> {
  const session = await currentSession(request);
  const clear = { 'Set-Cookie': clearedSessionCookieHeader(cookiePolicy(env())), 'Cache-Control': 'no-store' };
  if (!session.user) {
    throw replace(signInPath(request), { headers: session.hadCookie ? clear : { 'Cache-Control': 'no-store' } });
  }
  const user = staffUser(session.user);
  if (!user) {
    await deleteSession(db(), session.token);
    throw replace('/admin-login?status=denied', { headers: clear });
  }
  if (permission !== 'account') {
    if (session.user.mustSetUpTwoStep) throw replace(TWO_STEP_SETUP_PATH, { headers: NO_STORE });
    if (permission && !may(user.role, permission)) throw forbidden();
  }
  return { user, token: session.token };
}

/** Only the dashboard itself may be the target after sign-in (no open redirects). */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string') return '/admin';
  // A plain admin path (letters, digits and dashes per segment) and an already-encoded query:
  // nothing that leaves the site, climbs out of /admin, or breaks the Location header.
  return SAFE_ADMIN_TARGET.test(target) ? target : '/admin';
}

const SAFE_ADMIN_TARGET = /^\/admin(?:\/[A-Za-z0-9-]+)*(?:\?[A-Za-z0-9\-._~%&=+]*)?$/;

/** The Set-Cookie header that carries a new session to the browser until its absolute end. */
export function sessionCookieFor(token: string, expiresAt: Date): string {
  const maxAge = (expiresAt.getTime() - Date.now()) / 1000;
  return sessionCookieHeader(cookiePolicy(env()), signToken(token, sessionSecrets(env())[0]!), maxAge);
}

/** Deletes this request's session (if any) and returns the header that clears the cookie. */
export async function signOut(request: Request): Promise<string> {
  const session = await currentSession(request);
  if (session.token) {
    await deleteSession(db(), session.token);
    await audit(db(), {
      actorId: session.user.userId,
      action: 'session.sign_out',
      entity: 'user',
      entityId: session.user.userId,
      details: { userAgent: request.headers.get('user-agent')?.slice(0, 400) ?? null },
    });
  }
  return clearedSessionCookieHeader(cookiePolicy(env()));
}

/**
 * A production cookie is `Secure`; a browser drops it on a plain-HTTP address other than
 * localhost, and sign-in would fail without a word. True when that would happen (decision 030).
 */
export function cookieWouldBeDropped(request: Request): boolean {
  if (!cookiePolicy(env()).secure) return false;
  const url = new URL(request.url);
  if (url.protocol === 'https:' || env().SITE_URL.startsWith('https:')) return false;
  return !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && !url.hostname.endsWith('.localhost');
}

/** Admin answers are personal and change often: never stored by a browser or proxy. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

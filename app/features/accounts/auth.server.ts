// Staff sign-in, the admin guard and sign-out (decisions 003, 030, 031).
import { eq } from 'drizzle-orm';
import { replace } from 'react-router';
import { holdsAdminRole, normalizeEmail } from '#app/features/accounts/accounts.server.ts';
import type { Database } from '#db/database.ts';
import { auditLog, users } from '#db/schema.ts';
import { DUMMY_HASH, HashBusyError, verifyPassword } from '#app/features/accounts/password.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import {
  clearedSessionCookieHeader,
  cookiePolicy,
  createSession,
  deleteDeadSessions,
  deleteSession,
  findSession,
  readCookie,
  sessionCookieHeader,
  sessionSecrets,
  signToken,
  unsignToken,
} from '#app/features/accounts/session.server.ts';
import type { SessionUser } from '#app/features/accounts/session.server.ts';
import {
  ACCOUNT_RULES,
  accountSubject,
  IP_RULES,
  ipSubject,
  recordSuccess,
  reserveAttempt,
  settleFailure,
} from '#app/features/accounts/sign-in-throttle.server.ts';

export type AdminUser = { id: string; email: string };

type CurrentSession = { token: string; user: SessionUser; hadCookie: true } | { token: null; user: null; hadCookie: boolean };

async function currentSession(request: Request): Promise<CurrentSession> {
  const policy = cookiePolicy(env());
  const raw = readCookie(request, policy.name);
  if (!raw) return { token: null, user: null, hadCookie: false };
  const token = unsignToken(raw, sessionSecrets(env()));
  const user = token ? await findSession(db(), token) : null;
  return token && user ? { token, user, hadCookie: true } : { token: null, user: null, hadCookie: true };
}

/** The signed-in admin for this request, or null (no session, expired, or not an admin). */
export async function getAdminUser(request: Request): Promise<AdminUser | null> {
  const { user } = await currentSession(request);
  return user?.isAdmin ? { id: user.userId, email: user.email } : null;
}

/** True when the request comes from a signed-in admin (who may, for one, preview drafts). */
export async function hasAdminSession(request: Request): Promise<boolean> {
  return (await getAdminUser(request)) !== null;
}

/** Where the guard sends a visitor without an admin session, keeping the dashboard URL to return to. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.pathname !== '/admin') return '/admin-login';
  const back = `${url.pathname}${url.search}`;
  return back === '/admin' ? '/admin-login' : `/admin-login?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * The first line of every admin loader and action. Without a live session: redirect to the
 * sign-in page (replacing the history entry). Signed in without the admin role (revoked since
 * sign-in): the session is deleted and the sign-in page says 'Access Denied'.
 */
export async function requireAdmin(request: Request): Promise<{ user: AdminUser; token: string }> {
  const session = await currentSession(request);
  const clear = { 'Set-Cookie': clearedSessionCookieHeader(cookiePolicy(env())), 'Cache-Control': 'no-store' };
  if (!session.user) {
    throw replace(signInPath(request), { headers: session.hadCookie ? clear : { 'Cache-Control': 'no-store' } });
  }
  if (!session.user.isAdmin) {
    await deleteSession(db(), session.token);
    throw replace('/admin-login?status=denied', { headers: clear });
  }
  return { user: { id: session.user.userId, email: session.user.email }, token: session.token };
}

/** Only the dashboard itself may be the target after sign-in (no open redirects). */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string') return '/admin';
  // A plain admin path (letters, digits and dashes per segment) and an already-encoded query:
  // nothing that leaves the site, climbs out of /admin, or breaks the Location header.
  return SAFE_ADMIN_TARGET.test(target) ? target : '/admin';
}

const SAFE_ADMIN_TARGET = /^\/admin(?:\/[A-Za-z0-9-]+)*(?:\?[A-Za-z0-9\-._~%&=+]*)?$/;

export type SignInResult =
  | { kind: 'signed-in'; user: AdminUser; token: string; expiresAt: Date }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'not-admin' }
  /** Too many password checks at once (decision 063): nothing was checked or counted. */
  | { kind: 'busy' };

export type SignInInput = { email: string; password: string; ip: string; userAgent: string | null };

/**
 * Checks the throttle, then the password (against a dummy hash when the e-mail is unknown, so
 * both cases take the same time and give the same answer), then the admin role. Only an admin
 * gets a session, with a new token.
 */
export async function signIn(database: Database, input: SignInInput): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const account = accountSubject(email, input.ip);
  const address = ipSubject(input.ip);
  // Counted before the password is checked (decision 064): a burst gets at most five checks.
  const reservations = await Promise.all([reserveAttempt(database, account, ACCOUNT_RULES), reserveAttempt(database, address, IP_RULES)]);
  const refused = reservations.filter((reservation) => !reservation.allowed);
  if (refused.length > 0)
    return { kind: 'locked', retryAfterSeconds: Math.max(...refused.map((reservation) => reservation.retryAfterSeconds)) };

  const [user] = await database
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, isAdmin: holdsAdminRole(users.id) })
    .from(users)
    .where(eq(users.email, email));
  let passwordOk: boolean;
  try {
    passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  } catch (error) {
    if (error instanceof HashBusyError) return { kind: 'busy' };
    throw error;
  }
  if (!user || !passwordOk) {
    const [byAccount, byAddress] = [
      await settleFailure(database, account, ACCOUNT_RULES),
      await settleFailure(database, address, IP_RULES),
    ];
    const locked = [byAccount, byAddress].filter((result) => result.locked);
    if (locked.length > 0) return { kind: 'locked', retryAfterSeconds: Math.max(...locked.map((result) => result.retryAfterSeconds)) };
    return { kind: 'invalid' };
  }
  await recordSuccess(database, account, address);
  if (!user.isAdmin) return { kind: 'not-admin' };

  await deleteDeadSessions(database, user.id);
  const session = await createSession(database, user.id, { ipAddress: input.ip, userAgent: input.userAgent });
  await database
    .insert(auditLog)
    .values({ actorUserId: user.id, action: 'session.sign_in', entityType: 'user', entityId: user.id, details: { ip: input.ip } });
  return { kind: 'signed-in', user: { id: user.id, email: user.email }, token: session.token, expiresAt: session.expiresAt };
}

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
    await db()
      .insert(auditLog)
      .values({ actorUserId: session.user.userId, action: 'session.sign_out', entityType: 'user', entityId: session.user.userId });
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

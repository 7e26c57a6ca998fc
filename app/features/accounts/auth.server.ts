// Staff sign-in, the admin guard and sign-out (decisions 003, 030, 031).
import { eq } from 'drizzle-orm';
import { replace } from 'react-router';
import { normalizeEmail } from '#app/features/accounts/accounts.server.ts';
import { may } from '#app/features/accounts/permissions.ts';
import type { Permission } from '#app/features/accounts/permissions.ts';
import type { Database } from '#db/database.ts';
import type { StaffRole } from '#db/enums.ts';
import { auditLog, userRoles, users } from '#db/schema.ts';
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

/** The signed-in staff member a loader or action works for. */
export type StaffUser = { id: string; email: string; name: string; role: StaffRole };

type CurrentSession = { token: string; user: SessionUser; hadCookie: true } | { token: null; user: null; hadCookie: boolean };

async function currentSession(request: Request): Promise<CurrentSession> {
  const policy = cookiePolicy(env());
  const raw = readCookie(request, policy.name);
  if (!raw) return { token: null, user: null, hadCookie: false };
  const token = unsignToken(raw, sessionSecrets(env()));
  const user = token ? await findSession(db(), token) : null;
  return token && user ? { token, user, hadCookie: true } : { token: null, user: null, hadCookie: true };
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
  const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
  return back === '/admin' || safeRedirect(back) !== back ? '/admin-login' : `/admin-login?redirectTo=${encodeURIComponent(back)}`;
}

/** The answer to a signed-in member who asks for what their role does not include. */
export function forbidden(): Response {
  return Response.json({ ok: false, error: 'Your role does not include this.' }, { status: 403, headers: NO_STORE });
}

/**
 * The first line of every admin loader and action. Without a live session: redirect to the
 * sign-in page (replacing the history entry). Signed in without any role (withdrawn since
 * sign-in): the session is deleted and the sign-in page says 'Access Denied'. With a role that
 * does not include `permission`: 403, and nothing is read or changed (decision 065).
 */
export async function requireStaff(request: Request, permission?: Permission): Promise<{ user: StaffUser; token: string }> {
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
  if (permission && !may(user.role, permission)) throw forbidden();
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

export type SignInResult =
  | { kind: 'signed-in'; user: { id: string; email: string }; token: string; expiresAt: Date }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** Right password, but the account holds no staff role. */
  | { kind: 'no-role' }
  /** Too many password checks at once (decision 063): nothing was checked or counted. */
  | { kind: 'busy' };

export type SignInInput = { email: string; password: string; ip: string; userAgent: string | null };

/**
 * Checks the throttle, then the password (against a dummy hash when the e-mail is unknown, so
 * both cases take the same time and give the same answer), then the member's role and status.
 * Only an active member with a role gets a session, with a new token.
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
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, role: userRoles.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
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
  // A deactivated member is answered like a wrong password: nothing tells a stranger the account exists.
  if (user.deactivatedAt) return { kind: 'invalid' };
  if (!user.role) return { kind: 'no-role' };

  await deleteDeadSessions(database, user.id);
  const session = await createSession(database, user.id, { ipAddress: input.ip, userAgent: input.userAgent });
  await database.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
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

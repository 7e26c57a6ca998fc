// Server-side sessions for staff (decision 030): a random token in an httpOnly cookie, signed
// with SESSION_SECRET, and a row in `sessions` keyed by the token's SHA-256.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { interval } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import type { StaffRole } from '#db/enums.ts';
import { sessions, teamSettings, userRoles, users } from '#db/schema.ts';
import type { Env } from '#app/lib/env.server.ts';

/** A session unused for this long is over (sliding: every use moves it forward). */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** A session is over this long after sign-in, however much it is used. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, so reading a session is usually one query. */
const RENEW_AFTER_MS = 5 * 60 * 1000;

export type CookiePolicy = { name: string; secure: boolean };

/**
 * Production cookies are `Secure` and carry the `__Host-` prefix (no Domain, Path=/, Secure:
 * the browser refuses it from another subdomain or over plain HTTP). Browsers treat
 * http://localhost and http://127.0.0.1 as secure, so this also works on a local production
 * build. Development (`npm run dev`) uses a plain name without `Secure`.
 */
export function cookiePolicy(env: Pick<Env, 'NODE_ENV'>): CookiePolicy {
  const secure = env.NODE_ENV === 'production';
  return { name: secure ? '__Host-aangan_session' : 'aangan_session', secure };
}

const secretCache = new Map<string, string[]>();

/**
 * The keys that sign session cookies: SESSION_SECRET (comma-separated; the first signs, all
 * verify, so a secret can be rotated without signing everyone out), or else a random key kept in
 * DATA_DIR/session-secret, created on first use (one process per data folder, decision 002).
 */
export function sessionSecrets(env: Pick<Env, 'SESSION_SECRET' | 'DATA_DIR'>): string[] {
  const cacheKey = `${env.SESSION_SECRET ?? ''}\n${env.DATA_DIR}`;
  const cached = secretCache.get(cacheKey);
  if (cached) return cached;
  let secrets: string[];
  if (env.SESSION_SECRET) {
    secrets = env.SESSION_SECRET.split(',')
      .map((secret) => secret.trim())
      .filter(Boolean);
  } else {
    const file = path.join(env.DATA_DIR, 'session-secret');
    fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    secrets = [fs.readFileSync(file, 'utf8').trim()];
  }
  secretCache.set(cacheKey, secrets);
  return secrets;
}

function mac(token: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(token).digest();
}

/** The cookie value for a token: `token.signature`. */
export function signToken(token: string, secret: string): string {
  return `${token}.${mac(token, secret).toString('base64url')}`;
}

/** The token inside a cookie value whose signature one of the secrets made, else null. */
export function unsignToken(value: string, secrets: string[]): string | null {
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64url');
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
  for (const secret of secrets) {
    const expected = mac(token, secret);
    if (signature.length === expected.length && timingSafeEqual(signature, expected)) return token;
  }
  return null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The value of cookie `name` in the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

export function sessionCookieHeader(policy: CookiePolicy, value: string, maxAgeSeconds: number): string {
  return [
    `${policy.name}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(policy.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookieHeader(policy: CookiePolicy): string {
  return sessionCookieHeader(policy, '', 0);
}

export type SessionMeta = { ipAddress?: string; userAgent?: string | null; pendingSecondFactor?: boolean };

/** How long a member has to type their authenticator code after the password. */
export const SECOND_STEP_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * A new session for the user: a fresh 128-bit token (only its hash is stored). A session
 * pending its second step opens nothing and ends after five minutes.
 */
export async function createSession(db: Database, userId: string, meta: SessionMeta = {}): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(16).toString('base64url');
  const pending = meta.pendingSecondFactor === true;
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: sql`now() + ${interval(pending ? SECOND_STEP_TIMEOUT_MS : SESSION_ABSOLUTE_TIMEOUT_MS)}`,
      ipAddress: meta.ipAddress ?? null,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
      pendingSecondFactor: pending,
    })
    .returning({ expiresAt: sessions.expiresAt });
  return { token, expiresAt: session!.expiresAt };
}

/**
 * Whose a live session is: `role` is null for a member whose role was withdrawn since sign-in;
 * `mustSetUpTwoStep` when the team requires two-step sign-in and they have not set it up.
 */
export type SessionUser = { userId: string; email: string; name: string; role: StaffRole | null; mustSetUpTwoStep: boolean };

/**
 * The member of a live session (within both timeouts, second step done, member active), or
 * null. Moves the idle deadline forward when the last renewal is a few minutes old.
 */
export async function findSession(db: Database, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      email: users.email,
      name: users.name,
      role: userRoles.role,
      mustSetUpTwoStep: sql<boolean>`coalesce(${teamSettings.value} = 'true'::jsonb, false) and ${users.totpEnabledAt} is null`,
      renew: sql<boolean>`${sessions.lastSeenAt} < now() - ${interval(RENEW_AFTER_MS)}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .leftJoin(teamSettings, eq(teamSettings.key, REQUIRE_TWO_STEP_KEY))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.pendingSecondFactor, false),
        isNull(users.deactivatedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - ${interval(SESSION_IDLE_TIMEOUT_MS)}`),
      ),
    );
  if (!row) return null;
  if (row.renew)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  return { userId: row.userId, email: row.email, name: row.name, role: row.role, mustSetUpTwoStep: row.mustSetUpTwoStep };
}

/** The team setting (team_settings key) that makes two-step sign-in required for everyone. */
export const REQUIRE_TWO_STEP_KEY = 'require_two_step';

/** The member whose password was right and whose second step is awaited under this token, or null. */
export async function findPendingSession(db: Database, token: string): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .select({ userId: sessions.userId, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.pendingSecondFactor, true),
        isNull(users.deactivatedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Removes the user's sessions that can no longer be used (called at sign-in). */
export async function deleteDeadSessions(db: Database, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lte(sessions.expiresAt, sql`now()`), lte(sessions.lastSeenAt, sql`now() - ${interval(SESSION_IDLE_TIMEOUT_MS)}`)),
      ),
    );
}

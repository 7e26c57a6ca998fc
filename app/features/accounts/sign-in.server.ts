// Staff sign-in (decisions 031, 063, 064, 067, 090): the throttle, the password, the member's role
// and status, then, for a member with two-step sign-in, a code from their authenticator app,
// whose wrong guesses count per member until a code is accepted.
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { userRoles, users } from '#db/schema.ts';
import { normalizeEmail } from '#app/features/accounts/accounts.server.ts';
import { DUMMY_HASH, HashBusyError, verifyPassword } from '#app/features/accounts/password.server.ts';
import { createSession, deleteDeadSessions, deleteSession, findPendingSession } from '#app/features/accounts/session.server.ts';
import {
  ACCOUNT_RULES,
  accountSubject,
  activeLock,
  IP_RULES,
  ipSubject,
  recordSuccess,
  reserveAttempt,
  SECOND_STEP_RULES,
  secondStepSubject,
  settleFailure,
} from '#app/features/accounts/sign-in-throttle.server.ts';
import type { Reservation, ThrottleRules } from '#app/features/accounts/sign-in-throttle.server.ts';
import { NO_PASSWORD_YET } from '#app/features/accounts/team.server.ts';
import { verifySecondFactor } from '#app/features/accounts/two-step.server.ts';
import { audit } from '#app/lib/audit.server.ts';

export type SignInResult =
  | { kind: 'signed-in'; user: { id: string; email: string }; token: string; expiresAt: Date }
  /** Password right; the authenticator code is next. `token` is a session that opens nothing yet. */
  | { kind: 'second-step'; token: string; expiresAt: Date }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** Right password, but the account holds no staff role. */
  | { kind: 'no-role' }
  /** Too many password checks at once (decision 063): nothing was checked or counted. */
  | { kind: 'busy' };

export type SignInInput = { email: string; password: string; ip: string; userAgent: string | null };

type Attempt = { ip: string; userAgent: string | null };

type Refusal = Extract<SignInResult, { kind: 'invalid' | 'locked' }>;
type SignedIn = Extract<SignInResult, { kind: 'signed-in' }>;
type Counted = [subject: string, rules: ThrottleRules];

/** Counts the attempt for every subject before anything is checked (decision 064); the longest lock refuses it. */
async function reserve(database: Database, counted: Counted[]): Promise<{ kind: 'locked'; retryAfterSeconds: number } | null> {
  const reservations: Reservation[] = await Promise.all(counted.map(([subject, rules]) => reserveAttempt(database, subject, rules)));
  const refused = reservations.filter((reservation) => !reservation.allowed);
  if (refused.length === 0) return null;
  return { kind: 'locked', retryAfterSeconds: Math.max(...refused.map((reservation) => reservation.retryAfterSeconds)) };
}

async function refuse(database: Database, counted: Counted[]): Promise<Refusal> {
  const settled = [];
  for (const [subject, rules] of counted) settled.push(await settleFailure(database, subject, rules));
  const locked = settled.filter((result) => result.locked);
  if (locked.length > 0) return { kind: 'locked', retryAfterSeconds: Math.max(...locked.map((result) => result.retryAfterSeconds)) };
  return { kind: 'invalid' };
}

function historyDetails(attempt: Attempt, extra: Record<string, string> = {}) {
  return { ip: attempt.ip, userAgent: attempt.userAgent?.slice(0, 400) ?? null, ...extra };
}

async function openSession(
  database: Database,
  user: { id: string; email: string },
  attempt: Attempt,
  extra?: Record<string, string>,
): Promise<SignedIn> {
  await deleteDeadSessions(database, user.id);
  const session = await createSession(database, user.id, { ipAddress: attempt.ip, userAgent: attempt.userAgent });
  await database.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  await audit(database, {
    actorId: user.id,
    action: 'session.sign_in',
    entity: 'user',
    entityId: user.id,
    details: historyDetails(attempt, extra),
  });
  return { kind: 'signed-in', user, token: session.token, expiresAt: session.expiresAt };
}

/**
 * Checks the throttle, then the password (against a dummy hash when the e-mail is unknown or has
 * no password yet, so every case takes the same time and gives the same answer), then the
 * member's role and status. An active member with a role gets a session with a new token, or,
 * with two-step sign-in on, a session pending its second step.
 */
export async function signIn(database: Database, input: SignInInput): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const account = accountSubject(email, input.ip);
  const address = ipSubject(input.ip);
  const counted: Counted[] = [
    [account, ACCOUNT_RULES],
    [address, IP_RULES],
  ];
  // Counted before the password is checked (decision 064): a burst gets at most five checks.
  const locked = await reserve(database, counted);
  if (locked) return locked;

  const [user] = await database
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      role: userRoles.role,
      deactivatedAt: users.deactivatedAt,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.email, email));
  const hasPassword = user !== undefined && user.passwordHash !== NO_PASSWORD_YET;
  let passwordOk: boolean;
  try {
    passwordOk = (await verifyPassword(input.password, hasPassword ? user.passwordHash : DUMMY_HASH)) && hasPassword;
  } catch (error) {
    if (error instanceof HashBusyError) return { kind: 'busy' };
    throw error;
  }
  if (!user || !passwordOk) {
    if (user) {
      await audit(database, {
        actorId: null,
        action: 'session.sign_in_failed',
        entity: 'user',
        entityId: user.id,
        details: historyDetails(input),
      });
    }
    return refuse(database, counted);
  }
  // A deactivated member is answered like a wrong password: nothing tells a stranger the account exists.
  if (user.deactivatedAt) return { kind: 'invalid' };
  if (user.role && user.totpEnabledAt) {
    // The password alone clears no count (decision 090): the account's attempts and the code
    // step's wrong guesses are forgiven only when a code is accepted. While the code step is
    // locked, no pending session is made.
    const codeLock = await activeLock(database, [secondStepSubject(user.id)]);
    if (codeLock) return { kind: 'locked', retryAfterSeconds: codeLock.retryAfterSeconds };
    const pending = await createSession(database, user.id, { ipAddress: input.ip, userAgent: input.userAgent, pendingSecondFactor: true });
    return { kind: 'second-step', token: pending.token, expiresAt: pending.expiresAt };
  }
  await recordSuccess(database, account, address);
  if (!user.role) return { kind: 'no-role' };
  return openSession(database, { id: user.id, email: user.email }, input);
}

export type SecondStepInput = { pendingToken: string; code: string; ip: string; userAgent: string | null; sessionSecrets: string[] };

/**
 * Null when no second step is awaited under the token (expired, or never started): back to the
 * password. 'code-used': the code was right once and has been used already (counted as wrong).
 */
export type SecondStepResult = Exclude<SignInResult, { kind: 'second-step' | 'no-role' | 'busy' }> | { kind: 'code-used' } | null;

/**
 * The second step: a code from the authenticator app or a recovery code, for the session
 * pending under `pendingToken`. Wrong codes count toward the same lock as wrong passwords (for
 * the account from this address, and for the address), and toward the member's own code-step
 * count, which neither a right password nor another address resets: five wrong codes lock the
 * code step until the wait is over, from everywhere (decision 090). On success every count of
 * the account is cleared and the pending session is replaced by a new one (a new token).
 */
export async function completeSecondStep(database: Database, input: SecondStepInput): Promise<SecondStepResult> {
  const pending = await findPendingSession(database, input.pendingToken);
  if (!pending) return null;
  const account = accountSubject(pending.email, input.ip);
  const address = ipSubject(input.ip);
  const codeStep = secondStepSubject(pending.userId);
  const counted: Counted[] = [
    [account, ACCOUNT_RULES],
    [address, IP_RULES],
    [codeStep, SECOND_STEP_RULES],
  ];
  const locked = await reserve(database, counted);
  if (locked) {
    await deleteSession(database, input.pendingToken);
    return locked;
  }
  const used = await verifySecondFactor(database, { userId: pending.userId, code: input.code, sessionSecrets: input.sessionSecrets });
  if (used === null || used === 'used') {
    await audit(database, {
      actorId: null,
      action: 'session.sign_in_failed',
      entity: 'user',
      entityId: pending.userId,
      details: historyDetails(input, { step: 'code' }),
    });
    const result = await refuse(database, counted);
    if (result.kind === 'locked') await deleteSession(database, input.pendingToken);
    return result.kind === 'invalid' && used === 'used' ? { kind: 'code-used' } : result;
  }
  await recordSuccess(database, account, address, codeStep);
  await deleteSession(database, input.pendingToken);
  return openSession(database, { id: pending.userId, email: pending.email }, input, { secondStep: used });
}

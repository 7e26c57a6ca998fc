// A member's own account (decision 066): their password, their sessions and their sign-in
// history; and the two ways to set a password from a one-time link (an invite, a reset).
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { auditLog, recoveryCodes, sessions, signInThrottles, users } from '#db/schema.ts';
import { normalizeEmail } from '#app/features/accounts/accounts.server.ts';
import { hashPassword, passwordProblem, verifyPassword } from '#app/features/accounts/password.server.ts';
import { hashToken } from '#app/features/accounts/session.server.ts';
import { secondStepSubject } from '#app/features/accounts/sign-in-throttle.server.ts';
import { issueStaffToken, peekStaffToken, redeemStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import type { StaffTokenPurpose } from '#db/enums.ts';
import { NO_PASSWORD_YET } from '#app/features/accounts/team.server.ts';
import { audit } from '#app/lib/audit.server.ts';
import type { AuditEntry } from '#app/lib/audit.server.ts';

export type PasswordChange = { ok: true } | { ok: false; field: 'currentPassword' | 'newPassword'; error: string };

/**
 * Changes the member's password: the current one must be right and the new one acceptable.
 * Every other session of theirs ends; `keepToken`'s session (the one asking) stays.
 */
export async function changePassword(
  db: Database,
  {
    userId,
    email,
    currentPassword,
    newPassword,
    keepToken,
  }: { userId: string; email: string; currentPassword: string; newPassword: string; keepToken: string },
): Promise<PasswordChange> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
    return { ok: false, field: 'currentPassword', error: 'That is not your current password.' };
  }
  const problem = passwordProblem(newPassword, email);
  if (problem) return { ok: false, field: 'newPassword', error: problem };
  if (newPassword === currentPassword)
    return { ok: false, field: 'newPassword', error: 'Choose a password different from the current one.' };
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))));
    await audit(tx, { actorId: userId, action: 'account.password_change', entity: 'user', entityId: userId });
  });
  return { ok: true };
}

/**
 * Sets the member's own name (what 'Assigned to', the Team list and a lead's 'Activity' show),
 * recorded with the old and the new name. The name is checked by changeNameSchema first.
 */
/** A change a member makes to their own row, audited as theirs in the same transaction. */
async function changeOwnRow(
  tx: Transaction,
  userId: string,
  values: Pick<typeof users.$inferInsert, 'name' | 'followUpReminders' | 'yourDayEmail'>,
  action: AuditEntry['action'],
  details: Record<string, unknown>,
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await audit(tx, { actorId: userId, action, entity: 'user', entityId: userId, details });
}

/** The member's reminder e-mails ('E-mail reminders' on their Account page), audited with the values before. */
export async function setReminderEmails(
  db: Database,
  { userId, followUpReminders, yourDayEmail }: { userId: string; followUpReminders: boolean; yourDayEmail: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ followUpReminders: users.followUpReminders, yourDayEmail: users.yourDayEmail })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before || (before.followUpReminders === followUpReminders && before.yourDayEmail === yourDayEmail)) return;
    await changeOwnRow(tx, userId, { followUpReminders, yourDayEmail }, 'account.reminder_emails', {
      before,
      after: { followUpReminders, yourDayEmail },
    });
  });
}

export async function changeName(db: Database, { userId, name }: { userId: string; name: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).for('update');
    if (!before || before.name === name) return;
    await changeOwnRow(tx, userId, { name }, 'account.name_change', { from: before.name, to: name });
  });
}

export type SetPasswordResult = { ok: true; email: string } | { ok: false; field: 'password' | 'link'; error: string };

export const LINK_NOT_VALID = 'This link has expired or has been used already. Ask an admin of your team for a new one.';

/**
 * Sets the password of the member a one-time link belongs to, and uses the link up (both in one
 * transaction, after the slow hash). Every session of theirs ends: a reset means someone else may
 * have had the old password.
 */
export async function setPasswordWithLink(
  db: Database,
  { purpose, token, password }: { purpose: StaffTokenPurpose; token: string; password: string },
): Promise<SetPasswordResult> {
  const holder = await peekStaffToken(db, purpose, token);
  if (!holder) return { ok: false, field: 'link', error: LINK_NOT_VALID };
  const problem = passwordProblem(password, holder.email);
  if (problem) return { ok: false, field: 'password', error: problem };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const redeemed = await redeemStaffToken(tx, purpose, token);
    if (!redeemed) return { ok: false as const, field: 'link' as const, error: LINK_NOT_VALID };
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, redeemed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, redeemed.userId));
    await audit(tx, {
      actorId: redeemed.userId,
      action: purpose === 'invite' ? 'account.invite_accepted' : 'account.password_reset',
      entity: 'user',
      entityId: redeemed.userId,
    });
    return { ok: true as const, email: redeemed.email };
  });
}

/**
 * A reset link for the active member with this e-mail who has a password, or null (unknown,
 * deactivated, or invited and not joined yet). The caller answers the same either way.
 */
export async function requestPasswordReset(db: Database, emailInput: string): Promise<{ email: string; token: string } | null> {
  const email = normalizeEmail(emailInput);
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deactivatedAt)));
  if (!user || user.passwordHash === NO_PASSWORD_YET) return null;
  const { token } = await issueStaffToken(db, { userId: user.id, purpose: 'password-reset', createdBy: null });
  await audit(db, { actorId: null, action: 'account.password_reset_requested', entity: 'user', entityId: user.id });
  return { email, token };
}

/**
 * Sets a password directly (the server owner's `npm run admin:reset-password`); every session
 * ends. `clearTwoStep` also turns two-step sign-in off (a lost phone and lost recovery codes).
 */
export async function resetPasswordAsOwner(
  db: Database,
  emailInput: string,
  password: string,
  { clearTwoStep = false }: { clearTwoStep?: boolean } = {},
): Promise<{ ok: true } | { ok: false; error: string }> {
  const email = normalizeEmail(emailInput);
  const problem = passwordProblem(password, email);
  if (problem) return { ok: false, error: problem };
  const passwordHash = await hashPassword(password);
  const twoStepOff = clearTwoStep ? { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null } : {};
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()`, ...twoStepOff })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) return { ok: false as const, error: `No account has the e-mail ${email}.` };
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    if (clearTwoStep) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await tx.delete(signInThrottles).where(eq(signInThrottles.subject, secondStepSubject(user.id)));
    }
    await audit(tx, {
      actorId: null,
      action: 'account.password_reset_by_owner',
      entity: 'user',
      entityId: user.id,
      details: { clearTwoStep },
    });
    return { ok: true as const };
  });
}

export type ActiveSession = {
  id: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  signedInAt: string;
  lastSeenAt: string;
};

/** The member's live sessions, the one asking first. `id` is a short handle, not the token's hash. */
export async function listSessions(
  db: Database,
  { userId, currentToken }: { userId: string; currentToken: string },
): Promise<ActiveSession[]> {
  const currentHash = hashToken(currentToken);
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.pendingSecondFactor, false), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .map((row) => ({
      id: row.tokenHash.slice(0, 12),
      current: row.tokenHash === currentHash,
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends every session of the member but the one asking, and cancels their sign-ins still waiting
 * for a code; says how many sessions ended (those the page listed: a sign-in waiting for its code
 * was never one).
 */
export async function signOutOtherSessions(
  db: Database,
  { userId, currentToken }: { userId: string; currentToken: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken))))
      // Counted as listSessions lists them: live, and not waiting for a code.
      .returning({ listed: sql<boolean>`${sessions.expiresAt} > now() and not ${sessions.pendingSecondFactor}` });
    const count = ended.filter((session) => session.listed).length;
    await audit(tx, {
      actorId: userId,
      action: 'account.sign_out_others',
      entity: 'user',
      entityId: userId,
      details: { ended: count },
    });
    return count;
  });
}

export type SignInEvent = { at: string; outcome: 'signed-in' | 'failed' | 'signed-out'; ip: string | null; userAgent: string | null };

const HISTORY_ACTIONS = { 'session.sign_in': 'signed-in', 'session.sign_in_failed': 'failed', 'session.sign_out': 'signed-out' } as const;

/** The member's latest sign-ins, failed attempts and sign-outs, newest first (from the audit log). */
export async function signInHistory(db: Database, userId: string, limit = 20): Promise<SignInEvent[]> {
  const rows = await db
    .select({ action: auditLog.action, details: auditLog.details, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId), inArray(auditLog.action, Object.keys(HISTORY_ACTIONS))))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => {
    const details = (row.details ?? {}) as { ip?: string; userAgent?: string };
    return {
      at: row.createdAt.toISOString(),
      outcome: HISTORY_ACTIONS[row.action as keyof typeof HISTORY_ACTIONS],
      ip: details.ip ?? null,
      userAgent: details.userAgent ?? null,
    };
  });
}

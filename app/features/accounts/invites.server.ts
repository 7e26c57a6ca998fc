// Invites (decisions 066, 119): a new member with a role and no password yet, and their one-time
// link; 'Resend invite' for one who has not joined, at most three links an hour. Each change and
// its audit row are one transaction.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { interval, isUniqueViolation } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import type { StaffRole } from '#db/enums.ts';
import { staffTokens, userRoles, users } from '#db/schema.ts';
import { normalizeEmail } from '#app/features/accounts/accounts.server.ts';
import { issueStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import { NO_PASSWORD_YET } from '#app/features/accounts/team.server.ts';
import { audit } from '#app/lib/audit.server.ts';

export type Invite = { ok: true; userId: string; token: string; expiresAt: Date } | { ok: false; status: 409; error: string };

/**
 * A new member with a role and no password yet, and their invite link. An e-mail that belongs to
 * a member who never accepted gets a fresh link (and the new name and role); one that belongs to
 * an active or deactivated member is refused.
 */
export async function inviteMember(
  db: Database,
  { email: emailInput, name, role, actorId }: { email: string; name: string; role: StaffRole; actorId: string },
): Promise<Invite> {
  const email = normalizeEmail(emailInput);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
      let userId: string;
      if (existing) {
        if (existing.passwordHash !== NO_PASSWORD_YET) {
          return { ok: false as const, status: 409 as const, error: `${email} is already on the team.` };
        }
        userId = existing.id;
        await tx
          .update(users)
          .set({ name, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, userId));
      } else {
        const [user] = await tx.insert(users).values({ email, name, passwordHash: NO_PASSWORD_YET }).returning({ id: users.id });
        userId = user!.id;
        await tx.insert(userRoles).values({ userId, role });
      }
      const { token, expiresAt } = await issueStaffToken(tx, { userId, purpose: 'invite', createdBy: actorId });
      await audit(tx, {
        actorId: actorId,
        action: existing ? 'team.invite_renewed' : 'team.invite',
        entity: 'user',
        entityId: userId,
        details: { email, role },
      });
      return { ok: true as const, userId, token, expiresAt };
    });
  } catch (error) {
    // Two admins inviting the same address at the same moment: the second is told it exists.
    if (isUniqueViolation(error)) return { ok: false, status: 409, error: `${email} is already on the team.` };
    throw error;
  }
}

/** 'Resend invite': at most this many invite links per member in the window (the first invite counts). */
export const INVITE_LINKS_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;

export type ResentInvite =
  | { ok: true; userId: string; email: string; name: string; role: StaffRole; token: string; expiresAt: Date }
  | { ok: false; status: 404 | 409 | 429; error: string; retryAfterSeconds?: number };

/**
 * 'Resend invite' for a member who has not joined yet: a new link (72 hours), and the earlier one
 * stops working. A member who joined, or was deactivated, is refused (409); so is a fourth link
 * within an hour (429, with when the next one may be sent), counted from the links themselves
 * while the member's row is locked, so two admins clicking at once cannot both pass the count.
 */
export async function resendInvite(db: Database, { userId, actorId }: { userId: string; actorId: string }): Promise<ResentInvite> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        email: users.email,
        name: users.name,
        role: userRoles.role,
        passwordHash: users.passwordHash,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (!member) return { ok: false as const, status: 404 as const, error: 'That member was not found.' };
    const who = member.name || member.email;
    if (member.deactivatedAt) {
      return { ok: false as const, status: 409 as const, error: `${who} is deactivated: reactivate them first.` };
    }
    if (member.passwordHash !== NO_PASSWORD_YET) {
      return { ok: false as const, status: 409 as const, error: `${who} has joined already: they sign in with their own password.` };
    }
    const [recent] = await tx
      .select({
        links: count(),
        // When the oldest link of the window leaves it, in seconds from now.
        freeIn: sql<number>`ceil(extract(epoch from min(${staffTokens.createdAt}) + ${interval(INVITE_LINKS_LIMIT.windowMs)} - now()))::int`,
      })
      .from(staffTokens)
      .where(
        and(
          eq(staffTokens.userId, userId),
          eq(staffTokens.purpose, 'invite'),
          gt(staffTokens.createdAt, sql`now() - ${interval(INVITE_LINKS_LIMIT.windowMs)}`),
        ),
      );
    if ((recent?.links ?? 0) >= INVITE_LINKS_LIMIT.max) {
      const retryAfterSeconds = Math.max(1, recent?.freeIn ?? 60);
      const minutes = Math.ceil(retryAfterSeconds / 60);
      return {
        ok: false as const,
        status: 429 as const,
        error: `${who} was sent ${INVITE_LINKS_LIMIT.max} invite links in the last hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        retryAfterSeconds,
      };
    }
    const { token, expiresAt } = await issueStaffToken(tx, { userId, purpose: 'invite', createdBy: actorId });
    await audit(tx, { actorId, action: 'team.invite_resent', entity: 'user', entityId: userId, details: { email: member.email } });
    return { ok: true as const, userId, email: member.email, name: member.name, role: member.role, token, expiresAt };
  });
}

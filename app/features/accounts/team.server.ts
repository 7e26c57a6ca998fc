// The team: who is on it, invites, roles, deactivation (decision 066). Every change and its
// audit row are one transaction; changes that could leave the team without an active Admin take
// a transaction-wide lock first, so two admins demoting each other at once cannot both succeed.
import { and, count, desc, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import type { StaffRole } from '#db/enums.ts';
import { sessions, staffTokens, teamSettings, userRoles, users } from '#db/schema.ts';
import { ADMIN_ROLE, normalizeEmail } from '#app/features/accounts/accounts.server.ts';
import { issueStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import { REQUIRE_TWO_STEP_KEY } from '#app/features/accounts/session.server.ts';
import { audit } from '#app/lib/audit.server.ts';

/** The password hash of a member who has not accepted their invite: it verifies nothing. */
export const NO_PASSWORD_YET = '!invited';

export type MemberStatus = 'active' | 'invited' | 'invite-expired' | 'deactivated';

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  status: MemberStatus;
  lastSignInAt: string | null;
  twoStep: boolean;
  /** 'Takes new leads' (decision 110). */
  takesLeads: boolean;
  /** 'Daily limit'; null: none. */
  dailyLimit: number | null;
};

export type TeamChange = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string };

export const LAST_ADMIN = 'The team needs at least one active Admin. Make another member an Admin first, then change this one.';

// Raw: a lock key for pg_advisory_xact_lock, not a query the builder could write.
const TEAM_LOCK = sql`select pg_advisory_xact_lock(727275)`;

/** Everyone with a role, newest first; invited members show whether their link still works. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const pendingInvite = db
    .select({ userId: staffTokens.userId })
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.userId, users.id),
        eq(staffTokens.purpose, 'invite'),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, sql`now()`),
      ),
    );
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: userRoles.role,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
      lastSignInAt: users.lastSignInAt,
      totpEnabledAt: users.totpEnabledAt,
      takesLeads: users.takesLeads,
      dailyLimit: users.dailyLeadLimit,
      invitePending: exists(pendingInvite),
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(desc(users.createdAt), users.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.deactivatedAt
      ? 'deactivated'
      : row.passwordHash === NO_PASSWORD_YET
        ? row.invitePending
          ? 'invited'
          : 'invite-expired'
        : 'active',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    twoStep: row.totpEnabledAt !== null,
    takesLeads: row.takesLeads,
    dailyLimit: row.dailyLimit,
  }));
}

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

/** Other active Admins than `userId` who can sign in (inside the team lock). */
async function otherActiveAdmins(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ admins: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.role, ADMIN_ROLE),
        ne(userRoles.userId, userId),
        isNull(users.deactivatedAt),
        ne(users.passwordHash, NO_PASSWORD_YET),
      ),
    );
  return row?.admins ?? 0;
}

export async function changeRole(
  db: Database,
  { userId, role, actorId }: { userId: string; role: StaffRole; actorId: string },
): Promise<TeamChange> {
  return db.transaction(async (tx) => {
    await tx.execute(TEAM_LOCK);
    const [current] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    if (!current) return { ok: false as const, status: 404 as const, error: 'That member was not found.' };
    if (current.role === role) return { ok: true as const };
    if (current.role === ADMIN_ROLE && (await otherActiveAdmins(tx, userId)) === 0) {
      return { ok: false as const, status: 409 as const, error: LAST_ADMIN };
    }
    await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, userId));
    await audit(tx, {
      actorId: actorId,
      action: 'team.role_change',
      entity: 'user',
      entityId: userId,
      details: { from: current.role, to: role },
    });
    return { ok: true as const };
  });
}

/** Deactivates a member: their sessions end at once and they cannot sign in. */
export async function deactivateMember(db: Database, { userId, actorId }: { userId: string; actorId: string }): Promise<TeamChange> {
  if (userId === actorId) return { ok: false, status: 409, error: 'You cannot deactivate yourself. Ask another Admin.' };
  return db.transaction(async (tx) => {
    await tx.execute(TEAM_LOCK);
    const [member] = await tx
      .select({ role: userRoles.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, userId));
    if (!member) return { ok: false as const, status: 404 as const, error: 'That member was not found.' };
    if (member.deactivatedAt) return { ok: true as const };
    if (member.role === ADMIN_ROLE && (await otherActiveAdmins(tx, userId)) === 0) {
      return { ok: false as const, status: 409 as const, error: LAST_ADMIN };
    }
    await tx
      .update(users)
      .set({ deactivatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // An invite or reset link sent earlier stops working too.
    await tx
      .update(staffTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(staffTokens.userId, userId), isNull(staffTokens.usedAt)));
    await audit(tx, { actorId: actorId, action: 'team.deactivate', entity: 'user', entityId: userId });
    return { ok: true as const };
  });
}

export async function reactivateMember(db: Database, { userId, actorId }: { userId: string; actorId: string }): Promise<TeamChange> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ deactivatedAt: null, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), sql`${users.deactivatedAt} is not null`))
      .returning({ id: users.id });
    if (updated.length === 0) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return exists ? { ok: true as const } : { ok: false as const, status: 404 as const, error: 'That member was not found.' };
    }
    await audit(tx, { actorId: actorId, action: 'team.reactivate', entity: 'user', entityId: userId });
    return { ok: true as const };
  });
}

export async function teamRequiresTwoStep(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: teamSettings.value }).from(teamSettings).where(eq(teamSettings.key, REQUIRE_TWO_STEP_KEY));
  return row?.value === true;
}

export async function setTeamRequiresTwoStep(db: Database, { required, actorId }: { required: boolean; actorId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(teamSettings)
      .values({ key: REQUIRE_TWO_STEP_KEY, value: required, updatedBy: actorId })
      .onConflictDoUpdate({ target: teamSettings.key, set: { value: required, updatedBy: actorId, updatedAt: sql`now()` } });
    await audit(tx, {
      actorId: actorId,
      action: 'team.require_two_step',
      entity: 'team',
      entityId: null,
      details: { required },
    });
  });
}

/**
 * 'Takes new leads' and 'Daily limit' of an Admin or Sales member (decision 110); an Editor works
 * no leads and is refused.
 */
export async function setLeadIntake(
  db: Database,
  { userId, takesLeads, dailyLimit, actorId }: { userId: string; takesLeads: boolean; dailyLimit: number | null; actorId: string },
): Promise<TeamChange> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: userRoles.role, takesLeads: users.takesLeads, dailyLimit: users.dailyLeadLimit })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, userId));
    if (!member) return { ok: false as const, status: 404 as const, error: 'That member was not found.' };
    if (member.role === 'editor')
      return { ok: false as const, status: 409 as const, error: 'Editors work no leads: make them Sales first.' };
    if (member.takesLeads === takesLeads && member.dailyLimit === dailyLimit) return { ok: true as const };
    await tx
      .update(users)
      .set({ takesLeads, dailyLeadLimit: dailyLimit, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await audit(tx, {
      actorId,
      action: 'team.lead_intake',
      entity: 'user',
      entityId: userId,
      details: { takesLeads, dailyLimit, was: { takesLeads: member.takesLeads, dailyLimit: member.dailyLimit } },
    });
    return { ok: true as const };
  });
}

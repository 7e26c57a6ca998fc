// The team: who is on it, roles, deactivation (decision 066); invites are in invites.server.ts.
// Every change and its audit row are one transaction; changes that could leave the team without an
// active Admin take a transaction-wide lock first, so two admins demoting each other at once cannot
// both succeed. A member's part in the lead work ('Takes new leads', 'Daily limit', open leads and
// their hand-over) is sales' assignment's (app/features/sales/assignment, decision 134): this
// feature neither reads nor writes leads; the Team route joins the two.
import { and, count, desc, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import type { StaffRole } from '#db/enums.ts';
import { sessions, staffTokens, teamSettings, userRoles, users } from '#db/schema.ts';
import { ADMIN_ROLE } from '#app/features/accounts/accounts.server.ts';
import { REQUIRE_TWO_STEP_KEY } from '#app/features/accounts/session.server.ts';
import { audit } from '#app/lib/audit.server.ts';

/** The password hash of a member who has not accepted their invite: it verifies nothing. */
export const NO_PASSWORD_YET = '!invited';

export type MemberStatus = 'active' | 'invited' | 'invite-expired' | 'deactivated';

/** A member as this feature knows them: who they are, their role, whether and how they sign in. */
export type TeamAccount = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  status: MemberStatus;
  lastSignInAt: string | null;
  twoStep: boolean;
};

/**
 * A member as the Team screen shows them: their account, and their part in the lead work, which
 * the Team route adds from sales' assignment (decision 134).
 */
export type TeamMember = TeamAccount & {
  /** 'Takes new leads' (decision 110). */
  takesLeads: boolean;
  /** 'Daily limit'; null: none. */
  dailyLimit: number | null;
  /** Leads assigned to them that are still open (new or contacted): what deactivating them hands on. */
  openLeads: number;
};

/** Refused: why, with the HTTP status the Team route answers with. */
export type TeamRefusal = { ok: false; status: 400 | 404 | 409; error: string };

export type TeamChange = { ok: true } | TeamRefusal;

export const LAST_ADMIN = 'The team needs at least one active Admin. Make another member an Admin first, then change this one.';

// Raw: a lock key for pg_advisory_xact_lock, not a query the builder could write.
const TEAM_LOCK = sql`select pg_advisory_xact_lock(727275)`;

/** Everyone with a role, newest first; invited members show whether their link still works. */
export async function listTeam(db: Database): Promise<TeamAccount[]> {
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
  }));
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

/**
 * What goes with a member as they are deactivated, in the deactivation's transaction under the
 * team's lock: the Team route passes the hand-over of their open leads (sales' assignment,
 * decision 119), which this feature does not know (decision 134). `refusal` is known before
 * anything is read; `check` runs once the member may go, before anything is written, and its
 * refusal leaves them active; `carryOut` runs once their access has ended: its `answer` joins the
 * deactivation's answer and its `audit` the 'team.deactivate' entry.
 */
export type Departure<Answer extends object> = {
  refusal?: TeamRefusal | null;
  check(tx: Transaction): Promise<TeamRefusal | null>;
  carryOut(tx: Transaction): Promise<{ answer: Answer; audit: Record<string, unknown> }>;
};

/**
 * Deactivates a member: their sessions end at once, they cannot sign in, and their unused links
 * stop working; with `departure`, what they leave goes where it says, in the same transaction.
 * A member deactivated already is left as they are.
 */
export async function deactivateMember<Answer extends object = Record<never, never>>(
  db: Database,
  { userId, actorId }: { userId: string; actorId: string },
  departure?: Departure<Answer>,
): Promise<TeamRefusal | ({ ok: true } & Partial<Answer>)> {
  if (userId === actorId) return { ok: false, status: 409, error: 'You cannot deactivate yourself. Ask another Admin.' };
  if (departure?.refusal) return departure.refusal;
  return db.transaction(async (tx): Promise<TeamRefusal | ({ ok: true } & Partial<Answer>)> => {
    await tx.execute(TEAM_LOCK);
    const [member] = await tx
      .select({ role: userRoles.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, userId));
    if (!member) return { ok: false, status: 404, error: 'That member was not found.' };
    if (member.deactivatedAt) return { ok: true };
    if (member.role === ADMIN_ROLE && (await otherActiveAdmins(tx, userId)) === 0) {
      return { ok: false, status: 409, error: LAST_ADMIN };
    }
    const refused = await departure?.check(tx);
    if (refused) return refused;
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
    const carried = await departure?.carryOut(tx);
    await audit(tx, { actorId: actorId, action: 'team.deactivate', entity: 'user', entityId: userId, details: carried?.audit });
    return { ok: true, ...carried?.answer };
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

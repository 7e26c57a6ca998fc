// The team: who is on it, invites, roles, deactivation (decision 066). Every change and its
// audit row are one transaction; changes that could leave the team without an active Admin take
// a transaction-wide lock first, so two admins demoting each other at once cannot both succeed.
import { and, asc, count, desc, eq, exists, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { interval, isUniqueViolation, queryRows } from '#app/lib/db.server.ts';
import type { Database, Transaction } from '#db/database.ts';
import type { LeadStatus, StaffRole } from '#db/enums.ts';
import { contactSubmissions, leadAssignmentTurn, leadEvents, sessions, staffTokens, teamSettings, userRoles, users } from '#db/schema.ts';
import { ADMIN_ROLE, normalizeEmail } from '#app/features/accounts/accounts.server.ts';
import { issueStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import { REQUIRE_TWO_STEP_KEY } from '#app/features/accounts/session.server.ts';
import { audit } from '#app/lib/audit.server.ts';
import { permissions } from '#app/features/accounts/permissions.ts';

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
  /** Leads assigned to them that are still open (new or contacted): what deactivating them hands on. */
  openLeads: number;
};

/** A lead that is still being worked: not converted, not lost. */
export const OPEN_LEAD_STATUSES = ['new', 'contacted'] as const satisfies readonly LeadStatus[];

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
  // Open leads per member, read from the assignee-and-status index alone.
  const open = await db
    .select({ member: contactSubmissions.assignedTo, leads: count() })
    .from(contactSubmissions)
    .where(and(isNotNull(contactSubmissions.assignedTo), inArray(contactSubmissions.status, [...OPEN_LEAD_STATUSES])))
    .groupBy(contactSubmissions.assignedTo);
  const openOf = new Map(open.map((row) => [row.member, row.leads]));
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
    openLeads: openOf.get(row.id) ?? 0,
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
 * Who takes a deactivated member's open leads: one member, the members who take new leads in turn
 * ('Share among the team'), or nobody.
 */
export type LeadHandover = { kind: 'member'; memberId: string } | { kind: 'share' } | { kind: 'unassigned' };

export const HANDOVER_TEXTS = {
  noMember: 'Choose an active member who works on leads to take them.',
  nobodyTakesLeads: 'Nobody else takes new leads: choose one member, or leave the leads unassigned.',
} as const;

/**
 * Deactivates a member: their sessions end at once and they cannot sign in, and their open leads
 * (new or contacted) go where `leadsTo` says (decision 119), each with an 'assigned' event on its
 * timeline, in the same transaction. Converted and lost leads stay theirs: they record who won or
 * lost them.
 */
export async function deactivateMember(
  db: Database,
  { userId, actorId, leadsTo = { kind: 'unassigned' } }: { userId: string; actorId: string; leadsTo?: LeadHandover },
): Promise<TeamChange & { handedOver?: number }> {
  if (userId === actorId) return { ok: false, status: 409, error: 'You cannot deactivate yourself. Ask another Admin.' };
  if (leadsTo.kind === 'member' && leadsTo.memberId === userId) return { ok: false, status: 400, error: HANDOVER_TEXTS.noMember };
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
    if (leadsTo.kind === 'member') {
      const [taker] = await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(and(eq(users.id, leadsTo.memberId), isNull(users.deactivatedAt), inArray(userRoles.role, LEAD_ROLES)));
      if (!taker) return { ok: false as const, status: 409 as const, error: HANDOVER_TEXTS.noMember };
    }
    // 'Share among the team': the members who take new leads, in the turn's order from the member
    // after the last one who had a lead by turn (the turn's row stays locked until the end).
    const sharers = leadsTo.kind === 'share' ? await membersInTurn(tx, userId) : [];
    if (leadsTo.kind === 'share' && sharers.length === 0) {
      return { ok: false as const, status: 409 as const, error: HANDOVER_TEXTS.nobodyTakesLeads };
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
    const handedOver = await handOverLeads(tx, { from: userId, leadsTo, sharers, actorId });
    await audit(tx, {
      actorId: actorId,
      action: 'team.deactivate',
      entity: 'user',
      entityId: userId,
      details: {
        openLeads: handedOver,
        leadsTo: leadsTo.kind,
        ...(leadsTo.kind === 'member' ? { memberId: leadsTo.memberId } : {}),
      },
    });
    return { ok: true as const, handedOver };
  });
}

/** The roles that work leads (permissions.ts, 'leads'). */
const LEAD_ROLES: StaffRole[] = [...permissions.leads];

type Sharer = { id: string };

/**
 * The members who take new leads (active, joined, Admin or Sales; not `leaving`) in the order
 * automatic assignment gives them leads (decision 110): first those after the turn's last member
 * (by when they joined, then id), then from the start again. Locks the turn's row.
 */
async function membersInTurn(tx: Transaction, leaving: string): Promise<Sharer[]> {
  await tx.select({ id: leadAssignmentTurn.id }).from(leadAssignmentTurn).where(eq(leadAssignmentTurn.id, 1)).for('update');
  // Compared in the database: its timestamps are finer than a JavaScript Date.
  const turn = tx
    .select({ joinedAt: leadAssignmentTurn.lastMemberJoinedAt, id: leadAssignmentTurn.lastMemberId })
    .from(leadAssignmentTurn)
    .where(eq(leadAssignmentTurn.id, 1));
  const upToTurn = sql`coalesce((${users.createdAt}, ${users.id}) <= (${turn}), false)`;
  return tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(users.takesLeads, true),
        isNull(users.deactivatedAt),
        ne(users.passwordHash, NO_PASSWORD_YET),
        inArray(userRoles.role, LEAD_ROLES),
        ne(users.id, leaving),
      ),
    )
    .orderBy(asc(upToTurn), asc(users.createdAt), asc(users.id));
}

/**
 * Hands a deactivated member's open leads on, in a few statements whatever their number: locks
 * them (in id order), moves them and writes one 'assigned' event each (marked `deactivated`, and
 * `shared` when shared in turn). Shared leads go round the members oldest lead first; the turn
 * then stands at the member who got the last one, so the next enquiry goes to the one after.
 * Returns how many leads were handed on.
 */
async function handOverLeads(
  tx: Transaction,
  { from, leadsTo, sharers, actorId }: { from: string; leadsTo: LeadHandover; sharers: Sharer[]; actorId: string },
): Promise<number> {
  const open = and(eq(contactSubmissions.assignedTo, from), inArray(contactSubmissions.status, [...OPEN_LEAD_STATUSES]));
  // Raw from here: a window function and data-modifying WITH, which the builder cannot combine.
  await tx.execute(sql`select 1 from ${contactSubmissions} where ${open} order by ${contactSubmissions.id} for update`);
  const takers =
    leadsTo.kind === 'share'
      ? sql`(array[${sql.join(
          sharers.map((sharer) => sql`${sharer.id}::uuid`),
          sql`, `,
        )}])[(plan.k % ${sharers.length}::int)::int + 1]`
      : leadsTo.kind === 'member'
        ? sql`${leadsTo.memberId}::uuid`
        : sql`null::uuid`;
  const marks = leadsTo.kind === 'share' ? sql`'deactivated', true, 'shared', true` : sql`'deactivated', true`;
  const [moved] = await queryRows<{ leads: number }>(
    tx,
    sql`with plan as (
          select ${contactSubmissions.id} as id, row_number() over (order by ${contactSubmissions.createdAt}, ${contactSubmissions.id}) - 1 as k
          from ${contactSubmissions} where ${open}
        ), moved as (
          update ${contactSubmissions} as c set assigned_to = ${takers}
          from plan where c.id = plan.id
          returning c.id, c.assigned_to
        ), events as (
          insert into ${leadEvents} (lead_id, kind, details, actor_id)
          select moved.id, 'assigned', jsonb_build_object('from', ${from}::uuid, 'to', moved.assigned_to, ${marks}), ${actorId}::uuid
          from moved
          returning 1
        )
        select count(*)::int as leads from events`,
  );
  const total = moved?.leads ?? 0;
  if (total === 0) return 0;
  if (leadsTo.kind === 'share') {
    const last = sharers[(total - 1) % sharers.length]!;
    await tx
      .update(leadAssignmentTurn)
      .set({
        lastMemberId: last.id,
        lastMemberJoinedAt: sql`(select ${users.createdAt} from ${users} where ${users.id} = ${last.id})`,
        updatedAt: sql`now()`,
      })
      .where(eq(leadAssignmentTurn.id, 1));
  }
  return total;
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

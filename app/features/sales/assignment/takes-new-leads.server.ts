// A member's part in automatic assignment (decision 110), set on the Team screen: 'Takes new
// leads' and 'Daily limit' (on `users`, read by the database's insert trigger:
// db/functions/lead-assignment.sql), and what the screen shows of each member's lead work.
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, userRoles, users } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { OPEN_LEAD_STATUSES } from '#app/features/sales/assignment/lead-handover.server.ts';

/** A member's lead work as the Team screen shows it (accounts' TeamMember has these fields). */
export type MemberLeadWork = {
  /** 'Takes new leads'. */
  takesLeads: boolean;
  /** 'Daily limit'; null: none. */
  dailyLimit: number | null;
  /** Leads assigned to them that are still open (new or contacted): what deactivating them hands on. */
  openLeads: number;
};

/** Every member's lead work, by member id. */
export async function leadWorkOfMembers(db: Database): Promise<Map<string, MemberLeadWork>> {
  const [members, open] = await Promise.all([
    db.select({ id: users.id, takesLeads: users.takesLeads, dailyLimit: users.dailyLeadLimit }).from(users),
    // Open leads per member, read from the assignee-and-status index alone.
    db
      .select({ member: contactSubmissions.assignedTo, leads: count() })
      .from(contactSubmissions)
      .where(and(isNotNull(contactSubmissions.assignedTo), inArray(contactSubmissions.status, [...OPEN_LEAD_STATUSES])))
      .groupBy(contactSubmissions.assignedTo),
  ]);
  const openOf = new Map(open.map((row) => [row.member, row.leads]));
  return new Map(
    members.map((member) => [
      member.id,
      { takesLeads: member.takesLeads, dailyLimit: member.dailyLimit, openLeads: openOf.get(member.id) ?? 0 },
    ]),
  );
}

export type LeadIntakeChange = { ok: true } | { ok: false; status: 404 | 409; error: string };

/**
 * 'Takes new leads' and 'Daily limit' of an Admin or Sales member (decision 110); an Editor works
 * no leads and is refused.
 */
export async function setLeadIntake(
  db: Database,
  { userId, takesLeads, dailyLimit, actorId }: { userId: string; takesLeads: boolean; dailyLimit: number | null; actorId: string },
): Promise<LeadIntakeChange> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: userRoles.role, takesLeads: users.takesLeads, dailyLimit: users.dailyLeadLimit })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, userId));
    if (!member) return { ok: false as const, status: 404 as const, error: 'That member was not found.' };
    if (member.role === 'editor')
      return { ok: false as const, status: 409 as const, error: 'Editors work no leads: make them Sales first.' };
    if (member.role === 'site')
      return { ok: false as const, status: 409 as const, error: 'Site supervisors work no leads: make them Sales first.' };
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

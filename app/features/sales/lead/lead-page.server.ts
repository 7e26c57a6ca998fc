// A lead's own page: its view (lead-record.server.ts), its person and their other enquiries, and
// 'Activity', the lead's timeline read from its events (decision 078).
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { parseLeadEvent } from '#db/lead-events.ts';
import type { LeadEvent, LeadEventInput } from '#db/lead-events.ts';
import { leadEvents, users } from '#db/schema.ts';
import { readLead } from '#app/features/sales/lead/lead-record.server.ts';
import type { LeadView } from '#app/features/sales/lead/lead-record.server.ts';
import { otherEnquiries, personView } from '#app/features/sales/people/people.server.ts';
import type { PersonView, RelatedLead } from '#app/features/sales/people/people.server.ts';
import type { MemberRef } from '#app/features/sales/list/lead-list.server.ts';
import { readLeadQuotation } from '#app/features/sales/quotation/quotation-versions.server.ts';
import type { LeadQuotation } from '#app/features/sales/quotation/quotation-versions.server.ts';

/** How many events the page shows, newest first. */
export const ACTIVITY_LIMIT = 400;

/** A member as an entry names them; null when the account was removed. */
export type Actor = MemberRef | null;

/** An event as the page shows it: its kind and details, when, who, and the members it names. */
export type ActivityEntry = LeadEventInput & {
  id: number;
  at: string;
  actor: Actor;
  /** The members an assignment names, by id. */
  members: Record<string, Actor>;
};

export type LeadPageData = LeadView & {
  assignee: MemberRef | null;
  person: PersonView | null;
  /** 'Possible duplicate': the other person this enquiry's e-mail or phone belongs to. */
  duplicateOf: PersonView | null;
  /** Newest first. */
  activity: ActivityEntry[];
  /** More events exist than the page shows. */
  activityCapped: boolean;
  earlier: RelatedLead[];
  later: RelatedLead[];
  /** The lead's quotation and its versions, or null before 'Create quotation'. */
  quotation: LeadQuotation | null;
};

/** The members the events name: who acted, and both sides of an assignment. */
function memberIds(events: LeadEvent[], assignee: string | null): string[] {
  const ids = new Set<string>();
  if (assignee) ids.add(assignee);
  for (const event of events) {
    if (event.actorId) ids.add(event.actorId);
    if (event.kind === 'assigned') for (const id of [event.details.from, event.details.to]) if (id) ids.add(id);
    if (event.kind === 'site_visit') for (const id of [event.details.designerId, event.details.previousDesignerId]) if (id) ids.add(id);
  }
  return [...ids];
}

/**
 * Everything the lead's page shows, or null when there is no such lead: the lead, its person (and
 * the other one when it is a possible duplicate), their other enquiries, and its newest events
 * with the members they name.
 */
export async function getLeadPage(db: Database, id: string): Promise<LeadPageData | null> {
  const view = await readLead(db, id);
  if (!view) return null;
  const { lead } = view;
  const [rows, person, duplicateOf, others, quotation] = await Promise.all([
    db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(ACTIVITY_LIMIT + 1),
    personView(db, lead.personId),
    lead.possibleDuplicateOf ? personView(db, lead.possibleDuplicateOf) : Promise.resolve(null),
    otherEnquiries(db, { id: lead.id, personId: lead.personId, createdAt: new Date(lead.createdAt) }),
    readLeadQuotation(db, lead.id),
  ]);
  const events = rows
    .slice(0, ACTIVITY_LIMIT)
    .map(parseLeadEvent)
    .filter((event) => event !== null);
  const ids = memberIds(events, lead.assignedTo);
  const members =
    ids.length > 0 ? await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(members.map((member) => [member.id, member]));
  const member = (memberId: string | null): Actor => (memberId ? (byId.get(memberId) ?? null) : null);
  const activity = events.map((event): ActivityEntry => {
    const named =
      event.kind === 'assigned'
        ? [event.details.from, event.details.to].filter((value) => value !== null)
        : event.kind === 'site_visit'
          ? [event.details.designerId, event.details.previousDesignerId].filter((value) => value != null)
          : [];
    return {
      ...({ kind: event.kind, details: event.details } as LeadEventInput),
      id: event.id,
      at: event.createdAt.toISOString(),
      actor: member(event.actorId),
      members: Object.fromEntries(named.map((value) => [value, member(value)])),
    };
  });
  return {
    ...view,
    assignee: member(lead.assignedTo),
    person,
    duplicateOf,
    activity,
    activityCapped: rows.length > ACTIVITY_LIMIT,
    quotation,
    ...others,
  };
}

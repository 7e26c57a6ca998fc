// People (decision 077): the person behind each enquiry, their other enquiries, and 'Merge' when
// two people turn out to be one. Which person a new enquiry joins is decided by the database as
// it is inserted (migration 0009), the same way for every form.
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents, people, personContacts } from '#db/schema.ts';
import type { Lead, Person } from '#db/schema.ts';
import type { LeadStatus } from '#db/enums.ts';
import { audit } from '#app/lib/audit.server.ts';
import { displayStatus } from '#app/features/sales/list/lead-filters.ts';

const leads = contactSubmissions;

/** How many of a person's other enquiries a lead's page lists on each side of it. */
export const RELATED_LIMIT = 20;

/** A person as a lead's page shows them. */
export type PersonView = {
  id: string;
  name: string;
  emails: string[];
  phones: string[];
  /** How many enquiries they have sent. */
  enquiries: number;
};

/** One of a person's other enquiries. */
export type RelatedLead = Pick<Lead, 'id' | 'name' | 'email' | 'phone' | 'service'> & { status: LeadStatus; createdAt: string };

export async function personView(db: Database, personId: string): Promise<PersonView | null> {
  const [[person], contacts, [enquiries]] = await Promise.all([
    db.select({ id: people.id, name: people.name }).from(people).where(eq(people.id, personId)),
    db
      .select({ kind: personContacts.kind, value: personContacts.value })
      .from(personContacts)
      .where(eq(personContacts.personId, personId))
      .orderBy(asc(personContacts.createdAt), asc(personContacts.value)),
    db.select({ count: count() }).from(leads).where(eq(leads.personId, personId)),
  ]);
  if (!person) return null;
  return {
    ...person,
    emails: contacts.filter((contact) => contact.kind === 'email').map((contact) => contact.value),
    phones: contacts.filter((contact) => contact.kind === 'phone').map((contact) => contact.value),
    enquiries: enquiries?.count ?? 0,
  };
}

/**
 * The person's other enquiries before and after this one: 'earlier' newest first, 'later'
 * oldest first, served by the (person, created_at) index.
 */
export async function otherEnquiries(
  db: Database,
  lead: Pick<Lead, 'id' | 'personId' | 'createdAt'>,
): Promise<{ earlier: RelatedLead[]; later: RelatedLead[] }> {
  const side = (which: 'earlier' | 'later') =>
    db
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        service: leads.service,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(
        and(
          eq(leads.personId, lead.personId),
          ne(leads.id, lead.id),
          which === 'earlier' ? lt(leads.createdAt, lead.createdAt) : gte(leads.createdAt, lead.createdAt),
        ),
      )
      .orderBy(which === 'earlier' ? desc(leads.createdAt) : asc(leads.createdAt))
      .limit(RELATED_LIMIT);
  const [earlier, later] = await Promise.all([side('earlier'), side('later')]);
  const view = (row: (typeof earlier)[number]): RelatedLead => ({
    ...row,
    status: displayStatus(row.status),
    createdAt: row.createdAt.toISOString(),
  });
  return { earlier: earlier.map(view), later: later.map(view) };
}

/**
 * The person known by this e-mail address or phone number, however it is written (null when
 * nobody is). The database normalises the value as it normalised theirs.
 */
export async function findPersonByContact(db: Database, contact: string): Promise<Pick<Person, 'id'> | null> {
  const value = contact.trim();
  const [found] = await db
    .select({ id: personContacts.personId })
    .from(personContacts)
    .where(
      value.includes('@')
        ? and(eq(personContacts.kind, 'email'), eq(personContacts.value, sql`lower(${value}::text)`))
        : and(eq(personContacts.kind, 'phone'), eq(personContacts.value, sql`normalize_phone(${value}::text)`)),
    )
    .limit(1);
  return found ? { id: found.id } : null;
}

export type MergeResult = { into: string; removed: string; leads: number } | 'same' | null;

/**
 * 'Merge': two people are one. The earlier of the two stays; every enquiry (with its notes,
 * follow-ups and whole timeline), e-mail and phone of the other moves to it and the other is
 * removed. Each enquiry of the merged person gets a 'merged' event, and the merge is audited.
 * 'same' when both are one person already, null when either does not exist.
 */
export function mergePeople(db: Database, { a, b, actorId }: { a: string; b: string; actorId: string }): Promise<MergeResult> {
  if (a === b) return Promise.resolve('same');
  return db.transaction(async (tx) => {
    // Both locked, in one order, so two merges of the same pair wait for each other.
    const found = await tx
      .select({ id: people.id, name: people.name, createdAt: people.createdAt })
      .from(people)
      .where(inArray(people.id, [a, b]))
      .orderBy(asc(people.id))
      .for('update');
    if (found.length < 2) return null;
    const [into, removed] = [...found].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id.localeCompare(y.id)) as [
      (typeof found)[number],
      (typeof found)[number],
    ];
    const moved = await tx.update(leads).set({ personId: into.id }).where(eq(leads.personId, removed.id)).returning({ id: leads.id });
    // Whoever was a possible duplicate of the removed person is one of the one who stays; the two are no longer duplicates of each other.
    await tx.update(leads).set({ possibleDuplicateOf: into.id }).where(eq(leads.possibleDuplicateOf, removed.id));
    await tx
      .update(leads)
      .set({ possibleDuplicateOf: null })
      .where(and(eq(leads.personId, into.id), eq(leads.possibleDuplicateOf, into.id)));
    await tx.update(personContacts).set({ personId: into.id }).where(eq(personContacts.personId, removed.id));
    const all = await tx.select({ id: leads.id }).from(leads).where(eq(leads.personId, into.id));
    const details = { removed: removed.id, removedName: removed.name, into: into.id, intoName: into.name };
    if (all.length > 0) await tx.insert(leadEvents).values(all.map((lead) => leadEvent(lead.id, 'merged', details, actorId)));
    await tx.delete(people).where(eq(people.id, removed.id));
    await audit(tx, {
      actorId,
      action: 'person.merge',
      entity: 'person',
      entityId: into.id,
      details: { ...details, leadsMoved: moved.length },
    });
    return { into: into.id, removed: removed.id, leads: moved.length };
  });
}

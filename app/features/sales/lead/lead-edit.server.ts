// 'Edit' on the server: the corrected fields, one 'edited' event each (old and new value), in one
// transaction with the lead locked. The lead keeps its person (decision 111): a new phone or
// e-mail nobody has is added to the person; one that is another person's marks the lead
// 'Possible duplicate' of them, for staff to merge.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import type { PersonContactKind } from '#db/enums.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents, normalizedEmail, normalizedPhone, personContacts } from '#db/schema.ts';
import { EDITED_FIELDS } from '#app/features/sales/lead/lead-edit.ts';
import type { LeadEditFields } from '#app/features/sales/lead/lead-edit.ts';

const leads = contactSubmissions;

/** Gives a new contact to the person when nobody has it; returns who has it now (null: not a contact). */
async function claimContact(tx: Transaction, kind: PersonContactKind, raw: string, personId: string): Promise<string | null> {
  const value = kind === 'phone' ? normalizedPhone(sql`${raw}::text`) : normalizedEmail(sql`${raw}::text`);
  const [normal] = (await tx.execute<{ value: string | null }>(sql`select ${value} as value`)).rows;
  if (!normal?.value) return null;
  await tx.insert(personContacts).values({ kind, value: normal.value, personId }).onConflictDoNothing();
  const [owner] = await tx
    .select({ personId: personContacts.personId })
    .from(personContacts)
    .where(and(eq(personContacts.kind, kind), eq(personContacts.value, normal.value)));
  return owner?.personId ?? null;
}

/**
 * Corrects a lead; returns the fields that changed (their timeline labels), or null when the lead
 * does not exist.
 */
export function editLead(
  db: Database,
  { leadId, fields, actorId }: { leadId: string; fields: LeadEditFields; actorId: string },
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        name: leads.name,
        phone: leads.phone,
        email: leads.email,
        service: leads.service,
        location: leads.location,
        personId: leads.personId,
        possibleDuplicateOf: leads.possibleDuplicateOf,
      })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for('update');
    if (!lead) return null;
    const next = {
      name: fields.name,
      phone: fields.phone,
      email: fields.email ?? '',
      service: fields.service ?? null,
      location: fields.location ?? null,
    };
    const changed = (Object.keys(EDITED_FIELDS) as Array<keyof typeof EDITED_FIELDS>).filter((key) => (lead[key] ?? null) !== next[key]);
    if (changed.length === 0) return [];
    let duplicateOf = lead.possibleDuplicateOf;
    for (const kind of ['phone', 'email'] as const) {
      if (!changed.includes(kind)) continue;
      const owner = await claimContact(tx, kind, next[kind], lead.personId);
      if (owner && owner !== lead.personId && !duplicateOf) duplicateOf = owner;
    }
    await tx
      .update(leads)
      .set({ ...Object.fromEntries(changed.map((key) => [key, next[key]])), possibleDuplicateOf: duplicateOf })
      .where(eq(leads.id, leadId));
    await tx
      .insert(leadEvents)
      .values(
        changed.map((key) =>
          leadEvent(leadId, 'edited', { field: EDITED_FIELDS[key], from: (lead[key] ?? '') || null, to: next[key] || null }, actorId),
        ),
      );
    return changed.map((key) => EDITED_FIELDS[key]);
  });
}

// 'Add lead' and 'Edit' on both drivers: a staff-entered lead goes through the public forms'
// person matching and automatic assignment; a correction leaves the old and new values on the
// timeline and keeps the person's contacts right.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../../../../tests/support/databases.ts';
import { useSalesDatabase } from '../../../../tests/support/sales-database.ts';
import { notificationJobsOf } from '../../../../tests/support/jobs.ts';
import { contactSubmissions, leadEvents, personContacts, users } from '#db/schema.ts';
import { addStaffLead } from '#app/features/intake/staff-lead.server.ts';
import { staffLeadSchema } from '#app/features/intake/staff-lead.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { editLead } from '#app/features/sales/lead/lead-edit.server.ts';
import { leadEditSchema } from '#app/features/sales/lead/lead-edit.ts';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe.each(drivers)("'Add lead' and 'Edit' on %s", (driver) => {
  const { db, team } = useSalesDatabase(driver);

  const leadRow = async (id: string) => (await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]!;
  const eventsOf = async (id: string) =>
    db()
      .select({ kind: leadEvents.kind, details: leadEvents.details, actorId: leadEvents.actorId })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(leadEvents.id);

  it('refuses what the public forms refuse, field by field', () => {
    const refused = parseForm(form({ name: '', phone: '12ab', email: 'not-an-address', reachedUs: 'Carrier pigeon' }), staffLeadSchema);
    if (refused.status === 'success') throw new Error('accepted');
    expect(refused.error).toMatchObject({
      name: ['Please enter your name.'],
      phone: expect.arrayContaining(['Use only digits, spaces, +, - and parentheses.']),
      email: ['Please enter a valid email address.'],
      reachedUs: ['Choose how they reached us.'],
    });
    const edit = parseForm(form({ name: 'Meera', phone: '12345' }), leadEditSchema);
    if (edit.status === 'success') throw new Error('accepted');
    expect(edit.error).toMatchObject({ phone: ['Please enter a complete phone number.'] });
  });

  it("stores a walk-in as 'Walk-in', joins the person of the same phone, and assigns it by turn", async () => {
    const first = parseForm(
      form({
        name: 'Meera Iyer',
        phone: '098450 11111',
        email: '',
        service: 'Modular Kitchen',
        location: 'Jayanagar',
        reachedUs: 'Walk-in',
        note: 'Came with a floor plan.',
      }),
      staffLeadSchema,
    );
    if (first.status !== 'success') throw new Error('refused');
    await db().update(users).set({ takesLeads: true }).where(eq(users.id, team.ravi));
    const id = await addStaffLead(db(), first.value, team.asha);
    const lead = await leadRow(id);
    expect(lead).toMatchObject({
      name: 'Meera Iyer',
      email: '',
      phone: '098450 11111',
      source: 'Walk-in',
      form: 'staff',
      service: 'Modular Kitchen',
      location: 'Jayanagar',
      message: 'Came with a floor plan.',
      assignedTo: team.ravi,
    });
    expect(await eventsOf(id)).toEqual([
      { kind: 'created', details: { form: 'staff' }, actorId: team.asha },
      { kind: 'assigned', details: { from: null, to: team.ravi, automatic: true }, actorId: null },
    ]);
    // Staff entered it themselves: the team is not notified of it.
    expect(await notificationJobsOf(db(), id)).toEqual([]);

    // Asha takes leads too: by turn it would be hers, but the person's member is Ravi.
    await db().update(users).set({ takesLeads: true }).where(eq(users.id, team.asha));
    const again = parseForm(form({ name: 'Meera', phone: '+91 98450 11111', reachedUs: 'Phone call' }), staffLeadSchema);
    if (again.status !== 'success') throw new Error('refused');
    const secondId = await addStaffLead(db(), again.value, team.ravi);
    const second = await leadRow(secondId);
    expect(second.personId).toBe(lead.personId);
    expect(second).toMatchObject({ source: 'Phone call', assignedTo: team.ravi });
    await db().update(users).set({ takesLeads: false });
  });

  it('corrects a phone number: the old and new number on the timeline, the person keeps both', async () => {
    const parsed = parseForm(
      form({ name: 'Kiran Rao', phone: '98450 22222', email: 'kiran@example.com', reachedUs: 'Referral' }),
      staffLeadSchema,
    );
    if (parsed.status !== 'success') throw new Error('refused');
    const id = await addStaffLead(db(), parsed.value, team.asha);
    const before = await leadRow(id);
    const edit = parseForm(
      form({ name: 'Kiran Rao', phone: '98450 22223', email: 'kiran@example.com', service: 'Wardrobe', location: '' }),
      leadEditSchema,
    );
    if (edit.status !== 'success') throw new Error('refused');
    expect(await editLead(db(), { leadId: id, fields: edit.value, actorId: team.ravi })).toEqual(['Phone', 'Service']);
    expect(await leadRow(id)).toMatchObject({
      phone: '98450 22223',
      service: 'Wardrobe',
      personId: before.personId,
      possibleDuplicateOf: null,
    });
    const edited = (await eventsOf(id)).filter((event) => event.kind === 'edited');
    expect(edited).toEqual([
      { kind: 'edited', details: { field: 'Phone', from: '98450 22222', to: '98450 22223' }, actorId: team.ravi },
      { kind: 'edited', details: { field: 'Service', from: null, to: 'Wardrobe' }, actorId: team.ravi },
    ]);
    const phones = await db()
      .select({ value: personContacts.value })
      .from(personContacts)
      .where(sql`${personContacts.personId} = ${before.personId} and ${personContacts.kind} = 'phone'`)
      .orderBy(personContacts.value);
    expect(phones.map((row) => row.value)).toEqual(['+919845022222', '+919845022223']);
    // Saving the same values again changes nothing and writes nothing.
    expect(await editLead(db(), { leadId: id, fields: edit.value, actorId: team.ravi })).toEqual([]);
    expect((await eventsOf(id)).filter((event) => event.kind === 'edited')).toHaveLength(2);
  });

  it("marks a lead 'Possible duplicate' when its corrected number is another person's", async () => {
    const make = async (name: string, phone: string) => {
      const parsed = parseForm(form({ name, phone, reachedUs: 'Other' }), staffLeadSchema);
      if (parsed.status !== 'success') throw new Error('refused');
      return addStaffLead(db(), parsed.value, team.asha);
    };
    const other = await leadRow(await make('Farah Khan', '98450 33333'));
    const id = await make('Farah K', '98450 33334');
    const edit = parseForm(form({ name: 'Farah K', phone: '+91 98450 33333' }), leadEditSchema);
    if (edit.status !== 'success') throw new Error('refused');
    expect(await editLead(db(), { leadId: id, fields: edit.value, actorId: team.asha })).toEqual(['Phone']);
    expect(await leadRow(id)).toMatchObject({ possibleDuplicateOf: other.personId });
    expect(await editLead(db(), { leadId: '00000000-0000-4000-8000-000000000000', fields: edit.value, actorId: team.asha })).toBeNull();
  });
});

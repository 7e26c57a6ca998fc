// People on both drivers: one phone rule however a number is written, which person a new enquiry
// joins (and when it is a possible duplicate), the list's search by any written form of a number,
// and 'Merge'.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { openDatabase, queryRows } from '#app/lib/db.server.ts';
import { auditLog, contactSubmissions, leadEvents, people, personContacts } from '#db/schema.ts';
import { listLeads } from '#app/features/sales/list/lead-list.server.ts';
import { addNote, setFollowUp } from '#app/features/sales/lead/lead-work.server.ts';
import { getLeadPage } from '#app/features/sales/lead/lead-page.server.ts';
import { findPersonByContact, mergePeople } from '#app/features/sales/people/people.server.ts';
import type { LeadFilters } from '#app/features/sales/list/lead-filters.ts';

const noFilters: LeadFilters = { q: '', status: 'all', due: false, mine: false, page: 1 };

describe.each(drivers)('people on %s', (driver) => {
  let database: TestDatabase;
  let staff: string;
  const db = () => database.db;

  const enquiry = async (name: string, email: string, phone: string, minutesAgo: number) => {
    const [row] = await db()
      .insert(contactSubmissions)
      .values({ name, email, phone, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .returning({ id: contactSubmissions.id, personId: contactSubmissions.personId, duplicateOf: contactSubmissions.possibleDuplicateOf });
    return row!;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    staff = (await insertStaffUser(db(), 'meera.staff@example.com', 'sales')).id;
  });
  afterAll(async () => database?.cleanup());

  it('reads an Indian number however it is written as +91 and ten digits, and leaves other numbers their digits', async () => {
    const written = {
      '098450 12345': '+919845012345',
      '+91-98450-12345': '+919845012345',
      '919845012345': '+919845012345',
      '98450 12345': '+919845012345',
      '+91 098450 12345': '+919845012345',
      '0091 98450 12345': '+919845012345',
      '(080) 4123 4567': '+918041234567',
      '+1 (415) 555-0100': '+14155550100',
      '4123 4567': '41234567',
    };
    const rows = await queryRows<{ raw: string; normalized: string }>(
      db(),
      sql`select raw, normalize_phone(raw) as normalized from unnest(${sql.param(Object.keys(written))}::text[]) as raw`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.raw, row.normalized]))).toEqual(written);
  });

  it('makes one person of four enquiries with one phone written four ways, and finds all four by any of them', async () => {
    const leads = [
      await enquiry('Kavitha Rao', 'kavitha@example.com', '098450 12345', 40),
      await enquiry('Kavitha R', 'kavitha.rao@work.example.com', '+91-98450-12345', 30),
      await enquiry('Kavitha', 'kavi@example.com', '919845012345', 20),
      await enquiry('K. Rao', 'KAVITHA@example.com ', '98450 12345', 10),
    ];
    expect(new Set(leads.map((lead) => lead.personId)).size).toBe(1);
    expect(leads.every((lead) => lead.duplicateOf === null)).toBe(true);
    const ids = leads.map((lead) => lead.id).reverse();
    for (const q of ['+919845012345', '9845012345', '+91 98450 12345', '098450-12345', 'kavitha@example.com']) {
      const found = await listLeads(db(), { ...noFilters, q });
      expect(
        found.leads.map((lead) => lead.id),
        q,
      ).toEqual(ids);
      expect(found).toMatchObject({ matching: 4, moreThan: false });
    }
    const contacts = await db().select().from(personContacts).where(eq(personContacts.personId, leads[0]!.personId));
    expect(contacts.map((contact) => `${contact.kind}:${contact.value}`).sort()).toEqual([
      'email:kavi@example.com',
      'email:kavitha.rao@work.example.com',
      'email:kavitha@example.com',
      'phone:+919845012345',
    ]);
    expect((await findPersonByContact(db(), ' +91 (984) 501-2345'))?.id).toBe(leads[0]!.personId);
    expect((await findPersonByContact(db(), 'Kavi@Example.com'))?.id).toBe(leads[0]!.personId);
    expect(await findPersonByContact(db(), 'nobody@example.com')).toBeNull();
  });

  it('joins an enquiry whose e-mail is one person’s and phone another’s to the earlier, as a possible duplicate', async () => {
    const arjun = await enquiry('Arjun Mehta', 'arjun@example.com', '+91 90080 11111', 50);
    const anita = await enquiry('Anita Mehta', 'anita@example.com', '+91 90080 22222', 45);
    const both = await enquiry('A. Mehta', 'anita@example.com', '090080 11111', 5);
    expect(both.personId).toBe(arjun.personId);
    expect(both.duplicateOf).toBe(anita.personId);
    const page = await getLeadPage(db(), both.id);
    expect(page!.person).toMatchObject({ name: 'Arjun Mehta', enquiries: 2 });
    expect(page!.duplicateOf).toMatchObject({ name: 'Anita Mehta', enquiries: 1, emails: ['anita@example.com'] });
  });

  it('merges two people: every enquiry with its notes and follow-ups, their e-mails and phones, on the timeline and audited', async () => {
    const early = await enquiry('Suresh Kumar', 'suresh@example.com', '+91 99000 33333', 60);
    const late = await enquiry('Suresh K', 'suresh.k@example.com', '+91 99000 44444', 15);
    expect(late.personId).not.toBe(early.personId);
    await addNote(db(), { leadId: late.id, authorId: staff, body: 'Wants the kitchen before Pongal.' });
    await setFollowUp(db(), { leadId: late.id, at: new Date(Date.now() + 86_400_000), actorId: staff });

    // Either way round, the earlier person stays.
    expect(await mergePeople(db(), { a: late.personId, b: early.personId, actorId: staff })).toEqual({
      into: early.personId,
      removed: late.personId,
      leads: 1,
    });
    expect(await db().select().from(people).where(eq(people.id, late.personId))).toEqual([]);
    const moved = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, late.id));
    expect(moved[0]).toMatchObject({ personId: early.personId, nextFollowUpAt: expect.any(Date) });
    const page = await getLeadPage(db(), early.id);
    expect(page!.person).toMatchObject({
      enquiries: 2,
      emails: ['suresh@example.com', 'suresh.k@example.com'],
      phones: ['+919900033333', '+919900044444'],
    });
    expect(page!.later.map((lead) => lead.id)).toEqual([late.id]);
    const latePage = await getLeadPage(db(), late.id);
    expect(latePage!.activity.find((entry) => entry.kind === 'note_added')).toMatchObject({
      details: { body: 'Wants the kitchen before Pongal.' },
    });
    const merged = await db()
      .select({ leadId: leadEvents.leadId, details: leadEvents.details, actorId: leadEvents.actorId })
      .from(leadEvents)
      .where(and(eq(leadEvents.kind, 'merged'), inArray(leadEvents.leadId, [early.id, late.id])));
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ actorId: staff, details: { removedName: 'Suresh K', intoName: 'Suresh Kumar' } });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'person.merge'));
    expect(audit).toMatchObject({ actorUserId: staff, entityType: 'person', entityId: early.personId, details: { leadsMoved: 1 } });
    // A new enquiry with the merged person's old phone joins the one who stayed.
    expect((await enquiry('Suresh', 'new.address@example.com', '99000 44444', 1)).personId).toBe(early.personId);
    expect(await mergePeople(db(), { a: early.personId, b: early.personId, actorId: staff })).toBe('same');
    expect(await mergePeople(db(), { a: early.personId, b: late.personId, actorId: staff })).toBeNull();
  });

  it('leaves nobody to merge once a possible duplicate is merged: no duplicate on either page, and the other’s e-mail finds this person', async () => {
    const kiran = await enquiry('Kiran Rao', 'kiran@example.com', '+91 90080 55555', 40);
    const other = await enquiry('Kiran R', 'kiran.r@example.com', '+91 90080 66666', 35);
    const both = await enquiry('K. Rao', 'kiran.r@example.com', '090080 55555', 5);
    expect((await getLeadPage(db(), both.id))!.duplicateOf).toMatchObject({ name: 'Kiran R' });

    await mergePeople(db(), { a: both.personId, b: other.personId, actorId: staff });
    for (const id of [kiran.id, other.id, both.id]) {
      const page = await getLeadPage(db(), id);
      expect(page!.person?.id).toBe(kiran.personId);
      expect(page!.duplicateOf).toBeNull();
    }
    // What 'Same person as' finds by the merged person's e-mail is this person: nobody else to offer.
    expect(await findPersonByContact(db(), 'Kiran.R@example.com')).toEqual({ id: kiran.personId });
  });

  it.runIf(driver === 'postgres')('makes one person when two processes store the first enquiries of someone new at once', async () => {
    const second = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir, poolSize: 2 });
    try {
      for (let round = 0; round < 5; round++) {
        const email = `race-${round}@example.com`;
        const insert = (handle: typeof db, name: string) =>
          handle()
            .insert(contactSubmissions)
            .values({ name, email, phone: `+91 91234 0000${round}` })
            .returning({ personId: contactSubmissions.personId });
        const [[a], [b]] = await Promise.all([insert(db, 'First'), insert(() => second.db, 'Second')]);
        expect(a!.personId, `round ${round}`).toBe(b!.personId);
      }
    } finally {
      await second.close();
    }
  });
});

// 'My day' on both drivers: who sees what (a member's own overdue leads and follow-ups, the site
// visits they go to or whose lead is theirs, 'New and unassigned' for admins only), and "today"
// in India time either side of its midnight (18:30 UTC).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { contactSubmissions, leadEvents, siteVisits } from '#db/schema.ts';
import { leadEvent } from '#db/lead-events.ts';
import { getMyDay, SECTION_LIMIT, studioDay } from '#app/features/sales/my-day/my-day.server.ts';
import type { MyDay } from '#app/features/sales/my-day/my-day.server.ts';

// 23:59 on Friday, November 27 in India, and 00:01 on Saturday, November 28.
const BEFORE_MIDNIGHT = new Date('2026-11-27T18:29:00Z');
const AFTER_MIDNIGHT = new Date('2026-11-27T18:31:00Z');

describe.each(drivers)("'My day' on %s", (driver) => {
  let database: TestDatabase;
  let asha: string;
  let bilal: string;
  let admin: string;
  const db = () => database.db;
  let phone = 10000;

  const lead = async (name: string, fields: Partial<typeof contactSubmissions.$inferInsert> = {}) => {
    phone += 1;
    const [row] = await db()
      .insert(contactSubmissions)
      .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: `98450 ${phone}`, ...fields })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  };
  const day = (memberId: string, now: Date, isAdmin = false) => getMyDay(db(), { memberId, admin: isAdmin, now });
  const names = (part: MyDay['overdue']) => part.rows.map((row) => row.name);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    asha = (await insertStaffUser(db(), 'asha@example.com', 'sales')).id;
    bilal = (await insertStaffUser(db(), 'bilal@example.com', 'sales')).id;
    admin = (await insertStaffUser(db(), 'admin@example.com', 'admin')).id;

    // Follow-ups: yesterday's, tonight's (23:50), just after midnight (00:10), Sunday noon; Bilal's; none.
    await lead('Follow Yesterday', { assignedTo: asha, nextFollowUpAt: new Date('2026-11-26T05:00:00Z') });
    await lead('Follow Tonight', { assignedTo: asha, nextFollowUpAt: new Date('2026-11-27T18:20:00Z') });
    await lead('Follow After Midnight', { assignedTo: asha, nextFollowUpAt: new Date('2026-11-27T18:40:00Z') });
    await lead('Follow Sunday Noon', { assignedTo: asha, nextFollowUpAt: new Date('2026-11-29T06:30:00Z') });
    await lead('Follow Bilal', { assignedTo: bilal, nextFollowUpAt: new Date('2026-11-27T10:00:00Z') });
    await lead('Follow None', { assignedTo: asha });

    // First response: due and untouched; due but contacted (a note); not due yet; Bilal's; no clock.
    await lead('Overdue Asha', { assignedTo: asha, responseDueAt: new Date('2026-11-27T12:00:00Z') });
    const contacted = await lead('Contacted Asha', { assignedTo: asha, responseDueAt: new Date('2026-11-27T11:00:00Z') });
    await db()
      .insert(leadEvents)
      .values(leadEvent(contacted, 'note_added', { body: 'Called.' }, asha));
    await lead('Not Due Asha', { assignedTo: asha, responseDueAt: new Date('2026-11-28T12:00:00Z') });
    await lead('Overdue Bilal', { assignedTo: bilal, responseDueAt: new Date('2026-11-27T12:00:00Z') });
    await lead('No Clock Asha', { assignedTo: asha });

    // Site visits: Bilal's lead with Asha designing; Asha's lead with Bilal designing; cancelled;
    // just after midnight; on another lead of nobody's with nobody's designer.
    const bilalsLead = await lead('Visit Bilal Lead', { assignedTo: bilal, status: 'contacted' });
    const ashasLead = await lead('Visit Asha Lead', { assignedTo: asha, status: 'contacted' });
    const nobodys = await lead('Visit Nobody', { status: 'contacted' });
    await db()
      .insert(siteVisits)
      .values([
        { leadId: bilalsLead, startsAt: new Date('2026-11-27T05:00:00Z'), address: 'HSR Layout', designerId: asha },
        { leadId: ashasLead, startsAt: new Date('2026-11-27T09:30:00Z'), address: 'Jayanagar', designerId: bilal },
        { leadId: ashasLead, startsAt: new Date('2026-11-27T11:00:00Z'), address: 'Jayanagar', designerId: bilal, status: 'cancelled' },
        { leadId: ashasLead, startsAt: new Date('2026-11-27T18:45:00Z'), address: 'Jayanagar', designerId: asha },
        { leadId: nobodys, startsAt: new Date('2026-11-27T07:00:00Z'), address: 'Hebbal', designerId: null },
      ]);

    // New and unassigned: one new, one contacted (not new), one new but Asha's.
    await lead('Unassigned New', { createdAt: new Date('2026-11-27T08:00:00Z') });
    await lead('Unassigned Contacted', { status: 'contacted', stage: 'contacted' });
  });
  afterAll(async () => database?.cleanup());

  it("knows India's day: from its midnight to the next, whatever UTC says", () => {
    expect(studioDay(BEFORE_MIDNIGHT)).toEqual({ start: new Date('2026-11-26T18:30:00Z'), end: new Date('2026-11-27T18:30:00Z') });
    expect(studioDay(AFTER_MIDNIGHT)).toEqual({ start: new Date('2026-11-27T18:30:00Z'), end: new Date('2026-11-28T18:30:00Z') });
  });

  it('shows a member their own overdue leads and follow-ups due by the end of today, earliest first', async () => {
    const late = await day(asha, BEFORE_MIDNIGHT);
    expect(late.day).toBe('2026-11-26T18:30:00.000Z');
    expect(names(late.overdue)).toEqual(['Overdue Asha']);
    expect(late.overdue.rows[0]!.due).toEqual({ kind: 'response', at: '2026-11-27T12:00:00.000Z' });
    expect(names(late.followUps)).toEqual(['Follow Yesterday', 'Follow Tonight']);
    expect(late.followUps).toMatchObject({ total: 2, capped: false });
    expect(late.unassigned).toBeNull();

    // Two minutes later it is Saturday in India: the follow-up at 00:10 is today's; Sunday's is not.
    const early = await day(asha, AFTER_MIDNIGHT);
    expect(names(early.followUps)).toEqual(['Follow Yesterday', 'Follow Tonight', 'Follow After Midnight']);
    expect(early.followUps.rows[2]!.due).toEqual({ kind: 'follow-up', at: '2026-11-27T18:40:00.000Z' });

    expect(names((await day(bilal, BEFORE_MIDNIGHT)).overdue)).toEqual(['Overdue Bilal']);
    expect(names((await day(bilal, BEFORE_MIDNIGHT)).followUps)).toEqual(['Follow Bilal']);
  });

  it("shows today's booked visits the member goes to or whose lead is theirs", async () => {
    const friday = await day(asha, BEFORE_MIDNIGHT);
    expect(friday.visits.rows.map((row) => [row.name, row.due])).toEqual([
      ['Visit Bilal Lead', { kind: 'visit', at: '2026-11-27T05:00:00.000Z', address: 'HSR Layout' }],
      ['Visit Asha Lead', { kind: 'visit', at: '2026-11-27T09:30:00.000Z', address: 'Jayanagar' }],
    ]);
    expect(names((await day(bilal, BEFORE_MIDNIGHT)).visits)).toEqual(['Visit Bilal Lead', 'Visit Asha Lead']);
    // Saturday (India) has begun: the 00:15 visit is today's, Friday's are not.
    expect(names((await day(asha, AFTER_MIDNIGHT)).visits)).toEqual(['Visit Asha Lead']);
    expect(names((await day(bilal, AFTER_MIDNIGHT)).visits)).toEqual([]);
  });

  it("shows admins 'New and unassigned', and each row what 'Call' and 'WhatsApp' need", async () => {
    const adminDay = await day(admin, BEFORE_MIDNIGHT, true);
    expect(names(adminDay.unassigned!)).toEqual(['Unassigned New']);
    expect(adminDay.unassigned!.rows[0]!.due).toEqual({ kind: 'arrived', at: '2026-11-27T08:00:00.000Z' });
    // The admin's own leads: none.
    expect(adminDay.overdue.rows).toEqual([]);
    const row = adminDay.unassigned!.rows[0]!;
    expect(row.tel).toMatch(/^tel:\+91984501\d{4}$/);
    expect(row.chat).toMatchObject({ leadId: row.leadId, number: row.tel.replace(/\D/g, '') });
    expect(row.chat.values.first_name).toBe('Unassigned');
    expect(row.chat.greeting).toContain('Hello Unassigned');

    // The designer's visit carries its time for {visit_time} (still to come at 10:00 India time).
    const morning = await day(asha, new Date('2026-11-27T04:30:00Z'));
    expect(morning.visits.rows[0]!.chat.values.visit_time).toBe('Friday, November 27 at 10:30 AM');
  });

  it("shows a member 'New leads to call': theirs, not contacted and not overdue yet, oldest first", async () => {
    const dev = (await insertStaffUser(db(), 'dev@example.com', 'sales')).id;
    await lead('Call Second', { assignedTo: dev, createdAt: new Date('2026-11-27T06:00:00Z') });
    await lead('Call First', {
      assignedTo: dev,
      createdAt: new Date('2026-11-27T05:00:00Z'),
      responseDueAt: new Date('2026-11-28T05:00:00Z'),
    });
    // Overdue already (under 'Overdue' alone), reached by a note, contacted, someone else's.
    await lead('Call Overdue', {
      assignedTo: dev,
      createdAt: new Date('2026-11-27T04:00:00Z'),
      responseDueAt: new Date('2026-11-27T12:00:00Z'),
    });
    const noted = await lead('Call Noted', { assignedTo: dev, createdAt: new Date('2026-11-27T04:30:00Z') });
    await db()
      .insert(leadEvents)
      .values(leadEvent(noted, 'note_added', { body: 'Spoke to her.' }, dev));
    await lead('Call Contacted', { assignedTo: dev, status: 'contacted', stage: 'contacted' });
    await lead('Call Bilal', { assignedTo: bilal, createdAt: new Date('2026-11-27T03:00:00Z') });

    const today = await day(dev, BEFORE_MIDNIGHT);
    expect(names(today.newLeads)).toEqual(['Call First', 'Call Second']);
    expect(today.newLeads.rows[0]!.due).toEqual({ kind: 'arrived', at: '2026-11-27T05:00:00.000Z' });
    expect(names(today.overdue)).toEqual(['Call Overdue']);
  });

  it("leaves a won or lost lead's follow-up out of 'Follow-ups due today'", async () => {
    const esha = (await insertStaffUser(db(), 'esha@example.com', 'sales')).id;
    const due = new Date('2026-11-27T06:00:00Z');
    await lead('Follow Open', { assignedTo: esha, status: 'contacted', stage: 'design', nextFollowUpAt: due });
    await lead('Follow Won', { assignedTo: esha, status: 'converted', stage: 'won', nextFollowUpAt: due });
    await lead('Follow Lost', { assignedTo: esha, status: 'lost', stage: 'lost', nextFollowUpAt: due });
    const today = await day(esha, BEFORE_MIDNIGHT);
    expect(names(today.followUps)).toEqual(['Follow Open']);
    expect(today.followUps.total).toBe(1);
  });

  it('shows the first rows of a long section and how many there are', async () => {
    const crowd = await insertStaffUser(db(), 'crowd@example.com', 'sales');
    await db()
      .insert(contactSubmissions)
      .values(
        Array.from({ length: SECTION_LIMIT + 2 }, (_, index) => ({
          name: `Crowd ${String(index).padStart(2, '0')}`,
          email: `crowd${index}@example.com`,
          phone: `98451 ${String(10000 + index)}`,
          assignedTo: crowd.id,
          nextFollowUpAt: new Date(Date.UTC(2026, 10, 27, 3, index)),
        })),
      );
    const crowded = await day(crowd.id, BEFORE_MIDNIGHT);
    expect(crowded.followUps.rows).toHaveLength(SECTION_LIMIT);
    expect(crowded.followUps).toMatchObject({ total: SECTION_LIMIT + 2, capped: false });
    expect(crowded.followUps.rows[0]!.name).toBe('Crowd 00');
    // A follow-up marked done leaves the section.
    await db().update(contactSubmissions).set({ nextFollowUpAt: null }).where(eq(contactSubmissions.email, 'crowd0@example.com'));
    expect((await day(crowd.id, BEFORE_MIDNIGHT)).followUps.total).toBe(SECTION_LIMIT + 1);
  });
});

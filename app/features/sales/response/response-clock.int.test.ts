// The first-response clock on both databases (decision 113): every way a lead comes in (a public
// form, 'Add lead', the spool's replay) stamps its due time from 'Respond within' counted in the
// working hours in force (an evening, a weekend, hours across midnight); 'Overdue' holds until the
// first contact (a WhatsApp message counts); 'Reports' measures each member's answers in time.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, leadEvents, teamSettings } from '#db/schema.ts';
import { leadEvent } from '#db/lead-events.ts';
import { insertLead, prepareLead } from '#app/features/intake/lead-store.server.ts';
import type { PreparedLead } from '#app/features/intake/lead-store.server.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import { prepareStaffLead } from '#app/features/intake/staff-lead.server.ts';
import { LeadSpool } from '#app/features/intake/spool.server.ts';
import { DEFAULT_RESPONSE_SETTINGS } from '#app/lib/response-settings.ts';
import { readResponseSettings, saveResponseSettings } from '#app/lib/response-settings.server.ts';
import { isOverdue, overdueCondition } from '#app/features/sales/response/overdue.server.ts';
import { responseByMember } from '#app/features/sales/reports/reports.server.ts';
import { listLeads } from '#app/features/sales/list/lead-list.server.ts';
import { createTestDatabase, drivers, tempDir } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { installJobQueues } from '../../../../tests/support/jobs.ts';
import { goodLeads } from '../../../../tests/support/leads.ts';
import { insertStaffUser } from '../../../../tests/support/users.ts';

/** A moment given in India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

let counter = 0;
/** A public enquiry (the call-to-action form) received at `receivedAt`. */
function enquiry(receivedAt: Date): PreparedLead {
  counter += 1;
  const checked = validateLead('cta', {
    ...goodLeads.cta,
    email: `clock-${counter}-${randomUUID().slice(0, 6)}@example.com`,
    phone: `9${String(700000000 + counter * 7919).padStart(9, '0')}`,
  });
  if (!checked.ok) throw new Error('invalid test lead');
  return prepareLead(checked.lead, {}, randomUUID(), receivedAt);
}

describe.each(drivers)('the first-response clock on %s', (driver) => {
  let database: TestDatabase;
  let admin: string;
  const db = () => database.db;

  async function dueOf(id: string): Promise<Date | null> {
    const [row] = await db()
      .select({ due: contactSubmissions.responseDueAt })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    return row!.due;
  }

  async function store(prepared: PreparedLead): Promise<Date | null> {
    expect(await insertLead(db(), prepared)).toBe(true);
    return dueOf(prepared.lead.id);
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    admin = (await insertStaffUser(db(), 'clock-admin@example.com', 'admin')).id;
  });
  afterAll(async () => database?.cleanup());

  it('stamps a new lead with its due time in the default working hours: inside them, in the evening, over Sunday', async () => {
    expect(await readResponseSettings(db())).toEqual(DEFAULT_RESPONSE_SETTINGS);
    // 30 November 2026 is a Monday; the 28th a Saturday.
    expect(await store(enquiry(ist('2026-11-30T10:05')))).toEqual(ist('2026-11-30T10:20'));
    expect(await store(enquiry(ist('2026-11-30T18:50')))).toEqual(ist('2026-12-01T10:05'));
    expect(await store(enquiry(ist('2026-11-30T22:30')))).toEqual(ist('2026-12-01T10:15'));
    expect(await store(enquiry(ist('2026-11-28T18:55')))).toEqual(ist('2026-11-30T10:10'));
    expect(await store(enquiry(ist('2026-11-29T12:00')))).toEqual(ist('2026-11-30T10:15'));
  });

  it("follows the settings in force: 'Respond within' and hours across midnight, for a form's lead and one staff added", async () => {
    await saveResponseSettings(db(), {
      settings: { respondWithinMinutes: 30, hours: { days: [1, 2, 3, 4, 5, 6], start: '22:00', end: '06:00', timeZone: 'Asia/Kolkata' } },
      actorId: admin,
    });
    try {
      expect(await store(enquiry(ist('2026-11-30T23:50')))).toEqual(ist('2026-12-01T00:20'));
      expect(await store(enquiry(ist('2026-12-01T05:45')))).toEqual(ist('2026-12-01T22:15'));
      const walkIn = prepareStaffLead(
        { name: 'Walk In', phone: '98450 12312', reachedUs: 'Walk-in', service: undefined, location: undefined, note: undefined },
        { id: randomUUID(), receivedAt: ist('2026-12-01T12:00'), enteredBy: admin },
      );
      expect(await store(walkIn)).toEqual(ist('2026-12-01T22:30'));
    } finally {
      await db().delete(teamSettings).where(eq(teamSettings.key, 'first-response'));
    }
  });

  it('counts a spooled lead from when it arrived, as the replay stores it', async () => {
    const spool = new LeadSpool(tempDir('aangan-clock-spool-'), pino({ level: 'silent' }));
    const lead = enquiry(ist('2026-11-28T18:55'));
    await spool.append(lead);
    expect(await spool.replay(db())).toEqual({ stored: 1, rejected: 0, pending: false });
    expect(await dueOf(lead.lead.id)).toEqual(ist('2026-11-30T10:10'));
  });

  it("is 'Overdue' past its time until the first contact; a WhatsApp message is one", async () => {
    const lead = enquiry(new Date(Date.now() - 60 * 60_000));
    await saveResponseSettings(db(), {
      settings: {
        respondWithinMinutes: 15,
        hours: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '00:00', timeZone: 'Asia/Kolkata' },
      },
      actorId: admin,
    });
    try {
      expect((await store(lead))?.getTime()).toBe(lead.lead.createdAt.getTime() + 15 * 60_000);
    } finally {
      await db().delete(teamSettings).where(eq(teamSettings.key, 'first-response'));
    }
    const overdueIds = async () =>
      (await db().select({ id: contactSubmissions.id }).from(contactSubmissions).where(overdueCondition(new Date()))).map((row) => row.id);
    expect(await overdueIds()).toContain(lead.lead.id);
    await db()
      .insert(leadEvents)
      .values(leadEvent(lead.lead.id, 'whatsapp_sent', { templateId: null, name: 'First reply' }, admin));
    expect(await overdueIds()).not.toContain(lead.lead.id);
    const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, lead.lead.id));
    expect(row!.firstContactAt).not.toBeNull();
    expect(isOverdue(row!, new Date())).toBe(false);
  });

  it("lists under 'Overdue' only leads past their first response nobody contacted, longest waiting first, searched too", async () => {
    const tag = randomUUID().slice(0, 8);
    const lead = async (name: string, dueMinutesAgo: number, contacted = false) => {
      const id = randomUUID();
      await db()
        .insert(contactSubmissions)
        .values({
          id,
          name: `${name} ${tag}`,
          email: `${name.toLowerCase()}-${tag}@example.com`,
          phone: '98450 00000',
          responseDueAt: new Date(Date.now() - dueMinutesAgo * 60_000),
          firstContactAt: contacted ? new Date() : null,
        });
      return id;
    };
    const longest = await lead('Longest', 30);
    const recent = await lead('Recent', 2);
    await lead('Waiting', -10);
    await lead('Answered', 30, true);
    const page = await listLeads(db(), { q: tag, status: 'all', due: false, mine: false, overdue: true, page: 1 });
    expect(page.leads.map((row) => row.id)).toEqual([longest, recent]);
    expect(page.leads.every((row) => row.overdue)).toBe(true);
    const all = await listLeads(db(), { q: tag, status: 'all', due: false, mine: false, page: 1 });
    expect(all.leads.filter((row) => row.overdue).map((row) => row.id)).toEqual([recent, longest]);
    expect(all.leads).toHaveLength(4);
    const unsearched = await listLeads(db(), { q: '', status: 'all', due: false, mine: false, overdue: true, page: 1 });
    expect(unsearched.leads.map((row) => row.id)).toEqual(expect.arrayContaining([longest, recent]));
  });

  it("measures each member's answers in time and their median time to first contact", async () => {
    const ravi = (await insertStaffUser(db(), 'clock-ravi@example.com', 'sales')).id;
    const meera = (await insertStaffUser(db(), 'clock-meera@example.com', 'sales')).id;
    const day = ist('2026-10-05T11:00'); // a Monday
    const lead = async (assignee: string, minutesToContact: number | null, dueMinutes = 15) => {
      const id = randomUUID();
      await db()
        .insert(contactSubmissions)
        .values({
          id,
          name: 'Report Lead',
          email: `report-${id}@example.com`,
          phone: '98450 00000',
          assignedTo: assignee,
          createdAt: day,
          responseDueAt: new Date(day.getTime() + dueMinutes * 60_000),
        });
      if (minutesToContact !== null) {
        await db()
          .update(contactSubmissions)
          .set({ firstContactAt: new Date(day.getTime() + minutesToContact * 60_000) })
          .where(eq(contactSubmissions.id, id));
      }
      return id;
    };
    // Ravi: 5 and 10 minutes (in time), 40 minutes (late); Meera: 20 (late), one never contacted (late: its time passed).
    const ids = [await lead(ravi, 5), await lead(ravi, 10), await lead(ravi, 40), await lead(meera, 20), await lead(meera, null)];
    const rows = await responseByMember(db(), { from: '2026-10-05', to: '2026-10-05' });
    const of = (id: string) => rows.find((row) => row.member?.id === id);
    expect(of(ravi)).toMatchObject({ leads: 3, answeredInTime: 2, contacted: 3, medianMinutes: 10 });
    expect(of(meera)).toMatchObject({ leads: 2, answeredInTime: 0, contacted: 1, medianMinutes: 20 });
    await db().delete(contactSubmissions).where(inArray(contactSubmissions.id, ids));
  });
});

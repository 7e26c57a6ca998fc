// Working a lead on both drivers: the lead page's reads and changes (each an event on the lead's
// timeline), the list's filters and counters (kept by triggers), and 'Export CSV'.
import { and, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { installJobQueues } from '../../../../tests/support/jobs.ts';
import { leadEvent } from '#db/lead-events.ts';
import { auditLog, contactSubmissions, leadEvents, leadStatusCounts } from '#db/schema.ts';
import { leadCounters, listLeads } from '#app/features/sales/list/lead-list.server.ts';
import { getLeadPage } from '#app/features/sales/lead/lead-page.server.ts';
import { addNote, changeLeadStatus, markFollowUpDone, moveLeadToStage, setFollowUp } from '#app/features/sales/lead/lead-work.server.ts';
import { assignLead } from '#app/features/sales/assignment/assign-lead.server.ts';
import { EXPORT_COLUMNS, exportLeadsCsv } from '#app/features/sales/export/lead-export.server.ts';
import type { LeadFilters } from '#app/features/sales/list/lead-filters.ts';

const noFilters: LeadFilters = { q: '', status: 'all', due: false, mine: false, page: 1 };

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

describe.each(drivers)('working a lead on %s', (driver) => {
  let database: TestDatabase;
  let asha: string;
  let ravi: string;
  const db = () => database.db;

  const insertLead = async (values: Partial<typeof contactSubmissions.$inferInsert> & { name: string }) => {
    const [row] = await db()
      .insert(contactSubmissions)
      .values({ email: `${values.name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: '+91 90000 00000', ...values })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    asha = (await insertStaffUser(db(), 'asha@example.com', 'admin')).id;
    ravi = (await insertStaffUser(db(), 'ravi@example.com', 'sales')).id;
  });
  afterAll(async () => database?.cleanup());

  it('keeps the pipeline stage and the status in step, each move on the timeline', async () => {
    const id = await insertLead({ name: 'Stage Walker' });
    const state = async () => {
      const [row] = await db()
        .select({ stage: contactSubmissions.stage, status: contactSubmissions.status, since: contactSubmissions.stageChangedAt })
        .from(contactSubmissions)
        .where(eq(contactSubmissions.id, id));
      return row!;
    };
    expect(await state()).toMatchObject({ stage: 'new', status: 'new', since: null });
    // A stage of the contacted group sets the status to contacted.
    expect(await moveLeadToStage(db(), { id, stage: 'design', actorId: ravi })).toEqual({ from: 'new', to: 'design' });
    expect(await state()).toMatchObject({ stage: 'design', status: 'contacted' });
    expect((await state()).since).toBeInstanceOf(Date);
    // Setting contacted in the status dropdown keeps a lead already in a contacted stage where it is.
    await changeLeadStatus(db(), { id, status: 'contacted', actorId: asha });
    expect(await state()).toMatchObject({ stage: 'design', status: 'contacted' });
    // Converted is 'Won', and 'Lost' is lost.
    await changeLeadStatus(db(), { id, status: 'converted', actorId: asha });
    expect(await state()).toMatchObject({ stage: 'won', status: 'converted' });
    await moveLeadToStage(db(), { id, stage: 'lost', actorId: null });
    expect(await state()).toMatchObject({ stage: 'lost', status: 'lost' });
    await changeLeadStatus(db(), { id, status: 'new', actorId: asha });
    expect(await state()).toMatchObject({ stage: 'new', status: 'new' });
    expect(await moveLeadToStage(db(), { id: '00000000-0000-4000-8000-000000000000', stage: 'won', actorId: asha })).toBeNull();

    const events = await db()
      .select({ kind: leadEvents.kind, details: leadEvents.details })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, id), sql`${leadEvents.kind} in ('stage_changed', 'status_changed')`))
      .orderBy(leadEvents.id);
    expect(events).toEqual([
      { kind: 'status_changed', details: { from: 'new', to: 'contacted', stage: { from: 'new', to: 'design' } } },
      { kind: 'status_changed', details: { from: 'contacted', to: 'converted', stage: { from: 'design', to: 'won' } } },
      { kind: 'status_changed', details: { from: 'converted', to: 'lost', stage: { from: 'won', to: 'lost' } } },
      { kind: 'status_changed', details: { from: 'lost', to: 'new', stage: { from: 'lost', to: 'new' } } },
    ]);
    // A move within one status is the stage's event alone.
    await moveLeadToStage(db(), { id, stage: 'site_visit', actorId: ravi });
    await moveLeadToStage(db(), { id, stage: 'quotation_sent', actorId: ravi });
    const [last] = await db()
      .select({ kind: leadEvents.kind, details: leadEvents.details })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(sql`${leadEvents.id} desc`)
      .limit(1);
    expect(last).toEqual({ kind: 'stage_changed', details: { from: 'site_visit', to: 'quotation_sent' } });
  });

  it('keeps the status counters with every insert, change and delete, without counting the leads', async () => {
    const counts = async () => Object.fromEntries((await db().select().from(leadStatusCounts)).map((row) => [row.status, row.leads]));
    const before = await counts();
    const ids = await Promise.all(['Count One', 'Count Two', 'Count Three'].map((name) => insertLead({ name })));
    expect(await counts()).toMatchObject({ new: before.new! + 3 });
    await changeLeadStatus(db(), { id: ids[0]!, status: 'converted', actorId: asha });
    await db().update(contactSubmissions).set({ status: 'lost' }).where(eq(contactSubmissions.id, ids[1]!));
    // An update that changes no status (an assignment) moves nothing.
    await db().update(contactSubmissions).set({ assignedTo: ravi }).where(eq(contactSubmissions.id, ids[2]!));
    expect(await counts()).toMatchObject({ new: before.new! + 1, converted: before.converted! + 1, lost: before.lost! + 1 });
    await db().delete(contactSubmissions).where(eq(contactSubmissions.id, ids[1]!));
    expect(await counts()).toMatchObject({ new: before.new! + 1, lost: before.lost! });
    // The counters agree with a full count.
    const [stored] = await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(contactSubmissions);
    const counters = await leadCounters(db());
    expect(counters.total).toBe(stored!.total);
  });

  it('adds notes, kept as written, with their author; the first one is the first contact', async () => {
    const id = await insertLead({ name: 'Noted Person', source: 'popup form' });
    expect(await addNote(db(), { leadId: id, authorId: ravi, body: 'Called, wants a site visit on Saturday.' })).toBe(true);
    const [first] = await db()
      .select({ at: contactSubmissions.firstContactAt })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(first!.at).toBeInstanceOf(Date);
    await addNote(db(), { leadId: id, authorId: asha, body: 'Correction: Sunday, not Saturday.' });
    const [after] = await db()
      .select({ at: contactSubmissions.firstContactAt })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(after!.at).toEqual(first!.at);
    expect(await addNote(db(), { leadId: '00000000-0000-4000-8000-000000000000', authorId: asha, body: 'x' })).toBe(false);

    const page = await getLeadPage(db(), id);
    const notes = page!.activity.flatMap((entry) => (entry.kind === 'note_added' ? [[entry.details.body, entry.actor?.email]] : []));
    expect(notes).toEqual([
      ['Correction: Sunday, not Saturday.', 'asha@example.com'],
      ['Called, wants a site visit on Saturday.', 'ravi@example.com'],
    ]);
    const stored = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, id), eq(leadEvents.kind, 'note_added')));
    expect(stored.map((row) => row.details)).toEqual(
      expect.arrayContaining([{ body: 'Called, wants a site visit on Saturday.' }, { body: 'Correction: Sunday, not Saturday.' }]),
    );
  });

  it('sets a follow-up, lists it under "Follow-ups due" once it is due, and marks it done', async () => {
    const due = await insertLead({ name: 'Due Person' });
    const later = await insertLead({ name: 'Later Person' });
    const before = (await leadCounters(db())).followUpsDue;
    expect(await setFollowUp(db(), { leadId: due, at: new Date(Date.now() - 3_600_000), actorId: asha })).toBe(true);
    await setFollowUp(db(), { leadId: later, at: new Date(Date.now() + 86_400_000), actorId: ravi });

    expect((await leadCounters(db())).followUpsDue).toBe(before + 1);
    const list = await listLeads(db(), { ...noFilters, due: true });
    expect(list.leads.map((lead) => lead.name)).toContain('Due Person');
    expect(list.leads.map((lead) => lead.name)).not.toContain('Later Person');
    expect(list.leads.find((lead) => lead.name === 'Due Person')).toMatchObject({ followUpDue: true });
    const all = await listLeads(db(), noFilters);
    expect(all.leads.find((lead) => lead.name === 'Later Person')).toMatchObject({
      followUpDue: false,
      nextFollowUpAt: expect.any(String),
    });

    expect(await markFollowUpDone(db(), { leadId: due, actorId: asha })).toBe('done');
    expect(await markFollowUpDone(db(), { leadId: due, actorId: asha })).toBe('none');
    expect((await leadCounters(db())).followUpsDue).toBe(before);
    const events = await db()
      .select({ kind: leadEvents.kind, actor: leadEvents.actorId })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, due))
      .orderBy(leadEvents.id);
    expect(events).toEqual([
      { kind: 'follow_up_set', actor: asha },
      { kind: 'follow_up_done', actor: asha },
    ]);
    const page = await getLeadPage(db(), due);
    expect(page!.lead.nextFollowUpAt).toBeNull();
    expect(page!.activity.map((entry) => entry.kind).slice(0, 2)).toEqual(['follow_up_done', 'follow_up_set']);
  });

  it('assigns a lead, filters "Assigned to me", and records each change', async () => {
    const id = await insertLead({ name: 'Assigned Person' });
    expect((await getLeadPage(db(), id))!.assignee).toBeNull();
    expect(await assignLead(db(), { leadId: id, assigneeId: ravi, actorId: asha })).toEqual({ from: null, to: ravi });
    expect(await assignLead(db(), { leadId: id, assigneeId: asha, actorId: asha })).toEqual({ from: ravi, to: asha });
    // The same again changes nothing and records nothing.
    await assignLead(db(), { leadId: id, assigneeId: asha, actorId: asha });
    const mine = await listLeads(db(), { ...noFilters, mine: true }, asha);
    expect(mine.leads.map((lead) => lead.name)).toContain('Assigned Person');
    expect(mine.leads.find((lead) => lead.name === 'Assigned Person')!.assignee).toMatchObject({ email: 'asha@example.com' });
    expect((await listLeads(db(), { ...noFilters, mine: true }, ravi)).leads.map((lead) => lead.name)).not.toContain('Assigned Person');
    const page = await getLeadPage(db(), id);
    const assignments = page!.activity.filter((entry) => entry.kind === 'assigned');
    expect(assignments).toHaveLength(2);
    expect(assignments[0]).toMatchObject({
      details: { from: ravi, to: asha },
      members: { [ravi]: { email: 'ravi@example.com' }, [asha]: { email: 'asha@example.com' } },
    });
    expect(assignments[1]).toMatchObject({ details: { from: null, to: ravi }, members: { [ravi]: { email: 'ravi@example.com' } } });
  });

  it('shows the whole lead with its activity newest first, and the same person’s other enquiries', async () => {
    // The three share a person: the second by the phone (written another way), the third by the e-mail (in other capitals).
    const first = await insertLead({
      name: 'Meera Repeat',
      email: 'Meera.Repeat@Example.com',
      phone: '+91 98450 55555',
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const byPhone = await insertLead({
      name: 'Meera R',
      email: 'meera.other@example.com',
      phone: '098450 55555',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const latest = await insertLead({
      name: 'Meera Repeat',
      email: 'meera.repeat@example.com',
      phone: '+91 99999 11111',
      service: 'Modular Kitchen',
      utmCampaign: 'kitchen-diwali',
      landingPath: '/services/modular-kitchen',
      source: 'contact_page',
      form: 'contact',
      createdAt: new Date(Date.now() - 60_000),
    });
    await db()
      .insert(leadEvents)
      .values([
        { ...leadEvent(latest, 'created', { form: 'contact' }), createdAt: new Date(Date.now() - 60_000) },
        {
          ...leadEvent(latest, 'notification_failed', { channel: 'email', error: 'SMTP 550', attempts: 5, final: true }),
          createdAt: new Date(Date.now() - 30_000),
        },
      ]);
    await changeLeadStatus(db(), { id: latest, status: 'contacted', actorId: ravi });

    const page = await getLeadPage(db(), latest);
    expect(page!.lead).toMatchObject({
      utmCampaign: 'kitchen-diwali',
      landingPath: '/services/modular-kitchen',
      status: 'contacted',
      form: 'contact',
    });
    expect(page!.person).toMatchObject({
      enquiries: 3,
      emails: ['meera.repeat@example.com', 'meera.other@example.com'],
      phones: ['+919845055555', '+919999911111'],
    });
    expect(page!.earlier.map((lead) => lead.id)).toEqual([byPhone, first]);
    const middle = await getLeadPage(db(), byPhone);
    expect(middle!.earlier.map((lead) => lead.id)).toEqual([first]);
    const oldest = await getLeadPage(db(), first);
    expect(oldest!.earlier).toEqual([]);
    expect(oldest!.later.map((lead) => lead.id)).toEqual([byPhone, latest]);

    expect(page!.activity.map((entry) => entry.kind)).toEqual(['status_changed', 'notification_failed', 'created']);
    expect(page!.activity[0]).toMatchObject({ details: { from: 'new', to: 'contacted' }, actor: { email: 'ravi@example.com' } });
    expect(page!.notification).toEqual({ state: 'failed', attempts: 5, error: 'SMTP 550' });
    expect(page!.activity.at(-1)).toMatchObject({ details: { form: 'contact' }, actor: null });
    // The status change is the lead's first contact ('Reports'), read from its events.
    expect(page!.lead.firstContactAt).toEqual(expect.any(String));

    const list = await listLeads(db(), { ...noFilters, q: 'meera' });
    expect(Object.fromEntries(list.leads.map((lead) => [lead.id, lead.repeat]))).toEqual({
      [latest]: true,
      [byPhone]: true,
      [first]: false,
    });
    expect(await getLeadPage(db(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('finds a rare combination of common words through the index, and counts exactly', async () => {
    await db().execute(sql`
      insert into contact_submissions (name, email, phone, location, status)
      select 'Priya ' || i, 'priya' || i || '@example.com', '+91 97000 ' || lpad(i::text, 5, '0'),
             case when i % 2 = 0 then 'Hebbal' else 'Whitefield' end, 'new'
      from generate_series(1, 300) as s(i)`);
    const rare = await listLeads(db(), { ...noFilters, q: 'priya hebbal 150' });
    expect(rare.leads.map((lead) => lead.name)).toEqual(['Priya 150']);
    expect(rare).toMatchObject({ matching: 1, moreThan: false });
    const many = await listLeads(db(), { ...noFilters, q: 'priya hebbal' });
    expect(many).toMatchObject({ matching: 150, moreThan: false });
    expect(many.leads).toHaveLength(50);
    // One- and two-letter words alone are no search: every lead is listed.
    expect((await listLeads(db(), { ...noFilters, q: 'pr 15' })).matching).toBe((await listLeads(db(), noFilters)).matching);
  });

  it('exports what the filters show, every page, as CSV that a spreadsheet cannot run, and records it', async () => {
    const tag = 'exportcheck';
    for (let i = 0; i < 7; i++) {
      await insertLead({
        name: `${tag} ${i}`,
        // Three at the very same moment: the batches must neither lose nor repeat them.
        createdAt: i < 3 ? new Date('2026-11-20T10:00:00.123Z') : new Date(Date.UTC(2026, 10, 21, 10, i)),
        message: i === 0 ? 'Line one,\n"quoted" line two' : null,
        service: i === 1 ? 'False Ceiling' : null,
      });
    }
    await insertLead({
      name: `=HYPERLINK("http://x.example","click") ${tag}`,
      phone: '+91 98450 12345',
      location: '@Hebbal',
      referrer: '-1+1',
    });

    const csv = await readAll(exportLeadsCsv(db(), { filters: { ...noFilters, q: tag }, actorId: asha, batchSize: 3 }));
    expect(csv.startsWith('\uFEFFName,Email,Phone,')).toBe(true);
    expect(csv).toContain('\r\n');
    const rows = parse(csv.slice(1), { bom: false, relaxQuotes: false }) as string[][];
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.slice(1).map((row) => row[0])).toHaveLength(8);
    expect(new Set(rows.slice(1).map((row) => row[1])).size).toBe(8);
    const evil = rows.find((row) => row[0]!.includes('HYPERLINK'))!;
    expect(evil[0]).toBe(`'=HYPERLINK("http://x.example","click") ${tag}`);
    expect(evil[2]).toBe("'+91 98450 12345");
    expect(evil[4]).toBe("'@Hebbal");
    expect(evil[10]).toBe("'-1+1");
    const quoted = rows.find((row) => row[0] === `${tag} 0`)!;
    expect(quoted[8]).toBe('Line one,\n"quoted" line two');
    expect(quoted[7]).toBe('2026-11-20 15:30');
    expect(quoted[6]).toBe('New');

    const [record] = await db()
      .select({ actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'lead.export'));
    expect(record).toEqual({
      actor: asha,
      details: { filters: { q: tag, status: 'all', due: false, mine: false }, rows: 8, complete: true },
    });
  });

  it('records an export the browser stopped reading as incomplete', async () => {
    const stream = exportLeadsCsv(db(), { filters: noFilters, actorId: ravi, batchSize: 2 });
    const reader = stream.getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    const rows = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.export'), eq(auditLog.actorUserId, ravi)));
    expect(rows).toEqual([{ details: { filters: { q: '', status: 'all', due: false, mine: false }, rows: 2, complete: false } }]);
  });
});

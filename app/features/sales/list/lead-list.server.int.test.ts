import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents } from '#db/schema.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { leadCounters, listLeads } from '#app/features/sales/list/lead-list.server.ts';
import { readLead } from '#app/features/sales/lead/lead-record.server.ts';
import { changeLeadStatus } from '#app/features/sales/lead/lead-work.server.ts';

describe.each(drivers)('lead management queries on %s', (driver) => {
  let database: TestDatabase;
  let actorId: string;
  let priyaId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    actorId = (await insertStaffUser(database.db, 'staff@example.com')).id;
    // 1,100 ordinary leads, newest first by minute, a quarter of each status.
    await database.db.execute(sql`
      insert into contact_submissions (name, email, phone, service, location, status, created_at)
      select 'Lead ' || i, 'lead' || i || '@example.com', '+91 90000 ' || lpad(i::text, 5, '0'),
             case when i % 2 = 0 then 'Modular Kitchen' end, case when i % 3 = 0 then 'Whitefield' end,
             (array['new', 'contacted', 'converted', 'lost'])[1 + i % 4], now() - make_interval(mins => i + 10)
      from generate_series(1, 1100) as s(i)`);
    const rows = await database.db
      .insert(contactSubmissions)
      .values([
        {
          name: 'Priya Nair',
          email: 'priya.nair@example.com',
          phone: '+91 98450 12345',
          service: 'False Ceiling',
          location: 'Koramangala',
          source: 'popup form',
          message: 'Call after 6',
          createdAt: sql`now()`,
        },
        {
          name: 'Discount_Hunter',
          email: '50%off@example.com',
          phone: '+91 98450 99999',
          location: 'Hebbal',
          createdAt: sql`now() - interval '1 minute'`,
        },
      ])
      .returning({ id: contactSubmissions.id });
    priyaId = rows[0]!.id;
  });
  afterAll(async () => database?.cleanup());

  const search = (q: string, status: 'all' | 'new' | 'contacted' | 'converted' | 'lost' = 'all', page = 1) =>
    listLeads(database.db, { q, status, due: false, mine: false, page });

  it('finds a lead by any of name, e-mail, phone, location and service, case-insensitively', async () => {
    for (const q of ['priya', 'PRIYA.NAIR@', '98450 12345', 'koramangala', 'false ceiling', 'nair koramangala']) {
      const page = await search(q);
      expect(
        page.leads.map((lead) => lead.name),
        q,
      ).toEqual(['Priya Nair']);
      expect(page.matching).toBe(1);
    }
    // Every word must match somewhere; a word matching nothing finds nothing.
    expect((await search('priya hebbal')).leads).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect((await search('50%')).leads.map((lead) => lead.name)).toEqual(['Discount_Hunter']);
    expect((await search('nt_h')).leads.map((lead) => lead.name)).toEqual(['Discount_Hunter']);
  });

  it('filters by status, newest first, 50 per page', async () => {
    const first = await search('', 'contacted');
    expect(first.leads).toHaveLength(50);
    expect(first.leads.every((lead) => lead.status === 'contacted')).toBe(true);
    expect(first.matching).toBe(275);
    const times = first.leads.map((lead) => lead.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const sixth = await search('', 'contacted', 6);
    expect(sixth.leads).toHaveLength(25);
    expect(new Set([...first.leads, ...sixth.leads].map((lead) => lead.id)).size).toBe(75);
  });

  it('counts matches up to a thousand past the page, and says when there are more', async () => {
    const page = await search('example.com');
    expect(page.matching).toBe(1000);
    expect(page.moreThan).toBe(true);
    const narrow = await search('whitefield');
    expect(narrow).toMatchObject({ matching: 366, moreThan: false });
  });

  it('counts every lead by status', async () => {
    expect(await leadCounters(database.db)).toEqual({
      total: 1102,
      new: 277,
      contacted: 275,
      converted: 275,
      lost: 275,
      followUpsDue: 0,
    });
  });

  it('reads every field of one lead with its notification state', async () => {
    // Entered without a form: no notification was ever due.
    expect((await readLead(database.db, priyaId))?.notification).toEqual({ state: 'none' });
    await database.db
      .insert(leadEvents)
      .values(leadEvent(priyaId, 'notification_failed', { channel: 'email', error: 'connection refused', attempts: 2, final: false }));
    expect(await readLead(database.db, priyaId)).toMatchObject({
      lead: { name: 'Priya Nair', message: 'Call after 6', source: 'popup form', status: 'new', phoneNormalized: '+919845012345' },
      notification: { state: 'retrying', attempts: 2, error: 'connection refused' },
    });
    expect(await readLead(database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('changes a status and records who changed it from what to what, on the lead’s timeline', async () => {
    expect(await changeLeadStatus(database.db, { id: priyaId, status: 'contacted', actorId })).toEqual({ from: 'new', to: 'contacted' });
    // Choosing the same status again changes nothing and records nothing.
    expect(await changeLeadStatus(database.db, { id: priyaId, status: 'contacted', actorId })).toEqual({
      from: 'contacted',
      to: 'contacted',
    });
    expect(await changeLeadStatus(database.db, { id: '00000000-0000-4000-8000-000000000000', status: 'lost', actorId })).toBeNull();
    const events = await database.db
      .select({ actorId: leadEvents.actorId, kind: leadEvents.kind, leadId: leadEvents.leadId, details: leadEvents.details })
      .from(leadEvents)
      .where(eq(leadEvents.kind, 'status_changed'));
    expect(events).toEqual([
      {
        actorId,
        kind: 'status_changed',
        leadId: priyaId,
        details: { from: 'new', to: 'contacted', stage: { from: 'new', to: 'contacted' } },
      },
    ]);
    expect((await readLead(database.db, priyaId))?.lead.status).toBe('contacted');
  });
});

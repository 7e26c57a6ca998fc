// 'Reports' on both drivers: the numbers come from the daily counts the triggers keep,
// days and weeks are India's, and a refused range answers with the form's messages.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { contactSubmissions, leadDailyCounts } from '#db/schema.ts';
import { leadReport, loadReports } from '#app/features/sales/reports/reports.server.ts';
import { RANGE_TEXTS } from '#app/features/sales/reports/report-range.ts';

type Seed = {
  at: string;
  source?: string | null;
  campaign?: string | null;
  location?: string | null;
  service?: string | null;
  status?: 'new' | 'contacted' | 'converted' | 'lost';
  contactAfterMinutes?: number;
};

describe.each(drivers)('lead reports on %s', (driver) => {
  let database: TestDatabase;
  const db = () => database.db;

  const seed = async (leads: Seed[]) => {
    const ids: string[] = [];
    for (const [index, lead] of leads.entries()) {
      const createdAt = new Date(lead.at);
      const [row] = await db()
        .insert(contactSubmissions)
        .values({
          name: `Report Lead ${index}`,
          email: `report${index}@example.com`,
          phone: '+91 90000 12345',
          source: lead.source ?? null,
          utmCampaign: lead.campaign ?? null,
          location: lead.location ?? null,
          service: lead.service ?? null,
          status: lead.status ?? 'new',
          createdAt,
          firstContactAt: lead.contactAfterMinutes === undefined ? null : new Date(createdAt.getTime() + lead.contactAfterMinutes * 60_000),
        })
        .returning({ id: contactSubmissions.id });
      ids.push(row!.id);
    }
    return ids;
  };

  let ids: string[];
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ids = await seed([
      // Monday 2 November 2026 (India time), a week earlier than the rest.
      {
        at: '2026-11-02T04:00:00Z',
        source: 'popup form',
        campaign: 'kitchen-diwali',
        location: 'HSR Layout',
        service: 'Modular Kitchen',
        status: 'converted',
        contactAfterMinutes: 30,
      },
      // Sunday 8 November 23:30 UTC is Monday 9 November 05:00 in India: the next week.
      {
        at: '2026-11-08T23:30:00Z',
        source: 'popup form',
        campaign: 'kitchen-diwali',
        location: 'Flat 4, 5th cross, hsr layout sector 2, Bengaluru',
        service: 'Modular Kitchen',
        status: 'contacted',
        contactAfterMinutes: 90,
      },
      {
        at: '2026-11-10T06:00:00Z',
        source: 'contact_page',
        campaign: null,
        location: ' Whitefield ',
        service: 'False Ceiling',
        status: 'converted',
        contactAfterMinutes: 600,
      },
      { at: '2026-11-11T06:00:00Z', source: null, campaign: 'wardrobe-monsoon', location: null, service: null, status: 'lost' },
      {
        at: '2026-11-12T06:00:00Z',
        source: 'contact_page',
        campaign: 'wardrobe-monsoon',
        location: 'Hebbal',
        service: 'Modular Wardrobe',
        status: 'new',
      },
      // Outside the range.
      { at: '2026-10-01T06:00:00Z', source: 'popup form', status: 'converted', contactAfterMinutes: 5 },
    ]);
  });
  afterAll(async () => database?.cleanup());

  const range = { from: '2026-11-02', to: '2026-11-15' };

  it('counts leads per India week by source in words, conversion by source and campaign, addresses under their localities, and services', async () => {
    const report = await leadReport(db(), range);
    expect(report.totals).toEqual({ leads: 5, converted: 2 });
    expect(report.weekly.weeks).toEqual(['2026-11-02', '2026-11-09']);
    // The sources in the words staff use, not the stored values.
    expect(report.weekly.sources).toEqual(['Contact page', 'Popup form', 'Website']);
    expect(report.weekly.counts).toEqual([
      [0, 1, 0],
      [2, 1, 1],
    ]);
    expect(report.bySource).toEqual([
      { label: 'Contact page', leads: 2, converted: 1, lost: 0 },
      { label: 'Popup form', leads: 2, converted: 1, lost: 0 },
      { label: 'Website', leads: 1, converted: 0, lost: 1 },
    ]);
    expect(report.byCampaign).toEqual([
      { label: 'kitchen-diwali', leads: 2, converted: 1, lost: 0 },
      { label: 'wardrobe-monsoon', leads: 2, converted: 0, lost: 1 },
      { label: 'No campaign', leads: 1, converted: 1, lost: 0 },
    ]);
    // 'HSR Layout' and an address in HSR Layout are one locality; blanks around a name do not count.
    expect(report.byLocality).toEqual([
      { label: 'HSR Layout', leads: 2, converted: 1, lost: 0 },
      { label: 'Hebbal', leads: 1, converted: 0, lost: 0 },
      { label: 'Not specified', leads: 1, converted: 0, lost: 1 },
      { label: 'Whitefield', leads: 1, converted: 1, lost: 0 },
    ]);
    expect(report.byService.map((row) => row.label)).toEqual(['Modular Kitchen', 'False Ceiling', 'Modular Wardrobe', 'Not specified']);
    // Contacted after 30, 90 and 600 minutes: the median is 90.
    expect(report.firstContact).toEqual({ medianMinutes: 90, contacted: 3, leads: 5 });
  });

  it('follows status changes and deletions in the daily counts', async () => {
    await db().update(contactSubmissions).set({ status: 'converted' }).where(eq(contactSubmissions.id, ids[4]!));
    await db().delete(contactSubmissions).where(eq(contactSubmissions.id, ids[3]!));
    const report = await leadReport(db(), range);
    expect(report.totals).toEqual({ leads: 4, converted: 3 });
    expect(report.byCampaign).toContainEqual({ label: 'wardrobe-monsoon', leads: 1, converted: 1, lost: 0 });
    // The kept counts agree with counting the leads themselves.
    const kept = await db()
      .select({ leads: sql<number>`sum(${leadDailyCounts.leads})::int`, converted: sql<number>`sum(${leadDailyCounts.converted})::int` })
      .from(leadDailyCounts)
      .where(eq(leadDailyCounts.dimension, 'service'));
    const counted = await db()
      .select({
        leads: sql<number>`count(*)::int`,
        converted: sql<number>`(count(*) filter (where ${contactSubmissions.status} = 'converted'))::int`,
      })
      .from(contactSubmissions);
    expect(kept).toEqual(counted);
  });

  it('keeps lost leads per day for the win rate, values the pipeline by stage, and measures the median days to Won', async () => {
    const day = (iso: string) => new Date(iso);
    const [lead] = await db()
      .insert(contactSubmissions)
      .values([
        {
          name: 'Won Fast',
          email: 'won.fast@example.com',
          phone: '+91 90000 22222',
          source: 'Instagram',
          utmCampaign: 'modular-2026',
          createdAt: day('2026-11-03T06:00:00Z'),
          stage: 'won',
          status: 'converted',
          stageChangedAt: day('2026-11-07T06:00:00Z'),
          valuePaise: 600_000_00,
        },
        {
          name: 'Won Slow',
          email: 'won.slow@example.com',
          phone: '+91 90000 22223',
          source: 'Instagram',
          utmCampaign: 'modular-2026',
          createdAt: day('2026-11-04T06:00:00Z'),
          stage: 'won',
          status: 'converted',
          stageChangedAt: day('2026-11-14T06:00:00Z'),
          valuePaise: 400_000_00,
        },
        {
          name: 'Won Mid',
          email: 'won.mid@example.com',
          phone: '+91 90000 22224',
          source: 'Instagram',
          utmCampaign: 'modular-2026',
          createdAt: day('2026-11-05T06:00:00Z'),
          stage: 'won',
          status: 'converted',
          stageChangedAt: day('2026-11-11T06:00:00Z'),
        },
        {
          name: 'Lost One',
          email: 'lost.one@example.com',
          phone: '+91 90000 22225',
          source: 'Instagram',
          utmCampaign: 'modular-2026',
          createdAt: day('2026-11-05T06:00:00Z'),
          stage: 'design',
          status: 'contacted',
          valuePaise: 250_000_00,
        },
      ])
      .returning({ id: contactSubmissions.id });
    expect(lead).toBeDefined();
    const instagram = async () => (await leadReport(db(), range)).bySource.find((row) => row.label === 'Instagram');
    expect(await instagram()).toEqual({ label: 'Instagram', leads: 4, converted: 3, lost: 0 });
    // Lost, then not lost, then lost again: the counts follow.
    const lostOne = eq(contactSubmissions.email, 'lost.one@example.com');
    await db().update(contactSubmissions).set({ status: 'lost', stage: 'lost' }).where(lostOne);
    expect(await instagram()).toEqual({ label: 'Instagram', leads: 4, converted: 3, lost: 1 });
    await db().update(contactSubmissions).set({ status: 'contacted', stage: 'design' }).where(lostOne);
    expect((await instagram())!.lost).toBe(0);
    await db().update(contactSubmissions).set({ status: 'lost', stage: 'lost' }).where(lostOne);

    const report = await leadReport(db(), range);
    expect(report.byCampaign).toContainEqual({ label: 'modular-2026', leads: 4, converted: 3, lost: 1 });
    // Won after 4, 6 and 10 days: the median is 6.
    expect(report.toWon).toEqual({ medianDays: 6, won: 3 });
    // No quotation was accepted in the range (quotation.server.int.test.ts measures one that was).
    expect(report.acceptedVsEstimate).toEqual({ medianPercent: null, quotations: 0 });
    expect(report.pipeline.map((row) => row.stage)).toEqual(['new', 'contacted', 'site_visit', 'design', 'quotation_sent', 'won', 'lost']);
    expect(report.pipeline.find((row) => row.stage === 'won')).toEqual({ stage: 'won', leads: 3, valuePaise: 1_000_000_00 });
    expect(report.pipeline.find((row) => row.stage === 'lost')).toMatchObject({ valuePaise: 250_000_00 });
    // The kept lost counts agree with counting the leads themselves.
    const [kept] = await db()
      .select({ lost: sql<number>`sum(${leadDailyCounts.lost})::int` })
      .from(leadDailyCounts)
      .where(eq(leadDailyCounts.dimension, 'source'));
    const [counted] = await db()
      .select({ lost: sql<number>`count(*)::int` })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.status, 'lost'));
    expect(kept).toEqual(counted);
  });

  it('counts the service of a form that asks for none (its stored placeholder) as ‘Not specified’', async () => {
    const day = '2026-11-20T06:00:00Z';
    await db()
      .insert(contactSubmissions)
      .values([
        {
          name: 'Quick',
          email: 'quick@example.com',
          phone: '+91 90000 22222',
          form: 'cta',
          source: 'cta section',
          service: 'CTA Form Submission',
          createdAt: new Date(day),
        },
        {
          name: 'Quote',
          email: 'quote@example.com',
          phone: '+91 90000 33333',
          form: 'quick-quote',
          service: 'Price Calculator Request',
          createdAt: new Date(day),
        },
        {
          name: 'Asked',
          email: 'asked@example.com',
          phone: '+91 90000 44444',
          form: 'popup',
          service: 'Kitchen Design',
          createdAt: new Date(day),
        },
      ]);
    const report = await leadReport(db(), { from: '2026-11-20', to: '2026-11-20' });
    expect(report.byService).toEqual([
      { label: 'Not specified', leads: 2, converted: 0, lost: 0 },
      { label: 'Kitchen Design', leads: 1, converted: 0, lost: 0 },
    ]);
  });

  it('reads the default range of twelve weeks, and refuses a range the form would refuse', async () => {
    const fallback = await loadReports(db(), new URLSearchParams());
    expect(fallback.ok && fallback.report.weekly.weeks).toHaveLength(12);

    const backwards = await loadReports(db(), new URLSearchParams('from=2026-11-15&to=2026-11-01'));
    expect(backwards).toMatchObject({ ok: false, result: { error: { to: [RANGE_TEXTS.order] } } });
    const tooLong = await loadReports(db(), new URLSearchParams('from=2024-01-01&to=2026-11-01'));
    expect(tooLong).toMatchObject({ ok: false, result: { error: { from: [RANGE_TEXTS.tooLong] } } });
    const nonsense = await loadReports(db(), new URLSearchParams('from=2026-02-30&to=yesterday'));
    expect(nonsense).toMatchObject({ ok: false, result: { error: { from: [RANGE_TEXTS.invalid], to: [RANGE_TEXTS.invalid] } } });
  });
});

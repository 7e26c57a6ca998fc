// The lead service (decisions 020, 021, 078): each form's lead stored once with its columns, form,
// page and notification job; bad input refused; bots, limits, retries and bursts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#app/lib/db.server.ts';
import { drivers } from '../../../tests/support/databases.ts';
import { goodLeads } from '../../../tests/support/leads.ts';
import type { Kind } from '../../../tests/support/leads.ts';
import { receiveLead } from '#app/features/intake/leads.server.ts';
import {
  countLeads,
  expected,
  jobsFor,
  leadsWithEmail,
  payloadOf,
  uniqueEmail,
  useLeadService,
} from '../../../tests/support/lead-service.ts';

/** Where a lead came from, as the forms post it: sent with each lead and stored in its columns. */
const attribution = {
  landing_path: '/services/modular-kitchen',
  referrer: 'https://www.google.com/',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'diwali',
  utm_term: 'modular kitchen',
  utm_content: 'ad-2',
};

describe.each(drivers)('the lead service on %s', (driver) => {
  const service = useLeadService(driver);

  it.each(Object.keys(expected) as Kind[])('stores a %s lead with its source, columns, status and notification job', async (kind) => {
    const email = uniqueEmail(kind);
    const before = Date.now();
    const outcome = await receiveLead(
      {
        ...goodLeads[kind],
        email,
        ...attribution,
        status: 'converted', // not a field of any form: ignored
      },
      service.options(),
    );
    expect(outcome).toMatchObject({ status: 'stored', kind });
    const rows = await leadsWithEmail(service.database.db, email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      ...expected[kind].row,
      email,
      status: 'new',
      ...attribution,
    });
    expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const jobs = await jobsFor(service.database.db, row.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.status).toBe('pending');
    expect(await payloadOf(service.database.db, jobs[0]!)).toMatchObject({
      ...expected[kind].notice,
      name: expected[kind].row.name,
      email,
      leadId: row.id,
      attribution: { utm_campaign: 'diwali', landing_path: '/services/modular-kitchen' },
    });
  });

  const badInputs: Array<[string, Record<string, unknown>]> = [
    ['no form name', { ...goodLeads.cta, form: undefined }],
    ['an unknown form', { ...goodLeads.cta, form: 'newsletter' }],
    ['missing fields', { form: 'popup', name: 'Priya Sharma' }],
    ['a 10 KB name', { ...goodLeads.contact, name: 'n'.repeat(10 * 1024) }],
    ['a bad e-mail', { ...goodLeads.calculator, email: 'priya@example' }],
    ['an e-mail with a header injection', { ...goodLeads.popup, email: 'p@example.com\r\nBcc: all@example.com' }],
    ['letters in the phone', { ...goodLeads['quick-quote'], phone: 'call me maybe' }],
    ['a number for the name', { ...goodLeads['service-card'], name: 12345 }],
    ['a list for the phone', { ...goodLeads.cta, phone: ['98765 43210', '91234 56789'] }],
    ['a service not on the list', { ...goodLeads.corporate, projectType: 'spaceship' }],
    ['a 5,001-character message', { ...goodLeads.contact, message: 'm'.repeat(5001) }],
  ];

  it.each(badInputs)('refuses %s and stores nothing', async (_, values) => {
    const before = await countLeads(service.database.db);
    const outcome = await receiveLead(values, service.options());
    expect(outcome.status).toBe('invalid');
    expect(await countLeads(service.database.db)).toBe(before);
  });

  it('stores which form a lead came from and the page it was sent from; a form that asks no place records the locality of its page', async () => {
    const fromLocality = uniqueEmail('koramangala');
    await receiveLead({ ...goodLeads.popup, email: fromLocality, back: '/locations/koramangala' }, service.options());
    expect((await leadsWithEmail(service.database.db, fromLocality))[0]).toMatchObject({
      form: 'popup',
      page_path: '/locations/koramangala',
      location: 'Koramangala',
      source: 'popup form',
    });
    // The calculator asks where: its answer stands, whatever page it was sent from.
    const calculator = uniqueEmail('calc-on-locality');
    await receiveLead({ ...goodLeads.calculator, email: calculator, back: '/locations/hebbal' }, service.options());
    expect((await leadsWithEmail(service.database.db, calculator))[0]).toMatchObject({ form: 'calculator', location: 'Whitefield' });
    // Another page, or none (an API client): no locality is made up.
    const elsewhere = uniqueEmail('contact-page');
    await receiveLead({ ...goodLeads.contact, email: elsewhere, back: '/contact' }, service.options());
    expect((await leadsWithEmail(service.database.db, elsewhere))[0]).toMatchObject({
      form: 'contact',
      page_path: '/contact',
      location: null,
    });
    const api = uniqueEmail('api');
    await receiveLead({ ...goodLeads.cta, email: api }, service.options());
    expect((await leadsWithEmail(service.database.db, api))[0]).toMatchObject({ form: 'cta', page_path: null, location: null });
    // Each lead's timeline starts with its arrival, from its form.
    const [created] = await queryRows<{ kind: string; details: unknown }>(
      service.database.db,
      sql`select e.kind, e.details from lead_events e join contact_submissions c on c.id = e.lead_id where c.email = ${fromLocality}`,
    );
    expect(created).toEqual({ kind: 'created', details: { form: 'popup' } });
  });

  it('stores markup as plain text, never altered', async () => {
    const email = uniqueEmail('xss');
    const name = '<script>alert("x")</script>';
    await receiveLead({ ...goodLeads.contact, email, name, message: '<img src=x onerror=alert(1)>' }, service.options());
    expect((await leadsWithEmail(service.database.db, email))[0]).toMatchObject({ name, message: '<img src=x onerror=alert(1)>' });
  });

  it('answers a bot that filled the honeypot as if stored, and stores nothing', async () => {
    const before = await countLeads(service.database.db);
    const outcome = await receiveLead({ ...goodLeads.popup, website: 'http://spam.example' }, service.options());
    expect(outcome.status).toBe('stored');
    expect(await countLeads(service.database.db)).toBe(before);
  });

  it('refuses more submissions per IP than the limit, with the seconds to wait', async () => {
    const limited = service.options({ rateLimit: { max: 2, windowMs: 60_000 }, clientIp: '198.51.100.77' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await receiveLead({ ...goodLeads.cta, email: uniqueEmail('limit') }, limited)).status);
    expect(statuses).toEqual(['stored', 'stored', 'rate-limited']);
    const other = await receiveLead(
      { ...goodLeads.cta, email: uniqueEmail('limit') },
      service.options({ rateLimit: { max: 2, windowMs: 60_000 }, clientIp: '198.51.100.78' }),
    );
    expect(other.status).toBe('stored');
  });

  it('stores a submission the browser retried with the same id once', async () => {
    const email = uniqueEmail('retry');
    const submissionId = '0f8b6c1e-3d2a-4b5c-9e7f-1a2b3c4d5e6f';
    const first = await receiveLead({ ...goodLeads.popup, email, submissionId }, service.options());
    const second = await receiveLead({ ...goodLeads.popup, email, submissionId }, service.options());
    expect([first.status, second.status]).toEqual(['stored', 'stored']);
    const rows = await leadsWithEmail(service.database.db, email);
    expect(rows.map((row) => row.id)).toEqual([submissionId]);
    expect(await jobsFor(service.database.db, submissionId)).toHaveLength(1);
  });

  it('records the notification as skipped when this server has no channel to send it on', async () => {
    const outcome = await receiveLead({ ...goodLeads.cta, email: uniqueEmail('quiet') }, service.options({ notify: false }));
    if (outcome.status !== 'stored') throw new Error(outcome.status);
    // No job: the lead's timeline says it was skipped.
    expect(await jobsFor(service.database.db, outcome.leadId)).toEqual([]);
    const events = await queryRows<{ kind: string }>(
      service.database.db,
      sql`select kind from lead_events where lead_id = ${outcome.leadId} order by id`,
    );
    expect(events.map((event) => event.kind)).toEqual(['created', 'notification_skipped']);
  });

  it('stores a burst of concurrent leads, each once, written together', async () => {
    const emails = Array.from({ length: 60 }, (_, i) => uniqueEmail(`burst-${i}`));
    const retried = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
    const outcomes = await Promise.all([
      ...emails.map((email) => receiveLead({ ...goodLeads.cta, email }, service.options())),
      receiveLead({ ...goodLeads.cta, email: 'burst-retry@example.com', submissionId: retried }, service.options()),
      receiveLead({ ...goodLeads.cta, email: 'burst-retry@example.com', submissionId: retried }, service.options()),
    ]);
    expect(outcomes.every((outcome) => outcome.status === 'stored')).toBe(true);
    const stored = await queryRows<{ email: string; jobs: number }>(
      service.database.db,
      sql`select s.email, count(j.id)::int as jobs from contact_submissions s join pgboss.job j on j.name = 'lead-notification' and j.id = s.id
          where s.email like 'burst-%' group by s.id, s.email`,
    );
    expect(stored).toHaveLength(61);
    expect(stored.every((row) => row.jobs === 1)).toBe(true);
  });
});

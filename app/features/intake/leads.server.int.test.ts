import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions } from '#db/schema.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { goodLeads } from '../../../tests/support/leads.ts';
import { installJobQueues, notificationJobsOf } from '../../../tests/support/jobs.ts';
import type { Kind } from '../../../tests/support/leads.ts';
import { receiveLead } from '#app/features/intake/leads.server.ts';
import type { ReceiveOptions } from '#app/features/intake/leads.server.ts';
import { notificationPayload } from '#app/features/intake/notifications/payload.ts';
import { LeadSpool, REFUSED_FILE, SpoolFullError, UNREADABLE_FILE } from '#app/features/intake/spool.server.ts';
import { prepareLead } from '#app/features/intake/lead-store.server.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';

const logger = pino({ level: 'silent' });

type LeadRow = Record<string, string | null> & { id: string; created_at: Date | string };

async function leadsWithEmail(db: Database, email: string): Promise<LeadRow[]> {
  return queryRows<LeadRow>(db, sql`select * from contact_submissions where email = ${email} order by created_at`);
}

/** The leads kept for staff whose line contains `text`. */
async function unstoredWith(db: Database, text: string) {
  return queryRows<{ kind: string; reason: string; content: string }>(
    db,
    sql`select kind, reason, content from unstored_leads where position(${text} in content) > 0 order by found_at`,
  );
}

async function countLeads(db: Database): Promise<number> {
  return Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contact_submissions`))[0]!.n);
}

/** The lead's notification job on the job engine ('pending' until a worker takes it). */
async function jobsFor(db: Database, leadId: string) {
  return (await notificationJobsOf(db, leadId)).map((job) => ({ ...job, status: job.state === 'created' ? 'pending' : job.state }));
}

/** What staff are told about a job's lead: built from the stored lead, as the worker does. */
async function payloadOf(db: Database, job: { lead_id: string }) {
  const [lead] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, job.lead_id));
  return notificationPayload(lead!);
}

// Spec section 7: the columns each form writes, and what staff are told.
const expected: Record<Kind, { row: Record<string, string | null>; notice: Record<string, string> }> = {
  calculator: {
    row: {
      name: 'Priya Sharma',
      service: 'Modular Kitchen',
      location: 'Whitefield',
      source: 'price calculator',
      message: 'Price calculator request for Modular Kitchen in Whitefield',
    },
    notice: {
      source: 'Website Price Calculator',
      formType: 'Price Calculator Request',
      service: 'Modular Kitchen',
      location: 'Whitefield',
    },
  },
  'quick-quote': {
    row: {
      name: 'Priya Sharma',
      service: 'Price Calculator Request',
      location: null,
      source: 'mobile price calculator',
      message: 'Quick quote request from the mobile price calculator',
    },
    notice: { source: 'Website Mobile Quick Quote', formType: 'Mobile Quick Quote', service: 'Price Calculator Request' },
  },
  'service-card': {
    row: {
      name: 'Priya Sharma',
      service: 'Modular Kitchens',
      location: null,
      source: 'service card',
      message: 'Quote request for Modular Kitchens',
    },
    notice: { source: 'Website Service Card', formType: 'Service Quote Request', service: 'Modular Kitchens' },
  },
  popup: {
    row: {
      name: 'Priya Sharma',
      service: 'Kitchen Design',
      location: null,
      source: 'popup form',
      message: 'Two-bedroom flat, move-in in March.',
    },
    notice: {
      source: 'Website Popup Form',
      formType: 'Contact Form',
      service: 'Kitchen Design',
      message: 'Two-bedroom flat, move-in in March.',
    },
  },
  cta: {
    row: {
      name: 'Priya Sharma',
      service: 'CTA Form Submission',
      location: null,
      source: 'cta section',
      message: 'Quick consultation request from CTA section',
    },
    notice: {
      source: 'Website CTA Quick Form',
      formType: 'Quick Consultation Request',
      service: 'Quick Consultation',
      message: 'Request for free consultation from CTA section',
    },
  },
  contact: {
    row: { name: 'Priya Sharma', service: 'Modular Wardrobe', location: null, source: 'contact_page', message: 'Please call after 6 pm.' },
    notice: { source: 'Website Contact Page', formType: 'Contact Page Form', service: 'Modular Wardrobe' },
  },
  corporate: {
    row: {
      name: 'Arjun Rao',
      service: 'Complete Office Interior',
      location: 'Koramangala',
      source: 'Corporate Page',
      message:
        'Company: Nimbus Labs\nProject type: Complete Office Interior\nBudget: ₹25 - 50 Lakhs\nTimeline: 1 - 3 months\nProject details: 60 seats and two meeting rooms.',
    },
    notice: {
      source: 'Website Corporate Form',
      formType: 'Corporate Contact Form',
      companyName: 'Nimbus Labs',
      contactPerson: 'Arjun Rao',
      projectType: 'Complete Office Interior',
      budget: '₹25 - 50 Lakhs',
      timeline: '1 - 3 months',
      location: 'Koramangala',
    },
  },
};

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

describe.each(drivers)('the lead service on %s', (driver) => {
  let database: TestDatabase;
  let spool: LeadSpool;
  const options = (overrides: Partial<ReceiveOptions> = {}): ReceiveOptions => ({
    db: database.db,
    spool,
    rateLimit: null,
    clientIp: '203.0.113.10',
    logger,
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    spool = new LeadSpool(database.dataDir, logger);
  });
  afterAll(async () => database?.cleanup());

  it.each(Object.keys(expected) as Kind[])('stores a %s lead with its source, columns, status and notification job', async (kind) => {
    const email = uniqueEmail(kind);
    const before = Date.now();
    const outcome = await receiveLead(
      {
        ...goodLeads[kind],
        email,
        landing_path: '/services/modular-kitchen',
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'diwali',
        utm_term: 'modular kitchen',
        utm_content: 'ad-2',
        status: 'converted', // not a field of any form: ignored
      },
      options(),
    );
    expect(outcome).toMatchObject({ status: 'stored', kind });
    const rows = await leadsWithEmail(database.db, email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      ...expected[kind].row,
      email,
      status: 'new',
      landing_path: '/services/modular-kitchen',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'diwali',
      utm_term: 'modular kitchen',
      utm_content: 'ad-2',
    });
    expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const jobs = await jobsFor(database.db, row.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.status).toBe('pending');
    expect(await payloadOf(database.db, jobs[0]!)).toMatchObject({
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
    const before = await countLeads(database.db);
    const outcome = await receiveLead(values, options());
    expect(outcome.status).toBe('invalid');
    expect(await countLeads(database.db)).toBe(before);
  });

  it('stores which form a lead came from and the page it was sent from; a form that asks no place records the locality of its page', async () => {
    const fromLocality = uniqueEmail('koramangala');
    await receiveLead({ ...goodLeads.popup, email: fromLocality, back: '/locations/koramangala' }, options());
    expect((await leadsWithEmail(database.db, fromLocality))[0]).toMatchObject({
      form: 'popup',
      page_path: '/locations/koramangala',
      location: 'Koramangala',
      source: 'popup form',
    });
    // The calculator asks where: its answer stands, whatever page it was sent from.
    const calculator = uniqueEmail('calc-on-locality');
    await receiveLead({ ...goodLeads.calculator, email: calculator, back: '/locations/hebbal' }, options());
    expect((await leadsWithEmail(database.db, calculator))[0]).toMatchObject({ form: 'calculator', location: 'Whitefield' });
    // Another page, or none (an API client): no locality is made up.
    const elsewhere = uniqueEmail('contact-page');
    await receiveLead({ ...goodLeads.contact, email: elsewhere, back: '/contact' }, options());
    expect((await leadsWithEmail(database.db, elsewhere))[0]).toMatchObject({ form: 'contact', page_path: '/contact', location: null });
    const api = uniqueEmail('api');
    await receiveLead({ ...goodLeads.cta, email: api }, options());
    expect((await leadsWithEmail(database.db, api))[0]).toMatchObject({ form: 'cta', page_path: null, location: null });
    // Each lead's timeline starts with its arrival, from its form.
    const [created] = await queryRows<{ kind: string; details: unknown }>(
      database.db,
      sql`select e.kind, e.details from lead_events e join contact_submissions c on c.id = e.lead_id where c.email = ${fromLocality}`,
    );
    expect(created).toEqual({ kind: 'created', details: { form: 'popup' } });
  });

  it('stores markup as plain text, never altered', async () => {
    const email = uniqueEmail('xss');
    const name = '<script>alert("x")</script>';
    await receiveLead({ ...goodLeads.contact, email, name, message: '<img src=x onerror=alert(1)>' }, options());
    expect((await leadsWithEmail(database.db, email))[0]).toMatchObject({ name, message: '<img src=x onerror=alert(1)>' });
  });

  it('answers a bot that filled the honeypot as if stored, and stores nothing', async () => {
    const before = await countLeads(database.db);
    const outcome = await receiveLead({ ...goodLeads.popup, website: 'http://spam.example' }, options());
    expect(outcome.status).toBe('stored');
    expect(await countLeads(database.db)).toBe(before);
  });

  it('refuses more submissions per IP than the limit, with the seconds to wait', async () => {
    const limited = options({ rateLimit: { max: 2, windowMs: 60_000 }, clientIp: '198.51.100.77' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await receiveLead({ ...goodLeads.cta, email: uniqueEmail('limit') }, limited)).status);
    expect(statuses).toEqual(['stored', 'stored', 'rate-limited']);
    const other = await receiveLead(
      { ...goodLeads.cta, email: uniqueEmail('limit') },
      options({ rateLimit: { max: 2, windowMs: 60_000 }, clientIp: '198.51.100.78' }),
    );
    expect(other.status).toBe('stored');
  });

  it('stores a submission the browser retried with the same id once', async () => {
    const email = uniqueEmail('retry');
    const submissionId = '0f8b6c1e-3d2a-4b5c-9e7f-1a2b3c4d5e6f';
    const first = await receiveLead({ ...goodLeads.popup, email, submissionId }, options());
    const second = await receiveLead({ ...goodLeads.popup, email, submissionId }, options());
    expect([first.status, second.status]).toEqual(['stored', 'stored']);
    const rows = await leadsWithEmail(database.db, email);
    expect(rows.map((row) => row.id)).toEqual([submissionId]);
    expect(await jobsFor(database.db, submissionId)).toHaveLength(1);
  });

  it('records the notification as skipped when this server has no channel to send it on', async () => {
    const outcome = await receiveLead({ ...goodLeads.cta, email: uniqueEmail('quiet') }, options({ notify: false }));
    if (outcome.status !== 'stored') throw new Error(outcome.status);
    // No job: the lead's timeline says it was skipped.
    expect(await jobsFor(database.db, outcome.leadId)).toEqual([]);
    const events = await queryRows<{ kind: string }>(
      database.db,
      sql`select kind from lead_events where lead_id = ${outcome.leadId} order by id`,
    );
    expect(events.map((event) => event.kind)).toEqual(['created', 'notification_skipped']);
  });

  it('stores a burst of concurrent leads, each once, written together', async () => {
    const emails = Array.from({ length: 60 }, (_, i) => uniqueEmail(`burst-${i}`));
    const retried = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
    const outcomes = await Promise.all([
      ...emails.map((email) => receiveLead({ ...goodLeads.cta, email }, options())),
      receiveLead({ ...goodLeads.cta, email: 'burst-retry@example.com', submissionId: retried }, options()),
      receiveLead({ ...goodLeads.cta, email: 'burst-retry@example.com', submissionId: retried }, options()),
    ]);
    expect(outcomes.every((outcome) => outcome.status === 'stored')).toBe(true);
    const stored = await queryRows<{ email: string; jobs: number }>(
      database.db,
      sql`select s.email, count(j.id)::int as jobs from contact_submissions s join pgboss.job j on j.name = 'lead-notification' and j.id = s.id
          where s.email like 'burst-%' group by s.id, s.email`,
    );
    expect(stored).toHaveLength(61);
    expect(stored.every((row) => row.jobs === 1)).toBe(true);
  });

  it('stores a lead the previous version spooled (with its payload) once, with its corporate details', async () => {
    // The previous version's spool line: the row without status and details, and the payload it notified with.
    const email = uniqueEmail('spooled-before');
    const id = randomUUID();
    const line = JSON.stringify({
      v: 1,
      lead: {
        id,
        ...expected.corporate.row,
        email,
        phone: '080 4123 4567',
        landingPath: '/corporate',
        referrer: null,
        utmSource: 'google',
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
        createdAt: '2026-11-20T10:15:30.123Z',
      },
      payload: { ...expected.corporate.notice, name: 'Arjun Rao', email, phone: '080 4123 4567', leadId: id },
      notification: 'pending',
    });
    // Left by a process that has ended (the server before the upgrade): the replay adopts its file.
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    const dir = path.join(database.dataDir, 'lead-spool');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `pending-${pid}.jsonl`), `${line}\n`);
    expect(await spool.replay(database.db)).toEqual({ stored: 1, rejected: 0, pending: false });
    // The same line again (a crash before its file was removed) stores nothing more.
    fs.writeFileSync(path.join(dir, `pending-${pid}.jsonl`), `${line}\n`);
    expect(await spool.replay(database.db)).toEqual({ stored: 0, rejected: 0, pending: false });
    expect(spool.hasPending()).toBe(false);

    const rows = await leadsWithEmail(database.db, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...expected.corporate.row, id, status: 'new', landing_path: '/corporate', utm_source: 'google' });
    const jobs = await jobsFor(database.db, id);
    expect(jobs.map((job) => job.status)).toEqual(['pending']);
    expect(await payloadOf(database.db, jobs[0]!)).toMatchObject({
      ...expected.corporate.notice,
      submittedAt: '2026-11-20T10:15:30.123Z',
      attribution: { landing_path: '/corporate', utm_source: 'google' },
    });
  });

  /** A valid lead as the service would hand it to the spool. */
  function preparedLead(email: string) {
    const checked = validateLead('cta', { ...goodLeads.cta, email });
    if (!checked.ok) throw new Error('invalid test lead');
    return prepareLead(checked.lead, {}, randomUUID(), new Date());
  }

  it('starts a spooled lead on its own line after a line cut short, and keeps the cut line for staff', async () => {
    const dir = path.join(database.dataDir, 'lead-spool');
    fs.mkdirSync(dir, { recursive: true });
    // What a crash (or a full disk) in the middle of an earlier write leaves: no line end.
    const fragment = '{"v":2,"lead":{"id":"0b7c1f7e-cut-short","name":"Half';
    fs.writeFileSync(path.join(dir, `pending-${process.pid}.jsonl`), fragment);
    const email = uniqueEmail('after-fragment');
    await spool.append(preparedLead(email));

    expect(await spool.replay(database.db)).toEqual({ stored: 1, rejected: 0, pending: false });
    expect(await leadsWithEmail(database.db, email)).toHaveLength(1);
    // Never deleted unread: the fragment waits for a person among the leads that could not be stored.
    expect(await unstoredWith(database.db, 'cut-short')).toEqual([
      {
        kind: 'unreadable',
        reason: 'The line is not a whole lead record: a write was cut short (a crash or a full disk) or the file was damaged',
        content: fragment,
      },
    ]);
    expect(spool.hasPending()).toBe(false);
    expect(fs.existsSync(path.join(dir, UNREADABLE_FILE))).toBe(false);
  });

  it('keeps a lead the database refuses for staff, with the reason, and stores the leads after it', async () => {
    const refusedEmail = uniqueEmail('refused');
    const refused = preparedLead(refusedEmail);
    // A NUL: acknowledged by today's forms, refused by PostgreSQL's text (and PGlite's).
    refused.lead.name = `Priya${String.fromCharCode(0)}Sharma`;
    const healthyEmail = uniqueEmail('after-refused');
    await spool.append(refused);
    await spool.append(preparedLead(healthyEmail));

    expect(await spool.replay(database.db)).toEqual({ stored: 1, rejected: 1, pending: false });
    expect(await leadsWithEmail(database.db, healthyEmail)).toHaveLength(1);
    expect(await leadsWithEmail(database.db, refusedEmail)).toHaveLength(0);
    const [kept, ...more] = await unstoredWith(database.db, refusedEmail);
    expect(more).toEqual([]);
    expect(kept!.kind).toBe('refused');
    expect(kept!.reason).toMatch(/^The database refused it: .+ \(SQLSTATE [0-9A-Z]{5}\)$/);
    expect(kept!.content).toContain('"name":"Priya\\u0000Sharma"');
    expect(JSON.parse(kept!.content)).toMatchObject({ lead: { email: refusedEmail } });
    expect(fs.existsSync(path.join(database.dataDir, 'lead-spool', REFUSED_FILE))).toBe(false);
  });

  it('moves lines set aside in files (by an earlier version, or while the database was away) into the list, once', async () => {
    const dir = path.join(database.dataDir, 'lead-spool');
    fs.mkdirSync(dir, { recursive: true });
    const older = JSON.stringify({ v: 2, lead: { id: randomUUID(), name: 'Older version', email: uniqueEmail('older-version') } });
    fs.writeFileSync(path.join(dir, REFUSED_FILE), `${older}\n`);
    const waiting = {
      setAside: 'unreadable',
      reason: 'The line is not a whole lead record',
      line: '{"v":2,"lead":{"id":"waited-for-the-database',
    };
    fs.writeFileSync(path.join(dir, UNREADABLE_FILE), `${JSON.stringify(waiting)}\n`);

    expect(await spool.replay(database.db)).toEqual({ stored: 0, rejected: 0, pending: false });
    expect(await unstoredWith(database.db, 'older-version')).toEqual([
      {
        kind: 'refused',
        reason: 'The database refused it (set aside by an earlier version; the server log of that time has the error)',
        content: older,
      },
    ]);
    expect(await unstoredWith(database.db, 'waited-for-the-database')).toEqual([
      { kind: 'unreadable', reason: 'The line is not a whole lead record', content: waiting.line },
    ]);
    expect(fs.readdirSync(dir)).toEqual([]);
    // The same lines again (a crash before a file was removed) are not listed twice.
    fs.writeFileSync(path.join(dir, REFUSED_FILE), `${older}\n`);
    await spool.replay(database.db);
    expect(await unstoredWith(database.db, 'older-version')).toHaveLength(1);
  });

  it('refuses a lead once the spool is at its size limit, leaving every lead it holds whole', async () => {
    const dataDir = fs.mkdtempSync(path.join(database.dataDir, 'capped-'));
    const capped = new LeadSpool(dataDir, logger, { maxBytes: 4000 });
    let accepted = 0;
    let refused: unknown = null;
    for (let i = 0; i < 20 && refused === null; i++) {
      try {
        await capped.append(preparedLead(uniqueEmail('capped')));
        accepted += 1;
      } catch (error) {
        refused = error;
      }
    }
    expect(refused).toBeInstanceOf(SpoolFullError);
    expect(accepted).toBeGreaterThan(0);
    const lines = fs
      .readFileSync(path.join(dataDir, 'lead-spool', `pending-${process.pid}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines).toHaveLength(accepted);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(await capped.replay(database.db)).toEqual({ stored: accepted, rejected: 0, pending: false });
  });

  it('keeps a lead submitted while the database is unavailable and stores it once when it returns', async () => {
    const email = uniqueEmail('outage');
    const outage = await makeUnavailable(database);
    let restored: { db: Database; close(): Promise<void> } | undefined;
    try {
      const outcome = await receiveLead({ ...goodLeads.corporate, email }, options({ timeoutMs: 3000 }));
      expect(outcome.status).toBe('spooled');
      expect(spool.hasPending()).toBe(true);
      // Still down: the replay keeps the lead for later.
      expect(await spool.replay(database.db)).toMatchObject({ stored: 0, pending: true });
    } finally {
      restored = await outage.restore();
    }
    const { db } = restored;
    const [first, second] = await Promise.all([spool.replay(db), spool.replay(db)]);
    expect(first).toEqual({ stored: 1, rejected: 0, pending: false });
    expect(second).toBe(first); // one replay at a time
    expect(await spool.replay(db)).toEqual({ stored: 0, rejected: 0, pending: false });
    expect(spool.hasPending()).toBe(false);

    const rows = await leadsWithEmail(db, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...expected.corporate.row, email, status: 'new' });
    const jobs = await jobsFor(db, rows[0]!.id);
    expect(jobs).toHaveLength(1);
    expect(await payloadOf(db, jobs[0]!)).toMatchObject(expected.corporate.notice);
    expect(fs.readdirSync(path.join(database.dataDir, 'lead-spool'))).toEqual([]);
    await restored.close();
  });
});

/**
 * Takes the test's real database away and gives it back. PostgreSQL: the database stops
 * accepting connections and its open ones are ended. PGlite: the embedded database is closed,
 * then opened again from its folder.
 */
async function makeUnavailable(database: TestDatabase): Promise<{ restore(): Promise<{ db: Database; close(): Promise<void> }> }> {
  if (database.driver === 'postgres') {
    const name = new URL(database.url!).pathname.slice(1);
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(query);
      await client.end();
    };
    await admin(`alter database ${name} with allow_connections false`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    return {
      restore: async () => {
        await admin(`alter database ${name} with allow_connections true`);
        return { db: database.db, close: async () => {} };
      },
    };
  }
  await database.pglite!.close();
  return {
    // The test database's cleanup closes the first instance (closed already) and removes the folder.
    restore: async () => openDatabase({ dataDir: database.dataDir, lock: false }),
  };
}

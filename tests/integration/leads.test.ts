// Lead submissions against the real production server, as browsers and other clients send them
// (needs `npm run build`).
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, tempDir } from '../support/databases.ts';
import { goodLeads, startSmtpServer } from '../support/leads.ts';
import type { MailServer } from '../support/leads.ts';
import { startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';

const json = { Accept: 'application/json', 'Content-Type': 'application/json' };

function post(server: RunningServer, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, { method: 'POST', body, headers, redirect: 'manual' });
}

/** Rows as the server's own database holds them (the embedded one through its socket). */
async function query<T>(connection: pg.ClientConfig, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('lead endpoint of the production server (embedded database)', () => {
  let dataDir: string;
  let server: RunningServer;
  let mail: MailServer;
  const socket = () => ({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });

  beforeAll(async () => {
    mail = await startSmtpServer();
    dataDir = tempDir();
    server = await startServer({
      DATA_DIR: dataDir,
      LEAD_RATE_LIMIT: '100/10m',
      SMTP_URL: mail.url,
      NOTIFY_EMAIL_TO: 'leads@aanganinteriors.in',
      SITE_URL: 'https://www.aanganinteriors.in',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a lead sent as JSON or as a form, answers 201, and e-mails staff at once', async () => {
    const response = await post(
      server,
      '/api/leads',
      JSON.stringify({ ...goodLeads.popup, email: 'json@example.com', utm_source: 'instagram' }),
      json,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const form = await post(server, '/api/leads', new URLSearchParams({ ...goodLeads.cta, email: 'form@example.com' }), {
      Accept: 'application/json',
    });
    expect(form.status).toBe(201);

    const rows = await query<{ email: string; source: string; utm_source: string | null }>(
      socket(),
      `select email, source, utm_source from contact_submissions where email in ('json@example.com', 'form@example.com') order by email`,
    );
    expect(rows).toEqual([
      { email: 'form@example.com', source: 'cta section', utm_source: null },
      { email: 'json@example.com', source: 'popup form', utm_source: 'instagram' },
    ]);
    const sent = await vi.waitFor(
      () => {
        const found = mail.messages.find((message) => message.text.includes('json@example.com'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(sent.subject).toBe('New enquiry: Kitchen Design — Priya S.');
    expect(sent.text).toMatch(/https:\/\/www\.aanganinteriors\.in\/admin\/leads\/[0-9a-f-]{36}/);
  });

  it('answers bad input with 400 and the field messages, and stores nothing', async () => {
    const cases: Array<[BodyInit, Record<string, string>]> = [
      [JSON.stringify({ form: 'contact', name: 'x'.repeat(10 * 1024), email: 'not-an-email', phone: 'abc' }), json],
      [JSON.stringify({ ...goodLeads.cta, name: ['Priya', 'Sharma'], email: 42 }), json],
      [new URLSearchParams({ form: 'cta', name: '<script>alert(1)</script>' }), { Accept: 'application/json' }],
    ];
    const before = await query<{ n: number }>(socket(), 'select count(*)::int as n from contact_submissions');
    const answers = [];
    for (const [body, headers] of cases) {
      const response = await post(server, '/api/leads', body, headers);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]).toEqual({
      status: 400,
      body: {
        ok: false,
        error: 'Please check the highlighted fields.',
        fieldErrors: {
          name: 'Name must be 120 characters or fewer.',
          email: 'Please enter a valid email address.',
          phone: 'Use only digits, spaces, +, - and parentheses.',
        },
      },
    });
    expect(answers[1]!.body.fieldErrors).toEqual({ name: 'Please enter text.', email: 'Please enter text.' });
    expect(answers[2]!.body.fieldErrors).toEqual({ email: 'Please enter your email address.', phone: 'Please enter your phone number.' });
    expect(await query(socket(), 'select count(*)::int as n from contact_submissions')).toEqual(before);
  });

  it('answers a calculator lead whose estimate inputs are wrong with 400, as JSON and as a page, and stores nothing', async () => {
    const before = await query<{ n: number }>(socket(), 'select count(*)::int as n from contact_submissions');
    const estimate = { property: '2bhk', area: '1100', package: 'premium' };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ area: '0' }, 'area', 'Carpet area must be between 100 and 1,00,000 sq ft.'],
      [{ area: '10000000' }, 'area', 'Carpet area must be between 100 and 1,00,000 sq ft.'],
      [{ area: 'eleven hundred' }, 'area', 'Carpet area must be a number (sq ft).'],
      [{ package: 'gold' }, 'package', 'Please choose a package: Essential, Premium or Luxury.'],
    ];
    for (const [change, field, message] of cases) {
      const fields = { ...goodLeads.calculator, email: 'estimate@example.com', ...estimate, ...change };
      const response = await post(server, '/api/leads', JSON.stringify(fields), json);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ [field]: message });
      const page = await post(server, '/enquiry', new URLSearchParams(fields), { Origin: server.url });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain(message.replaceAll("'", '&#x27;'));
    }
    expect(await query(socket(), 'select count(*)::int as n from contact_submissions')).toEqual(before);
  });

  it('refuses control and text-direction characters with a 400 naming the field, as JSON and as a page, and stores nothing', async () => {
    const before = await query<{ n: number }>(socket(), 'select count(*)::int as n from contact_submissions');
    const nul = String.fromCharCode(0);
    const rightToLeftOverride = String.fromCharCode(0x202e);
    const message = 'Please remove the control or text-direction characters from this field.';
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...goodLeads.cta, name: `Priya${nul}Sharma` }, 'name'],
      [{ ...goodLeads.contact, message: `Call me${String.fromCharCode(7)}` }, 'message'],
      [{ ...goodLeads.calculator, location: `Whitefield${rightToLeftOverride}dleifetihW` }, 'location'],
      [{ ...goodLeads.corporate, companyName: `Nimbus${String.fromCharCode(10)}Labs` }, 'companyName'],
    ];
    for (const [fields, field] of cases) {
      const response = await post(server, '/api/leads', JSON.stringify({ ...fields, email: 'control@example.com' }), json);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ [field]: message });
      const page = await post(server, '/enquiry', new URLSearchParams({ ...fields, email: 'control@example.com' }), { Origin: server.url });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain(message);
    }
    // A message keeps its line breaks and tabs.
    const lines = await post(
      server,
      '/api/leads',
      JSON.stringify({ ...goodLeads.contact, email: 'lines@example.com', message: 'First line\r\nSecond line\twith a tab' }),
      json,
    );
    expect(lines.status).toBe(201);
    expect(await query(socket(), "select count(*)::int as n from contact_submissions where email = 'control@example.com'")).toEqual([
      { n: 0 },
    ]);
    expect(await query<{ n: number }>(socket(), 'select count(*)::int as n from contact_submissions')).toEqual([{ n: before[0]!.n + 1 }]);
  });

  it('refuses bodies it cannot read: oversized (413), malformed or of another type', async () => {
    const huge = await post(server, '/api/leads', JSON.stringify({ ...goodLeads.contact, message: 'x'.repeat(100 * 1024) }), json);
    expect(huge.status).toBe(413);
    const broken = await post(server, '/api/leads', '{"form": "cta",', json);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ ok: false, error: 'The request body is not valid JSON.' });
    const text = await post(server, '/api/leads', 'name=Priya', { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    const array = await post(server, '/api/leads', '[1,2]', json);
    expect(array.status).toBe(400);
  });

  it('takes a form posted without JavaScript and answers with the thank-you page', async () => {
    const response = await post(
      server,
      '/enquiry',
      new URLSearchParams({ ...goodLeads.contact, email: 'nojs@example.com', back: '/contact' }),
      {
        Origin: server.url,
      },
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toBe('/enquiry?form=contact&result=sent&back=%2Fcontact');
    const page = await (await fetch(`${server.url}${location}`)).text();
    expect(page).toContain('Message Sent Successfully!');
    expect(page).toContain('Thank you for contacting us. We&#x27;ll get back to you within 24 hours.');
    expect(page).toContain('href="/contact"');
    expect(await query(socket(), `select source from contact_submissions where email = 'nojs@example.com'`)).toEqual([
      { source: 'contact_page' },
    ]);
  });

  it('shows a form posted without JavaScript again, filled in, with its messages, when it needs another try', async () => {
    const response = await post(
      server,
      '/enquiry',
      new URLSearchParams({
        form: 'calculator',
        name: '<b>Priya</b>',
        email: 'priya@',
        phone: '98765 43210',
        location: '',
        back: '//evil.example',
      }),
      { Origin: server.url },
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Please fill out all required fields');
    expect(page).toContain('Please enter a valid email address.');
    expect(page).toContain('Please enter your location.');
    expect(page).toContain('value="&lt;b&gt;Priya&lt;/b&gt;"');
    expect(page).not.toContain('<b>Priya</b>');
    expect(page).not.toContain('evil.example');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('leads with several app processes on one PostgreSQL', () => {
  const secret = { SESSION_SECRET: 'a'.repeat(40) };

  it('limits submissions per IP across two app instances: the 11th gets 429', async () => {
    const database = await createPostgresDatabase();
    const dirs = [tempDir(), tempDir()];
    const servers = await Promise.all(dirs.map((dir) => startServer({ DATA_DIR: dir, DATABASE_URL: database.url, ...secret })));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const response = await post(
          servers[i % 2]!,
          '/api/leads',
          JSON.stringify({ ...goodLeads.cta, email: `limit-${i}@example.com` }),
          json,
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual(Array(10).fill(201));
      const refused = await post(servers[0]!, '/api/leads', JSON.stringify({ ...goodLeads.cta, email: 'limit-10@example.com' }), json);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({
        ok: false,
        error: expect.stringContaining('You have sent several enquiries in a short time. Please wait a few minutes and try again'),
      });
      expect((await post(servers[1]!, '/api/leads', JSON.stringify(goodLeads.cta), json)).status).toBe(429);
      const rows = await query<{ n: number }>({ connectionString: database.url }, `select count(*)::int as n from contact_submissions`);
      expect(rows).toEqual([{ n: 10 }]);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('acknowledges a lead while the database is unavailable and stores it once when it returns', async () => {
    const database = await createPostgresDatabase();
    const name = new URL(database.url).pathname.slice(1);
    const admin = { connectionString: process.env.TEST_DATABASE_URL };
    const dataDir = tempDir();
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...secret });
    try {
      await query(admin, `alter database ${name} with allow_connections false`);
      await query(admin, `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
      const response = await post(server, '/api/leads', JSON.stringify({ ...goodLeads.popup, email: 'outage@example.com' }), json);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ ok: true, queued: true });
      expect(fs.readdirSync(`${dataDir}/lead-spool`)).toHaveLength(1);

      await query(admin, `alter database ${name} with allow_connections true`);
      const rows = await vi.waitFor(
        async () => {
          const found = await query<{ id: string; source: string }>(
            { connectionString: database.url },
            `select id, source from contact_submissions where email = 'outage@example.com'`,
          );
          expect(found).toHaveLength(1);
          return found;
        },
        { timeout: 40_000, interval: 250 },
      );
      expect(rows[0]!.source).toBe('popup form');
      // Replayed once, with its notification job, and the spool is empty again.
      await vi.waitFor(() => expect(fs.readdirSync(`${dataDir}/lead-spool`)).toEqual([]), { timeout: 5000 });
      // No channel is configured here: the lead's timeline records its notification as skipped,
      // once; with one it would have its job on the engine (decision 080).
      const events = await query<{ kind: string }>(
        { connectionString: database.url },
        `select kind from lead_events where lead_id = $1 order by id`,
        [rows[0]!.id],
      );
      expect(events.map((event) => event.kind)).toEqual(['created', 'notification_skipped']);
    } finally {
      expect(await server.stop()).toBe(0);
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

// What any client can send the production server (needs `npm run build`): control characters in
// a staff member's text fields (400 with the field named), a GET of a POST-only address (405);
// and what the server's log keeps when requests fail, read from its own output: no query values,
// no one-time link token, and no error lines that any visitor can write (decisions 005, 061, 091).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectToSocket } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { rateCardFormValues } from '#app/features/pricing/admin/rate-card-form.ts';
import { defaultRateCard } from '#content/rate-card.ts';
import { multipartImage, pngImage, signInCookie } from '../support/admin-http.ts';
import { tempDir } from '../support/databases.ts';
import { goodLeads } from '../support/leads.ts';
import { fillStudioDetails } from '../support/studio.ts';
import { runNode, startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'brass lamps on a teak shelf';
const NUL = String.fromCharCode(0);
const UNPRINTABLE = 'Please remove the control or text-direction characters from this field.';

const article = {
  title: 'Jali screens for a west-facing balcony',
  slug: 'jali-screens-west-balcony',
  category: 'Interior Tips',
  readTime: '4',
  authorName: 'Meera',
  featuredImageUrl: '',
  metaTitle: 'Jali screens',
  metaDescription: 'Shade without walls.',
  tags: 'jali, balcony',
  excerpt: '<p>Shade without walls</p>',
  content: '<p>Carved screens cool the afternoon.</p>',
  isFeatured: 'false',
  isPublished: 'false',
};

type LogLine = { level: number; msg: string; [key: string]: unknown };

describe('the log of a run with failures', () => {
  let dataDir: string;
  let server: RunningServer;
  let socket: { db: Database; close(): Promise<void> };
  let cookie: string;

  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer({ DATA_DIR: dataDir });
    const created = await runNode('scripts/admin-create.ts', ['--email', 'owner@example.com', '--password', PASSWORD], {
      DATA_DIR: dataDir,
    });
    expect(created.code, created.stderr).toBe(0);
    socket = connectToSocket(dataDir);
    cookie = await signInCookie(server.url, 'owner@example.com', PASSWORD);
  });
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const lines = (): LogLine[] =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);

  /** A trigger that makes every insert into `table` fail, as a database in trouble would. */
  async function refuseInserts(table: string) {
    await socket.db.execute(
      sql.raw(`create or replace function refuse_for_test() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$;
               create trigger refuse_for_test before insert on ${table} for each row execute function refuse_for_test();`),
    );
    return () => socket.db.execute(sql.raw(`drop trigger refuse_for_test on ${table}`));
  }

  const post = (path: string, body: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: server.url },
      body: new URLSearchParams(body),
    });

  it("answers 400 with the field's message when a staff member's text holds a NUL or another control character", async () => {
    // (Which field the message is under: article-form.test.ts checks the schema that decides it.)
    for (const field of ['title', 'category', 'tags', 'content', 'excerpt', 'authorName', 'metaTitle', 'metaDescription']) {
      const answer = await post('/admin/articles.data', { ...article, [field]: `${article[field as keyof typeof article]}${NUL}x` });
      expect(answer.status, field).toBe(400);
      expect(await answer.text(), field).toContain(UNPRINTABLE);
    }
    // A text-direction override in a title too; a line break stays allowed in the body.
    const override = await post('/admin/articles.data', { ...article, title: `Jali ${String.fromCharCode(0x202e)}screens` });
    expect(override.status).toBe(400);
    await override.text();
    const created = await post('/admin/articles.data', { ...article, content: '<p>Line one</p>\n<p>Line two</p>' });
    expect(created.status).toBe(201);
    await created.text();
    const [{ id }] = (await socket.db.execute<{ id: string }>(sql`select id from articles where slug = ${article.slug}`)).rows as [
      { id: string },
    ];
    const update = await post(`/admin/articles/${id}`, { ...article, intent: 'update', title: `Jali${NUL}` });
    expect(update.status).toBe(400);
    expect(((await update.json()) as { result: { error: Record<string, string[]> } }).result.error.title).toEqual([UNPRINTABLE]);

    // The team's and the account's names, and the rates, refused them already (one line of text, digits).
    const invite = await post('/admin/team.data', { intent: 'invite', name: `Esha${NUL}Rao`, email: 'esha@example.com', role: 'editor' });
    expect(invite.status).toBe(400);
    expect(await invite.text()).toContain('The name must be one line of text.');
    const name = await post('/admin/account.data', { intent: 'change-name', name: `Lakshmi${NUL}` });
    expect(name.status).toBe(400);
    await name.text();
    const rates = await post('/admin/pricing.data', { ...rateCardFormValues(defaultRateCard), 'kitchen-premium': `7800${NUL}` });
    expect(rates.status).toBe(400);
    await rates.text();
    const basedOn = await post('/admin/pricing.data', { ...rateCardFormValues(defaultRateCard), basedOn: `1${NUL}` });
    expect(basedOn.status).toBe(400);
    await basedOn.text();

    // An uploaded file's name is only kept for reference: its control characters are dropped.
    const upload = await fetch(`${server.url}/admin/media`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: server.url },
      body: multipartImage(await pngImage(), `veranda${NUL}.png`),
    });
    expect(upload.status).toBe(201);
    const [stored] = (
      await socket.db.execute<{ original_name: string }>(sql`select original_name from media order by created_at desc limit 1`)
    ).rows;
    expect(stored!.original_name).toBe('veranda.png');
    expect(server.output()).not.toContain('Admin action failed');
  });

  it('answers 400 naming the field, and stores nothing, for a NUL, a control character or a text-direction override in any sales, project or customer text', async () => {
    const [lead] = (
      await socket.db.execute<{ id: string }>(
        sql`insert into contact_submissions (name, email, phone, location) values ('Girija Rao', 'girija@example.com', '+91 98450 00000', 'Jayanagar') returning id`,
      )
    ).rows as [{ id: string }];
    const [owner] = (await socket.db.execute<{ id: string }>(sql`select id from users where email = 'owner@example.com'`)).rows as [
      { id: string },
    ];
    // A quotation is sent only with the studio's details (decision 153).
    await fillStudioDetails(socket.db, owner.id);
    const created = await post(`/admin/leads/${lead.id}/quotation`, { intent: 'create', from: 'blank' });
    expect(created.status).toBeLessThan(400);
    await created.text();
    const content = {
      sections: [
        { title: 'Kitchen', lines: [{ item: 'Base units', description: 'BWP plywood', quantity: 10, unit: 'ft', ratePaise: 150_000 }] },
      ],
      discount: { kind: 'none' },
      siteState: 'karnataka',
      paymentSchedule: [
        { label: 'On booking', percent: 10 },
        { label: 'Before installation', percent: 90 },
      ],
      validUntil: '2099-12-31',
      exclusions: 'Civil work',
      terms: 'Prices include GST',
    };
    const sent = await post(`/admin/leads/${lead.id}/quotation.data`, { intent: 'send', content: JSON.stringify(content) });
    expect(sent.status).toBe(200);
    const token = /\/quote\/([A-Za-z0-9_-]{20,})/.exec(await sent.text())![1]!;

    // What a probe may change, read whole before and after.
    const tables = [
      'contact_submissions',
      'lead_events',
      'quotation_versions',
      'quotation_lines',
      'studio_settings',
      'site_visits',
      'projects',
      'audit_log',
    ];
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (table) => {
            const rows = await socket.db.execute<{ rows: string }>(
              sql.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${table} t`),
            );
            return [table, (rows.rows[0] as { rows: string }).rows] as const;
          }),
        ),
      );

    const settings = {
      legalName: 'Aangan Interiors LLP',
      address: '12 Church Street, Bengaluru',
      gstin: '',
      validityDays: '15',
      paymentSchedule: JSON.stringify(content.paymentSchedule),
      exclusions: 'Civil work',
      terms: 'Prices include GST',
    };
    const withText = (path: string[], bad: string) => {
      const copy = structuredClone(content) as Record<string, unknown>;
      let at = copy as Record<string, unknown>;
      for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
      at[path.at(-1)!] = `${String(at[path.at(-1)!])}${bad}x`;
      return JSON.stringify(copy);
    };
    const schedule = (bad: string) => JSON.stringify([{ label: `On booking${bad}`, percent: 10 }, content.paymentSchedule[1]]);
    type Probe = {
      what: string;
      path: string;
      field: string;
      message?: string;
      /** The customer's page: sent as a visitor, without the staff cookie. */
      anonymous?: boolean;
      body: (bad: string) => Record<string, string>;
    };
    const editor = (path: string[], field: string): Probe => ({
      what: `quotation ${field}`,
      path: `/admin/leads/${lead.id}/quotation.data`,
      field,
      body: (bad) => ({ intent: 'save', content: withText(path, bad) }),
    });
    const probes: Probe[] = [
      editor(['sections', '0', 'title'], 'content.sections[0].title'),
      editor(['sections', '0', 'lines', '0', 'item'], 'content.sections[0].lines[0].item'),
      editor(['sections', '0', 'lines', '0', 'description'], 'content.sections[0].lines[0].description'),
      editor(['sections', '0', 'lines', '0', 'unit'], 'content.sections[0].lines[0].unit'),
      editor(['paymentSchedule', '0', 'label'], 'content.paymentSchedule[0].label'),
      editor(['exclusions'], 'content.exclusions'),
      editor(['terms'], 'content.terms'),
      ...(['legalName', 'address', 'exclusions', 'terms'] as const).map((field): Probe => ({
        what: `settings ${field}`,
        path: '/admin/quotation-settings.data',
        field,
        body: (bad) => ({ ...settings, [field]: `${settings[field]}${bad}x` }),
      })),
      {
        what: 'settings stage',
        path: '/admin/quotation-settings.data',
        field: 'paymentSchedule[0].label',
        body: (bad) => ({ ...settings, paymentSchedule: schedule(bad) }),
      },
      {
        what: 'visit address',
        path: `/admin/leads/${lead.id}/visits.data`,
        field: 'address',
        body: (bad) => ({ intent: 'book', date: '2026-12-15', time: '11:00', address: `4th Block${bad}, Jayanagar`, designerId: owner.id }),
      },
      {
        what: 'lost reason',
        path: `/admin/leads/${lead.id}/stage.data`,
        field: 'lostReasonText',
        body: (bad) => ({ stage: 'lost', lostReason: 'other', lostReasonText: `Went with a cousin${bad}` }),
      },
      {
        what: "'Same person as'",
        path: `/admin/leads/${lead.id}.data`,
        field: 'contact',
        body: (bad) => ({ intent: 'merge-find', contact: `girija${bad}@example.com` }),
      },
      {
        what: 'note',
        path: `/admin/leads/${lead.id}.data`,
        field: 'note',
        message: 'Please remove the control or text-direction characters from the note.',
        body: (bad) => ({ intent: 'note', note: `Called${bad} back` }),
      },
      {
        what: 'project title',
        path: '/admin/projects/new.data',
        field: 'title',
        body: (bad) => ({ intent: 'save', title: `Teak and cane${bad}`, description: 'A home' }),
      },
      {
        what: "the customer's name",
        path: `/quote/${token}.data`,
        field: 'name',
        anonymous: true,
        body: (bad) => ({ intent: 'accept', name: `Girija${bad} Rao`, agree: 'on', code: '123456' }),
      },
    ];
    const before = await snapshot();
    const lineCount = lines().length;
    for (const probe of probes) {
      for (const bad of [NUL, String.fromCharCode(1), String.fromCharCode(0x202e)]) {
        const label = `${probe.what} with U+${bad.charCodeAt(0).toString(16).padStart(4, '0')}`;
        const answer = probe.anonymous
          ? await fetch(`${server.url}${probe.path}`, {
              method: 'POST',
              headers: { Origin: server.url },
              body: new URLSearchParams(probe.body(bad)),
            })
          : await post(probe.path, probe.body(bad));
        const text = await answer.text();
        expect(answer.status, label).toBe(400);
        expect(text, label).toContain(probe.message ?? UNPRINTABLE);
        expect(text, label).toContain(`"${probe.field}"`);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(
      lines()
        .slice(lineCount)
        .filter((line) => line.level >= 50),
    ).toEqual([]);
  });

  it('answers a GET of a POST-only address with 405 and Allow: POST, and logs no error for it', async () => {
    const before = lines().length;
    // (There were seven once; 'Articles', 'Pricing' and 'Team' are screens of their own now, decision 085.)
    const postOnly = ['/admin/logout', '/admin/media', '/admin/leads/00000000-0000-4000-8000-000000000000/status', '/api/leads'];
    for (const path of postOnly) {
      for (const headers of [{}, { Cookie: cookie }] as Array<Record<string, string>>) {
        const answer = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
        expect(answer.status, path).toBe(405);
        expect(answer.headers.get('allow'), path).toBe('POST');
        await answer.text();
      }
    }
    await vi.waitFor(() => expect(lines().length).toBeGreaterThanOrEqual(before + postOnly.length * 2));
    const written = lines().slice(before);
    expect(written.filter((line) => line.level >= 40)).toEqual([]);
    expect(server.output()).not.toContain('Unhandled error in a loader or action');
  });

  it('answers a POST to a page without an action, and TRACE or PUT anywhere, with 405 and Allow, logging no error and no quotation token', async () => {
    const before = lines().length;
    const token = randomBytes(32).toString('base64url');
    for (const path of [`/quote/${token}/pdf`, '/privacy', '/articles']) {
      const answer = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { Origin: server.url },
        body: new URLSearchParams({ a: '1' }),
      });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.get('allow'), path).toBe('GET, HEAD');
      await answer.text();
    }
    // fetch refuses to send TRACE: a request of Node's own.
    const other = (method: string) =>
      new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const request = http.request(`${server.url}/`, { method }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
        });
        request.on('error', reject);
        request.end();
      });
    for (const method of ['TRACE', 'PUT', 'DELETE']) expect(await other(method), method).toEqual({ status: 405, allow: 'GET, HEAD, POST' });
    await vi.waitFor(() => expect(lines().length).toBeGreaterThanOrEqual(before + 6));
    const written = lines().slice(before);
    expect(written.filter((line) => line.level >= 40)).toEqual([]);
    expect(server.output()).not.toContain(token);
  });

  it("keeps a failed query's values out of the log: an article's title, a visitor's details", async () => {
    const restoreArticles = await refuseInserts('articles');
    try {
      const answer = await fetch(`${server.url}/admin/articles.data`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: server.url },
        body: new URLSearchParams({
          title: 'Kolam patterns for the Sankranti doorstep',
          slug: 'kolam-patterns-doorstep',
          category: 'Interior Tips',
          readTime: '4',
          authorName: '',
          featuredImageUrl: '',
          metaTitle: '',
          metaDescription: '',
          tags: 'kolam',
          excerpt: '<p>Rice-flour kolam ideas</p>',
          content: '<p>Draw the kolam before sunrise</p>',
          isFeatured: 'false',
          isPublished: 'false',
        }),
      });
      expect(answer.status).toBe(500);
    } finally {
      await restoreArticles();
    }
    const failed = await vi.waitFor(() => {
      const line = lines().find((entry) => entry.msg === 'Admin action failed: create article');
      expect(line).toBeDefined();
      return line!;
    });
    // The error and its query are there to work with; the values are not.
    expect(JSON.stringify(failed)).toContain('refused for the test');
    expect(JSON.stringify(failed)).toContain('insert into \\"articles\\"');

    const visitor = { ...goodLeads.contact, name: 'Vasudha Krishnamurthy', email: 'vasudha.k@example.com', message: 'Pooja room in teak' };
    const restoreLeads = await refuseInserts('contact_submissions');
    try {
      const lead = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify(visitor),
      });
      expect([201, 202]).toContain(lead.status);
      await lead.text();
    } finally {
      await restoreLeads();
    }
    const log = server.output();
    for (const secret of [
      'Kolam patterns',
      'kolam-patterns-doorstep',
      'Rice-flour',
      'before sunrise',
      'Vasudha',
      'vasudha.k@example.com',
      'Pooja room',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it("keeps a one-time link's token out of the log when its page fails, in any capitals, and out of Referer headers", async () => {
    // Shaped like real link tokens (32 random bytes, base64url), so the page looks them up.
    const tokens = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
    const pages = [`/invite/${tokens[0]}`, `/Invite/${tokens[1]}`, `/RESET-PASSWORD/${tokens[0]}`];
    for (const path of pages) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('referrer-policy'), path).toBe('no-referrer');
      await page.text();
    }
    // The page's database read fails: the error is logged with the address it failed for.
    await socket.db.execute(sql`alter table staff_tokens rename to staff_tokens_away`);
    try {
      for (const path of pages) {
        const failed = await fetch(`${server.url}${path}`);
        expect(failed.status, path).toBe(500);
        await failed.text();
      }
    } finally {
      await socket.db.execute(sql`alter table staff_tokens_away rename to staff_tokens`);
    }
    await vi.waitFor(() =>
      expect(lines().filter((entry) => entry.msg === 'Unhandled error in a loader or action').length).toBeGreaterThanOrEqual(3),
    );
    const log = server.output();
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).toContain('/invite/[redacted]');
  });
});

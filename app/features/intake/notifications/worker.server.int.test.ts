import { createHmac } from 'node:crypto';
import pino from 'pino';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { freePort } from '../../../../tests/support/processes.ts';
import { goodLeads, startSmtpServer, startWebhookServer, WEBHOOK_SECRET } from '../../../../tests/support/leads.ts';
import type { MailServer, WebhookServer } from '../../../../tests/support/leads.ts';
import { receiveLead } from '#app/features/intake/leads.server.ts';
import { notificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import type { NotifyEnv } from '#app/features/intake/notifications/channels.server.ts';
import type { RetryPolicy } from '#app/features/intake/notifications/retry.ts';
import { createNotificationWorker } from '#app/features/intake/notifications/worker.server.ts';
import type { WorkerOptions } from '#app/features/intake/notifications/worker.server.ts';
import { LeadSpool } from '#app/features/intake/spool.server.ts';

const logger = pino({ level: 'silent' });
const SITE = 'https://www.aanganinteriors.in';
// Fast retries for tests: 50 ms doubling.
const quickRetry: RetryPolicy = { firstDelayMs: 50, maxDelayMs: 400, giveUpAfterMs: 60_000 };

type Job = {
  id: string;
  lead_id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  email_sent_at: unknown;
  webhook_sent_at: unknown;
};

async function job(db: Database, leadId: string): Promise<Job> {
  return (await queryRows<Job>(db, sql`select * from notification_jobs where lead_id = ${leadId}`))[0]!;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(drivers)('lead notifications on %s', (driver) => {
  let database: TestDatabase;
  let spool: LeadSpool;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    spool = new LeadSpool(database.dataDir, logger);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => database?.cleanup());

  async function submit(values: Record<string, string>): Promise<string> {
    const outcome = await receiveLead(values, { db: database.db, spool, rateLimit: null, clientIp: '203.0.113.1', logger });
    if (outcome.status !== 'stored') throw new Error(`not stored: ${outcome.status}`);
    return outcome.leadId;
  }

  function worker(config: Partial<NotifyEnv>, options: Partial<WorkerOptions> = {}) {
    const created = createNotificationWorker({
      db: database.db,
      logger,
      channels: notificationChannels({
        SITE_URL: SITE,
        NOTIFY_EMAIL_TO: ['leads@aanganinteriors.in', 'owner@aanganinteriors.in'],
        ...config,
      }),
      retry: quickRetry,
      ...options,
    });
    cleanups.push(() => created.stop());
    return created;
  }

  async function smtp(port?: number): Promise<MailServer> {
    const server = await startSmtpServer(port);
    cleanups.push(() => server.close());
    return server;
  }

  async function webhook(answers: number[] = []): Promise<WebhookServer> {
    const server = await startWebhookServer(answers);
    cleanups.push(() => server.close());
    return server;
  }

  it('e-mails staff with a readable subject, every field, and a link to the lead in the admin', async () => {
    const mail = await smtp();
    const leadId = await submit({
      ...goodLeads.corporate,
      contactPerson: 'Priya Sharma',
      email: 'priya.s@example.com',
      utm_campaign: 'diwali-offices',
      utm_source: 'google',
    });
    expect(await worker({ SMTP_URL: mail.url, NOTIFY_EMAIL_FROM: 'website@aanganinteriors.in' }).runOnce()).toBeGreaterThanOrEqual(1);

    const message = mail.messages.find((m) => m.text.includes('priya.s@example.com'))!;
    expect(message.subject).toBe('New enquiry: Complete Office Interior — Priya S.');
    expect(message.from).toBe('website@aanganinteriors.in');
    expect(message.to).toEqual(['leads@aanganinteriors.in', 'owner@aanganinteriors.in']);
    expect(message.headers['reply-to']).toBe('priya.s@example.com');
    for (const text of [
      'Priya Sharma',
      '080 4123 4567',
      'Nimbus Labs',
      'Complete Office Interior',
      '₹25 - 50 Lakhs',
      '1 - 3 months',
      'Koramangala',
      'Website Corporate Form',
      'google / diwali-offices',
      '60 seats and two meeting rooms.',
    ]) {
      expect(message.text).toContain(text);
      expect(message.html).toContain(text);
    }
    const link = `${SITE}/admin/leads/${leadId}`;
    expect(message.text).toContain(link);
    expect(message.html).toContain(`href="${link.replace(/&/g, '&#38;')}"`);
    expect(await job(database.db, leadId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('escapes what a visitor typed in the HTML e-mail', async () => {
    const mail = await smtp();
    await submit({
      ...goodLeads.popup,
      name: 'Eve <img src=x onerror=alert(1)>',
      email: 'eve@example.com',
      message: '<script>steal()</script>',
    });
    await worker({ SMTP_URL: mail.url }).runOnce();
    const message = mail.messages.find((m) => m.text.includes('eve@example.com'))!;
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).toContain('&#60;script&#62;steal()&#60;/script&#62;');
    expect(message.text).toContain('<script>steal()</script>');
  });

  it('retries an e-mail while the SMTP server is down and sends exactly one once it is up', async () => {
    const port = await freePort();
    const leadId = await submit({ ...goodLeads.cta, email: 'down-then-up@example.com' });
    const notifier = worker({ SMTP_URL: `smtp://127.0.0.1:${port}?requireTLS=false` });
    await notifier.runOnce();
    const failed = await job(database.db, leadId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, email_sent_at: null });
    expect(failed.last_error).toMatch(/^e-mail: .*ECONNREFUSED/);

    // Not due yet: nothing is tried before the backoff has passed.
    await notifier.runOnce();
    expect((await job(database.db, leadId)).attempts).toBe(1);

    const mail = await smtp(port);
    await wait(80);
    await notifier.runOnce();
    await wait(500);
    await notifier.runOnce();
    expect(mail.messages.filter((m) => m.text.includes('down-then-up@example.com'))).toHaveLength(1);
    expect(await job(database.db, leadId)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a failed webhook without sending the e-mail again', async () => {
    const mail = await smtp();
    const hook = await webhook([500, 503]);
    const leadId = await submit({ ...goodLeads.contact, email: 'hook@example.com' });
    const notifier = worker({ SMTP_URL: mail.url, NOTIFY_WEBHOOK_URL: hook.url, NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET });
    await notifier.runOnce();
    expect(await job(database.db, leadId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'webhook: The webhook answered 500',
    });
    for (let i = 0; i < 20 && (await job(database.db, leadId)).status === 'pending'; i++) {
      await wait(60);
      await notifier.runOnce();
    }
    expect(await job(database.db, leadId)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(hook.requests.filter((r) => r.body.email === 'hook@example.com')).toHaveLength(3);
    expect(mail.messages.filter((m) => m.text.includes('hook@example.com'))).toHaveLength(1);
    // Every attempt names the job the same way, so a receiver can drop a duplicate.
    const jobId = (await job(database.db, leadId)).id;
    const keys = hook.requests.filter((r) => r.body.email === 'hook@example.com').map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`lead-notification-${jobId}`, `lead-notification-${jobId}`, `lead-notification-${jobId}`]);
    expect(mail.messages.find((m) => m.text.includes('hook@example.com'))!.headers['message-id']).toBe(
      `<lead-notification.${jobId}@www.aanganinteriors.in>`,
    );
    const delivered = hook.requests.at(-1)!;
    expect(delivered.headers['content-type']).toBe('application/json');
    expect(delivered.body).toMatchObject({
      event: 'lead.created',
      leadId,
      adminUrl: `${SITE}/admin/leads/${leadId}`,
      formType: 'Contact Page Form',
      source: 'Website Contact Page',
      name: 'Priya Sharma',
      email: 'hook@example.com',
      phone: '+91 98765 43210',
      service: 'Modular Wardrobe',
      message: 'Please call after 6 pm.',
    });
  });

  it.runIf(driver === 'postgres')('never mails a lead twice when the database goes away in the middle of a batch', async () => {
    const name = new URL(database.url!).pathname.slice(1);
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(query);
      await client.end();
    };
    const tag = `midbatch-${Date.now()}`;
    const emails = Array.from({ length: 8 }, (_, index) => `${tag}-${index}@example.com`);
    for (const email of emails) await submit({ ...goodLeads.contact, email });
    // After the third e-mail the database stops taking connections and drops the open ones.
    let down = false;
    const mail = await startSmtpServer(0, {
      onMessage: async (count) => {
        if (count !== 3) return;
        down = true;
        await admin(`alter database ${name} with allow_connections false`);
        await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      },
    });
    cleanups.push(() => mail.close());
    const notifier = worker({ SMTP_URL: mail.url }, { leaseMs: 400 });
    try {
      await notifier.runOnce().catch(() => undefined);
      expect(down).toBe(true);
      // Down for longer than the claims last.
      await wait(800);
      await notifier.runOnce().catch(() => undefined);
    } finally {
      await admin(`alter database ${name} with allow_connections true`);
    }
    for (let i = 0; i < 40; i++) {
      const sent = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from notification_jobs j join contact_submissions c on c.id = j.lead_id where c.email like ${`${tag}-%`} and j.status = 'sent'`,
      );
      if (sent[0]!.n === emails.length) break;
      await wait(150);
      await notifier.runOnce().catch(() => undefined);
    }
    const received = emails.map((email) => mail.messages.filter((m) => m.headers['reply-to']?.includes(email)).length);
    expect(received).toEqual(emails.map(() => 1));
  });

  it('gives up on a webhook that does not answer within its time limit, and records why', async () => {
    const leadId = await submit({ ...goodLeads.cta, email: 'slow-hook@example.com' });
    const { default: http } = await import('node:http');
    const silent = http.createServer(() => {}); // accepts and never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    });
    const { port } = silent.address() as { port: number };
    await worker(
      { NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/`, NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET },
      { webhookTimeoutMs: 200, retry: { ...quickRetry, giveUpAfterMs: 1 } },
    ).runOnce();
    expect(await job(database.db, leadId)).toMatchObject({ status: 'failed', last_error: 'webhook: no answer within 0.2 s' });
  });

  it('signs each webhook request, does not follow a redirect, and sends no e-mail without TLS unless the URL allows it', async () => {
    const leadId = await submit({ ...goodLeads.cta, email: 'redirected@example.com' });
    // A receiver that sends the lead elsewhere: the worker does not follow.
    const elsewhere = await webhook();
    const { default: http } = await import('node:http');
    const redirecting = http.createServer((_req, res) => res.writeHead(307, { Location: elsewhere.url }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => redirecting.close(() => resolve())));
    const { port } = redirecting.address() as { port: number };
    await worker({ NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/`, NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET }).runOnce();
    expect(await job(database.db, leadId)).toMatchObject({ status: 'pending', last_error: 'webhook: The webhook answered 307' });
    expect(elsewhere.requests).toHaveLength(0);

    // The signature a receiver recomputes from the raw body, the timestamp and the shared secret.
    const hook = await webhook();
    await submit({ ...goodLeads.cta, email: 'signed@example.com' });
    const before = Math.floor(Date.now() / 1000);
    await worker({ NOTIFY_WEBHOOK_URL: hook.url, NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET }).runOnce();
    const request = hook.requests.find((r) => r.body.email === 'signed@example.com')!;
    const timestamp = String(request.headers['x-aangan-timestamp']);
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${request.raw}`).digest('hex')}`;
    expect(request.headers['x-aangan-signature']).toBe(expected);

    // A mail server without STARTTLS gets nothing unless the SMTP_URL says clear text is fine.
    const mail = await smtp();
    const other = await submit({ ...goodLeads.cta, email: 'needs-tls@example.com' });
    await worker({ SMTP_URL: mail.url.replace('?requireTLS=false', '') }).runOnce();
    expect((await job(database.db, other)).last_error).toMatch(/^e-mail: .*STARTTLS|TLS/i);
    expect(mail.messages.filter((m) => m.text.includes('needs-tls@example.com'))).toHaveLength(0);
  });

  it('marks a job skipped when no channel is configured', async () => {
    const leadId = await submit({ ...goodLeads.cta, email: 'nowhere@example.com' });
    await worker({}).runOnce();
    expect(await job(database.db, leadId)).toMatchObject({ status: 'skipped' });
  });

  it.runIf(driver === 'postgres')('never mails a lead twice when a slow mail server outlasts the claim', async () => {
    await database.db.execute(sql`update notification_jobs set status = 'sent' where status = 'pending'`);
    const mail = await startSmtpServer(0, { delayMs: 150 });
    cleanups.push(() => mail.close());
    const emails = Array.from({ length: 8 }, (_, i) => `slow-${i}-${Date.now()}@example.com`);
    for (const email of emails) await submit({ ...goodLeads.cta, email });
    const second = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir, poolSize: 4 });
    cleanups.push(() => second.close());
    const config = { SMTP_URL: mail.url };
    // Eight mails take about 1.2 s; each claim lasts 0.3 s.
    const first = worker(config, { batchSize: 8, leaseMs: 300, concurrency: 1 });
    const other = createNotificationWorker({
      db: second.db,
      logger,
      channels: notificationChannels({ SITE_URL: SITE, NOTIFY_EMAIL_TO: ['leads@aanganinteriors.in'], ...config }),
      retry: quickRetry,
      batchSize: 8,
      leaseMs: 300,
      concurrency: 1,
    });
    cleanups.push(() => other.stop());
    const firstRun = first.runOnce();
    await wait(450);
    await other.runOnce();
    await firstRun;
    for (let round = 0; round < 10; round++) await Promise.all([first.runOnce(), other.runOnce()]);
    const received = emails.map((email) => mail.messages.filter((m) => m.text.includes(email)).length);
    expect(received).toEqual(emails.map(() => 1));
  });

  it.runIf(driver === 'postgres')('never sends one job from two processes at once', async () => {
    await database.db.execute(sql`update notification_jobs set status = 'sent' where status = 'pending'`);
    const mail = await startSmtpServer(0, { delayMs: 20 });
    cleanups.push(() => mail.close());
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push(await submit({ ...goodLeads.cta, email: `pair-${i}@example.com` }));
    // A second process: its own connection pool on the same PostgreSQL database.
    const second = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir, poolSize: 4 });
    cleanups.push(() => second.close());
    const config = { SMTP_URL: mail.url };
    const first = worker(config, { batchSize: 5 });
    const other = createNotificationWorker({
      db: second.db,
      logger,
      channels: notificationChannels({ SITE_URL: SITE, NOTIFY_EMAIL_TO: ['leads@aanganinteriors.in'], ...config }),
      retry: quickRetry,
      batchSize: 5,
    });
    cleanups.push(() => other.stop());
    let handledHere = 0;
    let handledThere = 0;
    for (let round = 0; round < 10; round++) {
      const [a, b] = await Promise.all([first.runOnce(), other.runOnce()]);
      handledHere += a;
      handledThere += b;
    }
    expect(handledHere + handledThere).toBe(24);
    expect(handledHere).toBeGreaterThan(0);
    expect(handledThere).toBeGreaterThan(0);
    const recipients = mail.messages.map((m) => /Email:\s+(\S+)/.exec(m.text)![1]).sort();
    expect(recipients).toEqual(ids.map((_, i) => `pair-${i}@example.com`).sort());
    const statuses = await queryRows<{ status: string; attempts: number }>(
      database.db,
      sql`select status, attempts from notification_jobs where lead_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(statuses.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

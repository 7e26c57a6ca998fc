import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drivers } from '../../../../tests/support/databases.ts';
import { freePort } from '../../../../tests/support/processes.ts';
import { goodLeads, startWebhookServer, WEBHOOK_SECRET } from '../../../../tests/support/leads.ts';
import type { WebhookServer } from '../../../../tests/support/leads.ts';
import { events, quickRetry, SITE, useNotificationKit } from '../../../../tests/support/notification-worker.ts';
import { until, wait } from '../../../../tests/support/waiting.ts';

describe.each(drivers)('lead notifications on the job engine, %s', (driver) => {
  const kit = useNotificationKit(driver);
  const { cleanups, submit, worker, notified, smtp } = kit;
  const failures = (leadId: string) => events(kit.database.db, leadId, 'notification_failed');

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
    await worker({ SMTP_URL: mail.url, NOTIFY_EMAIL_FROM: 'website@aanganinteriors.in' });
    await until(async () => (await notified(leadId)) === 1);

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
    expect(await events(kit.database.db, leadId, 'notified')).toEqual([{ kind: 'notified', details: { channel: 'email', attempts: 1 } }]);
  });

  it('escapes what a visitor typed in the HTML e-mail', async () => {
    const mail = await smtp();
    const leadId = await submit({
      ...goodLeads.popup,
      name: 'Eve <img src=x onerror=alert(1)>',
      email: 'eve@example.com',
      message: '<script>steal()</script>',
    });
    await worker({ SMTP_URL: mail.url });
    await until(async () => (await notified(leadId)) === 1);
    const message = mail.messages.find((m) => m.text.includes('eve@example.com'))!;
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).toContain('&#60;script&#62;steal()&#60;/script&#62;');
    expect(message.text).toContain('<script>steal()</script>');
  });

  it('retries an e-mail while the SMTP server is down and sends exactly one once it is up', async () => {
    const port = await freePort();
    const leadId = await submit({ ...goodLeads.cta, email: 'down-then-up@example.com' });
    await worker({ SMTP_URL: `smtp://127.0.0.1:${port}?requireTLS=false` });
    await until(async () => (await failures(leadId)).length === 1);
    const [failed] = await failures(leadId);
    expect(failed!.details).toMatchObject({ channel: 'email', attempts: 1, final: false });
    expect(failed!.details.error).toMatch(/ECONNREFUSED/);
    expect(await notified(leadId)).toBe(0);

    const mail = await smtp(port);
    await until(async () => (await notified(leadId)) === 1);
    await wait(1500);
    expect(mail.messages.filter((m) => m.text.includes('down-then-up@example.com'))).toHaveLength(1);
    expect((await events(kit.database.db, leadId, 'notified'))[0]!.details.attempts).toBeGreaterThanOrEqual(2);
  });

  it('retries a failed webhook without sending the e-mail again', async () => {
    const mail = await smtp();
    const hook = await webhook([500, 503]);
    const leadId = await submit({ ...goodLeads.contact, email: 'hook@example.com' });
    await worker({ SMTP_URL: mail.url, NOTIFY_WEBHOOK_URL: hook.url, NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET });
    await until(async () => (await notified(leadId)) === 2, 20_000);
    // Attempts 1 and 2 failed (both written to the timeline); the third delivered the webhook.
    expect((await failures(leadId)).map((event) => event.details)).toEqual([
      { channel: 'webhook', error: 'The webhook answered 500', attempts: 1, final: false },
      { channel: 'webhook', error: 'The webhook answered 503', attempts: 2, final: false },
    ]);
    expect((await events(kit.database.db, leadId, 'notified')).map((event) => event.details)).toEqual([
      { channel: 'email', attempts: 1 },
      { channel: 'webhook', attempts: 3 },
    ]);
    expect(hook.requests.filter((r) => r.body.email === 'hook@example.com')).toHaveLength(3);
    expect(mail.messages.filter((m) => m.text.includes('hook@example.com'))).toHaveLength(1);
    // Every attempt names the job the same way, so a receiver can drop a duplicate.
    const jobId = leadId;
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
    );
    await until(async () => (await failures(leadId)).length === 1);
    await wait(1500);
    expect((await failures(leadId)).map((event) => event.details)).toEqual([
      { channel: 'webhook', error: 'no answer within 0.2 s', attempts: 1, final: true },
    ]);
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
    const redirected = await worker({ NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/`, NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET });
    await until(async () => (await failures(leadId)).length >= 1);
    expect((await failures(leadId))[0]!.details.error).toBe('The webhook answered 307');
    expect(elsewhere.requests).toHaveLength(0);
    await redirected.stop();

    // The signature a receiver recomputes from the raw body, the timestamp and the shared secret.
    const hook = await webhook();
    const before = Math.floor(Date.now() / 1000);
    const signed = await submit({ ...goodLeads.cta, email: 'signed@example.com' });
    const signing = await worker({ NOTIFY_WEBHOOK_URL: hook.url, NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET });
    await until(async () => (await notified(signed)) === 1);
    const request = hook.requests.find((r) => r.body.email === 'signed@example.com')!;
    const timestamp = String(request.headers['x-aangan-timestamp']);
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${request.raw}`).digest('hex')}`;
    expect(request.headers['x-aangan-signature']).toBe(expected);
    await signing.stop();

    // A mail server without STARTTLS gets nothing unless the SMTP_URL says clear text is fine.
    const mail = await smtp();
    const other = await submit({ ...goodLeads.cta, email: 'needs-tls@example.com' });
    await worker({ SMTP_URL: mail.url.replace('?requireTLS=false', '') });
    await until(async () => (await failures(other)).length >= 1);
    expect((await failures(other))[0]!.details.error).toMatch(/STARTTLS|TLS/i);
    expect(mail.messages.filter((m) => m.text.includes('needs-tls@example.com'))).toHaveLength(0);
  });

  it('records a lead skipped when no channel is configured, once', async () => {
    const leadId = await submit({ ...goodLeads.cta, email: 'nowhere@example.com' });
    await worker({});
    await until(async () => (await events(kit.database.db, leadId, 'notification_skipped')).length === 1);
    await wait(700);
    expect(await events(kit.database.db, leadId, 'notification_skipped')).toHaveLength(1);
  });
});

// A queue of e-mails (decision 176) on both drivers, against a real SMTP server that refuses the
// first mail it is given: the refusal is recorded and logged and the mail retried, with the same
// Message-ID, until it is delivered and recorded sent; a job with nothing to send completes
// without a mail; without SMTP_URL the jobs wait in their queue.
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../tests/support/databases.ts';
import type { TestDatabase } from '../../tests/support/databases.ts';
import { startSmtpServer } from '../../tests/support/leads.ts';
import type { MailServer } from '../../tests/support/leads.ts';
import { until } from '../../tests/support/waiting.ts';
import { jobIdFor, startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { MAIL_QUEUE_OPTIONS, startMailQueue } from '#app/lib/mail-queue.server.ts';

const SITE = 'https://aangan.example';
type Note = { name: string; send: boolean };

describe.each(drivers)('a queue of e-mails on %s', (driver) => {
  let database: TestDatabase;
  let jobs: JobEngine;
  let smtp: MailServer;

  const jobState = async (id: string) =>
    (await database.db.execute<{ state: string }>(sql`select state from pgboss.job where id = ${id}`)).rows[0]?.state;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    jobs = await startJobEngine({
      logger: pino({ level: 'silent' }),
      database: database.pglite ? { pglite: database.pglite } : { url: database.url! },
      supervise: false,
    });
    smtp = await startSmtpServer(0, { refusals: 1 });
  });
  afterAll(async () => {
    await jobs?.stop();
    await smtp?.close();
    await database?.cleanup();
  });

  it('records and logs a refused mail, retries it with the same Message-ID, then delivers it once and records it sent', async () => {
    const failed: Array<[string, string]> = [];
    const sent: string[] = [];
    const warnings: Array<{ details: object; message: string }> = [];
    const queue = await startMailQueue<Note>(
      {
        env: { SMTP_URL: smtp.url, NOTIFY_EMAIL_FROM: undefined, SITE_URL: SITE },
        jobs,
        logger: { warn: (details, message) => warnings.push({ details, message }) },
      },
      {
        queue: 'test-notes',
        options: { ...MAIL_QUEUE_OPTIONS, retryDelay: 1, retryBackoff: false },
        compose: async ({ data }) =>
          data.send ? { to: 'kavya@example.com', subject: `A note for ${data.name}`, text: `Dear ${data.name},\n\nA note.` } : null,
        messageId: (job) => `note.${job.id}`,
        sent: async (job) => void sent.push(job.data.name),
        failed: async (job, message) => void failed.push([job.data.name, message]),
        warning: 'A note was not sent; it will be retried',
        logged: (job) => ({ attempt: job.attempt }),
      },
    );
    expect(queue.canSend).toBe(true);
    const id = jobIdFor('note:kavya');
    await queue.enqueue(id, { name: 'Kavya', send: true });
    await queue.enqueue(id, { name: 'Kavya again', send: true });
    await until(async () => (await jobState(id)) === 'completed', 20_000);

    expect(smtp.refused).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail).toMatchObject({ to: ['kavya@example.com'], subject: 'A note for Kavya' });
    expect(mail!.text).toContain('Dear Kavya,');
    const messageIds = [...smtp.refused, mail!].map((offered) => /^Message-ID: (.*)$/im.exec(offered.raw)?.[1]?.trim());
    expect(messageIds).toEqual([`<note.${id}@aangan.example>`, `<note.${id}@aangan.example>`]);
    expect(failed).toEqual([['Kavya', expect.stringContaining('Mailbox busy, try later')]]);
    expect(warnings).toEqual([
      {
        details: { err: { message: expect.stringContaining('Mailbox busy') }, attempt: 1 },
        message: 'A note was not sent; it will be retried',
      },
    ]);
    expect(sent).toEqual(['Kavya']);

    // Nothing to send as things stand: the job completes without a mail.
    const quiet = jobIdFor('note:nobody');
    await queue.enqueue(quiet, { name: 'Nobody', send: false });
    await until(async () => (await jobState(quiet)) === 'completed', 20_000);
    expect(smtp.messages).toHaveLength(1);
    expect(sent).toEqual(['Kavya']);
    await queue.stop();
  });

  it('keeps the jobs waiting in their queue without SMTP_URL', async () => {
    const queue = await startMailQueue<Note>(
      { env: { SMTP_URL: undefined, NOTIFY_EMAIL_FROM: undefined, SITE_URL: SITE }, jobs, logger: { warn: () => {} } },
      {
        queue: 'test-unsent-notes',
        compose: async ({ data }) => ({ to: 'ravi@example.com', subject: data.name, text: data.name }),
        messageId: (job) => `note.${job.id}`,
        warning: 'A note was not sent; it will be retried',
      },
    );
    expect(queue.canSend).toBe(false);
    const id = jobIdFor('note:ravi');
    await queue.enqueue(id, { name: 'Ravi', send: true });
    expect(await jobState(id)).toBe('created');
    await queue.stop();
  });
});

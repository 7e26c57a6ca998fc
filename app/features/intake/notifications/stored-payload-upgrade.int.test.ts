// Leads stored by the version that kept each notification's payload in its job (before decision
// 048): the upgrade moves what only the payload held into the lead, so their pending
// notifications still tell staff everything; the jobs still pending in the old outbox move to
// the job engine (decision 080) and are sent from there.
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '#app/lib/db.server.ts';
import type { DatabaseHandle } from '#app/lib/db.server.ts';
import { contactSubmissions, leadEvents, notificationJobs } from '#db/schema.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import { createPostgresDatabase, drivers, tempDir } from '../../../../tests/support/databases.ts';
import type { Driver } from '../../../../tests/support/databases.ts';
import { corporateNotice, startSmtpServer } from '../../../../tests/support/leads.ts';
import type { MailServer } from '../../../../tests/support/leads.ts';
import { notificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import { moveOutboxJobs } from '#app/features/intake/notifications/queue.server.ts';
import { startNotificationWorker } from '#app/features/intake/notifications/worker.server.ts';

const logger = pino({ level: 'silent' });

/** The migrations of the previous version (0000 to 0002), in a folder of their own. */
function previousMigrations(): string {
  const folder = tempDir('aangan-migrations-');
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.slice(0, 3);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

const corporateId = '5d0c7a3e-8b1f-4c2d-9e6a-7f8b9c0d1e2f';
const sparseCorporateId = '6e1d8b4f-9c2a-4d3e-8f7b-8a9c0d1e2f3a';
const popupId = '7f2e9c5a-0d3b-4e4f-9a8c-9b0d1e2f3a4b';

/** Rows as the previous version wrote them: the lead without details, the job with its payload. */
async function storeLikeThePreviousVersion(database: DatabaseHandle): Promise<void> {
  const lead = (id: string, name: string, service: string, source: string, message: string, location: string | null) =>
    database.db.execute(sql`insert into contact_submissions (id, name, email, phone, service, location, source, message, created_at)
      values (${id}, ${name}, ${`${id}@example.com`}, '080 4123 4567', ${service}, ${location}, ${source}, ${message}, '2026-11-20T10:15:30.123Z')`);
  const job = (id: string, payload: Record<string, unknown>) =>
    database.db.execute(sql`insert into notification_jobs (lead_id, payload) values (${id}, ${JSON.stringify(payload)}::jsonb)`);
  const corporate = {
    ...corporateNotice,
    name: 'Arjun Rao',
    email: `${corporateId}@example.com`,
    phone: '080 4123 4567',
    leadId: corporateId,
    submittedAt: '2026-11-20T10:15:30.123Z',
    attribution: {},
  };
  await lead(corporateId, 'Arjun Rao', 'Complete Office Interior', 'Corporate Page', corporate.message, 'Koramangala');
  await job(corporateId, corporate);
  await lead(sparseCorporateId, 'Meera Iyer', 'Office Renovation', 'Corporate Page', 'Company: Tiny Co', null);
  await job(sparseCorporateId, { ...corporate, leadId: sparseCorporateId, companyName: 'Tiny Co', budget: '', timeline: '', location: '' });
  await lead(popupId, 'Priya Sharma', 'Kitchen Design', 'popup form', 'Two-bedroom flat.', null);
  await job(popupId, { formType: 'Contact Form', source: 'Website Popup Form', name: 'Priya Sharma', leadId: popupId });
}

describe.each(drivers)('upgrading leads stored with their notification payload, on %s', (driver: Driver) => {
  let mail: MailServer;
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  const cleanups: Array<() => Promise<unknown> | void> = [];

  beforeAll(async () => {
    mail = await startSmtpServer();
    cleanups.push(() => mail.close());
    const dataDir = tempDir();
    const migrations = previousMigrations();
    cleanups.push(
      () => fs.rmSync(migrations, { recursive: true, force: true }),
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
    );
    if (driver === 'postgres') {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      cleanups.push(() => created.drop());
    }
    const previous = await openDatabase({ databaseUrl, dataDir, migrationsFolder: migrations, poolSize: 2 });
    await storeLikeThePreviousVersion(previous);
    await previous.close();
    database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
    cleanups.push(() => database.close());
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps the corporate answers only the payload held in the lead, and drops the payload', async () => {
    const details = await database.db.select({ id: contactSubmissions.id, details: contactSubmissions.details }).from(contactSubmissions);
    expect(Object.fromEntries(details.map((row) => [row.id, row.details]))).toEqual({
      [corporateId]: { companyName: 'Nimbus Labs', budget: '₹25 - 50 Lakhs', timeline: '1 - 3 months' },
      [sparseCorporateId]: { companyName: 'Tiny Co' },
      [popupId]: null,
    });
    const columns = await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'notification_jobs' and column_name = 'payload'`,
    );
    expect((columns as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('sends their pending notifications with everything the old payload said', async () => {
    const jobs = await startJobEngine({ logger, database: database.pglite ? { pglite: database.pglite } : { url: databaseUrl! } });
    cleanups.push(() => jobs.stop());
    const worker = await startNotificationWorker({
      db: database.db,
      jobs,
      logger,
      pollSeconds: 0.5,
      channels: notificationChannels({
        SITE_URL: 'https://www.aanganinteriors.in',
        SMTP_URL: mail.url,
        NOTIFY_EMAIL_TO: ['leads@aanganinteriors.in'],
      }),
    });
    cleanups.push(() => worker.stop());
    // Moved once: a second start finds nothing left in the old outbox.
    expect(await moveOutboxJobs(database.db)).toBe(0);
    // Sent, then recorded: done when the three leads have their 'notified' events.
    const notifiedLeads = async () =>
      (await database.db.select({ leadId: leadEvents.leadId }).from(leadEvents).where(eq(leadEvents.kind, 'notified'))).map(
        (row) => row.leadId,
      );
    for (let i = 0; i < 200 && (await notifiedLeads()).length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const corporate = mail.messages.find((message) => message.text.includes(corporateId))!;
    expect(corporate.subject).toBe('New enquiry: Complete Office Interior — Arjun R.');
    for (const line of [
      'Company:      Nimbus Labs',
      'Budget:       ₹25 - 50 Lakhs',
      'Timeline:     1 - 3 months',
      'Location:     Koramangala',
      'Form:         Corporate Contact Form (Website Corporate Form)',
    ]) {
      expect(corporate.text).toContain(line);
    }
    const sparse = mail.messages.find((message) => message.text.includes(sparseCorporateId))!;
    expect(sparse.text).toContain('Company:      Tiny Co');
    expect(sparse.text).not.toContain('Budget:');
    expect((await notifiedLeads()).sort()).toEqual([corporateId, sparseCorporateId, popupId].sort());
    expect(mail.messages).toHaveLength(3);
    expect(await database.db.select().from(notificationJobs).where(eq(notificationJobs.status, 'pending'))).toEqual([]);
  });
});

// The quotation's e-mails through the job engine and a real SMTP server, on both drivers: the
// customer's link and code arrive once however often they are enqueued, and the job waiting in
// the database holds neither in clear; once accepted, the customer is sent the accepted PDF.
import pino from 'pino';
import { extractText, getDocumentProxy } from 'unpdf';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { installJobQueues } from '../../../../tests/support/jobs.ts';
import { startSmtpServer } from '../../../../tests/support/leads.ts';
import { fillStudioDetails } from '../../../../tests/support/studio.ts';
import type { MailServer } from '../../../../tests/support/leads.ts';
import { until, wait } from '../../../../tests/support/waiting.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { contactSubmissions } from '#db/schema.ts';
import { createQuotation, sendDraft } from '#app/features/sales/quotation/quotation.server.ts';
import { acceptQuotation, issueAcceptanceCode } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { QUOTATION_MAIL_QUEUE, startQuotationMail } from '#app/features/sales/quotation/quotation-mail.server.ts';

const SITE = 'https://www.aanganinteriors.in';
const SECRETS = ['a session secret of at least thirty-two characters'];

describe.each(drivers)('quotation e-mails on %s', (driver) => {
  let database: TestDatabase;
  let jobs: JobEngine;
  let smtp: MailServer;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    jobs = await startJobEngine({
      logger: pino({ level: 'silent' }),
      database: database.pglite ? { pglite: database.pglite } : { url: database.url! },
      supervise: false,
    });
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await jobs?.stop();
    await smtp?.close();
    await database?.cleanup();
  });

  it('sends the link and the code once each, the code out of the subject, and keeps them sealed in the job', async () => {
    const db = database.db;
    const admin = (await insertStaffUser(db, 'asha@example.com', 'admin')).id;
    const [lead] = await db
      .insert(contactSubmissions)
      .values({ name: 'Nisha Mail', email: 'nisha.mail@example.com', phone: '+91 90000 33333', location: 'Jayanagar' })
      .returning({ id: contactSubmissions.id });
    await fillStudioDetails(db, admin);
    await createQuotation(db, { leadId: lead!.id, from: 'blank', actorId: admin });
    const sent = await sendDraft(db, { leadId: lead!.id, actorId: admin });
    if (!sent.ok) throw new Error('not sent');
    const mail = await startQuotationMail({
      env: { SMTP_URL: smtp.url, NOTIFY_EMAIL_FROM: undefined, SITE_URL: SITE },
      db,
      jobs,
      secrets: SECRETS,
      logger: { warn: () => {} },
    });
    await mail.sendLink(sent.versionId, sent.token);
    await mail.sendLink(sent.versionId, sent.token);
    const code = await issueAcceptanceCode(db, { token: sent.token });
    if (!code.ok) throw new Error('no code');
    await mail.sendCode(code.codeId, sent.versionId, code.code);

    await until(() => smtp.messages.length >= 2, 20_000);
    await wait(1500);
    expect(smtp.messages).toHaveLength(2);
    const link = smtp.messages.find((message) => message.subject === 'Your quotation from Aangan Interiors (v1)')!;
    expect(link.to).toEqual(['nisha.mail@example.com']);
    expect(link.text).toContain(`${SITE}/quote/${sent.token}`);
    const codeMail = smtp.messages.find((message) => message.subject.includes('code to accept'))!;
    // The code only in the body: a locked phone shows the subject.
    expect(codeMail.subject).toBe('Your code to accept quotation v1 from Aangan Interiors');
    expect(codeMail.text).toContain(`Your code to accept quotation v1 from Aangan Interiors: ${code.code}`);
    const { rows } = await db.execute<{ data: string }>(
      sql`select data::text as data from pgboss.job where name = ${QUOTATION_MAIL_QUEUE}`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.data).not.toContain(sent.token);
      expect(row.data).not.toContain(`"${code.code}"`);
    }
    expect((await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, lead!.id)))[0]!.stage).toBe('quotation_sent');
  });

  it('sends the customer the accepted quotation as a PDF, and the team word of it', async () => {
    const db = database.db;
    const [admin] = await db.execute<{ id: string }>(sql`select id from users where email = 'asha@example.com'`).then((r) => r.rows);
    const [lead] = await db
      .insert(contactSubmissions)
      .values({ name: 'Meera Accepts', email: 'meera.accepts@example.com', phone: '+91 90000 44444', location: 'Koramangala' })
      .returning({ id: contactSubmissions.id });
    await createQuotation(db, { leadId: lead!.id, from: 'blank', actorId: admin!.id });
    const sent = await sendDraft(db, { leadId: lead!.id, actorId: admin!.id });
    if (!sent.ok) throw new Error('not sent');
    const code = await issueAcceptanceCode(db, { token: sent.token });
    if (!code.ok) throw new Error('no code');
    const accepted = await acceptQuotation(db, { token: sent.token, name: 'Meera Rao', code: code.code, ip: '127.0.0.1', userAgent: null });
    if (!accepted.ok) throw new Error('not accepted');
    const mail = await startQuotationMail({
      env: { SMTP_URL: smtp.url, NOTIFY_EMAIL_FROM: undefined, SITE_URL: SITE },
      db,
      jobs,
      secrets: SECRETS,
      logger: { warn: () => {} },
    });
    const before = smtp.messages.length;
    await mail.sendAccepted(accepted.versionId);
    await mail.sendAccepted(accepted.versionId);

    await until(() => smtp.messages.length >= before + 2, 20_000);
    await wait(1500);
    const received = smtp.messages.slice(before);
    expect(received).toHaveLength(2);
    expect(received.find((message) => message.subject === 'Quotation v1 accepted by Meera Rao')!.to).toEqual(['asha@example.com']);
    const receipt = received.find((message) => message.to.includes('meera.accepts@example.com'))!;
    expect(receipt.subject).toBe('Your accepted quotation from Aangan Interiors (v1)');
    expect(receipt.text).toContain('The accepted quotation is attached as a PDF');
    // The attachment: a PDF named after the version, saying who accepted it and when.
    const part = /Content-Type: application\/pdf;[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(receipt.raw);
    expect(receipt.raw).toMatch(/filename=quotation-v1\.pdf/);
    const bytes = new Uint8Array(Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64'));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Quotation v1');
    expect(text).toContain('Accepted online by Meera Rao on');
  });
});

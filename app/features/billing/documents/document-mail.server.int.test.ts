// Each issued GST document reaches the customer once, with its PDF, through the job engine and a
// real SMTP server, on both drivers: the job is written with the document (none for a document
// refused), a job run again sends nothing more, and the PDF is drawn once and then read back.
import pino from 'pino';
import { extractText, getDocumentProxy } from 'unpdf';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { billingProject, setStudioDetails } from '../../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { startSmtpServer } from '../../../../tests/support/leads.ts';
import type { MailServer, ReceivedMail } from '../../../../tests/support/leads.ts';
import { until, wait } from '../../../../tests/support/waiting.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { documentMails, documentPdfs, taxDocuments } from '#db/schema.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import { DOCUMENT_TEXTS, issueCreditNote, issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import { DOCUMENT_MAIL_QUEUE, startDocumentMail } from '#app/features/billing/documents/document-mail.server.ts';
import { documentPdf } from '#app/features/billing/documents/document-pdf-store.server.ts';

const SITE = 'https://www.aanganinteriors.in';

/** The PDF attached to a received mail, its file name and text. */
async function attachedPdf(mail: ReceivedMail): Promise<{ filename: string; text: string }> {
  const filename = /filename="?([^";\r\n]+)"?/.exec(mail.raw)?.[1] ?? '';
  const part = /Content-Type: application\/pdf;[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
  const bytes = new Uint8Array(Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64'));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { filename, text };
}

describe.each(drivers)('GST documents’ e-mails on %s', (driver) => {
  let database: TestDatabase;
  let jobs: JobEngine;
  let smtp: MailServer;
  let asha: string;
  const db = () => database.db;

  const project = (name: string) => billingProject(db(), { name });
  const jobCount = async () =>
    Number((await db().execute<{ n: string }>(sql`select count(*) as n from pgboss.job where name = ${DOCUMENT_MAIL_QUEUE}`)).rows[0]!.n);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    jobs = await startJobEngine({
      logger: pino({ level: 'silent' }),
      database: database.pglite ? { pglite: database.pglite } : { url: database.url! },
      supervise: false,
    });
    smtp = await startSmtpServer();
    asha = (await insertStaffUser(db(), 'asha@example.com', 'admin')).id;
  });
  afterAll(async () => {
    await jobs?.stop();
    await smtp?.close();
    await database?.cleanup();
  });

  it('queues no mail for a document refused, and e-mails a receipt voucher and then the tax invoice, each once with its PDF', async () => {
    await startDocumentMail({
      env: { SMTP_URL: smtp.url, NOTIFY_EMAIL_FROM: undefined, SITE_URL: SITE },
      db: db(),
      jobs,
      logger: { warn: () => {} },
    });
    const { milestones } = await project('Meera Rao');
    const booking = milestones[0]!;
    await expect(issueTaxInvoice(db(), booking.id, asha)).rejects.toThrow(DOCUMENT_TEXTS.studioMissing);
    expect(await jobCount()).toBe(0);
    await setStudioDetails(db());

    const paid = await recordPayment(
      db(),
      { milestoneId: booking.id, amountPaise: 1_000_000, receivedOn: '2026-11-28', mode: 'upi', reference: 'UTR123456789012' },
      asha,
    );
    if (!paid.ok || !paid.receiptVoucher) throw new Error('not recorded');
    const voucher = paid.receiptVoucher;
    await until(() => smtp.messages.length >= 1, 20_000);
    const receipt = smtp.messages[0]!;
    expect(receipt.to).toEqual(['meera.rao@example.com']);
    expect(receipt.subject).toBe(`Receipt voucher ${voucher.number} from Aangan Interiors`);
    expect(receipt.text).toContain('Dear Meera Rao,');
    const receiptPdf = await attachedPdf(receipt);
    expect(receiptPdf.filename).toBe(`${voucher.number.replaceAll('/', '-')}.pdf`);
    expect(receiptPdf.text).toContain(voucher.number);
    expect(receiptPdf.text).toContain('Reference UTR123456789012');

    const invoice = await issueTaxInvoice(db(), booking.id, asha);
    await until(() => smtp.messages.length >= 2, 20_000);
    const mailed = smtp.messages[1]!;
    expect(mailed.subject).toBe(`Tax invoice ${invoice.number} from Aangan Interiors`);
    expect(invoice.number).toMatch(/^INV\/\d{4}-\d{2}\/0001$/);
    const invoicePdf = await attachedPdf(mailed);
    expect(invoicePdf.filename).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
    for (const expected of [invoice.number, 'CGST 9%', 'SGST 9%', 'Karnataka (29)', `Receipt voucher ${voucher.number}`])
      expect(invoicePdf.text).toContain(expected);

    await wait(1500);
    expect(smtp.messages).toHaveLength(2);
    const sent = await db().select().from(documentMails).where(eq(documentMails.documentId, invoice.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.sentAt).not.toBeNull();
  });

  it('sends nothing more when a document’s mail job runs again, and serves the kept PDF bytes the second time', async () => {
    const [invoice] = await db().select().from(taxDocuments).where(eq(taxDocuments.kind, 'tax_invoice'));
    const before = smtp.messages.length;
    // The same work delivered again (a retry after a lost acknowledgement, a second enqueue).
    await jobs.enqueue(DOCUMENT_MAIL_QUEUE, { documentId: invoice!.id }, { id: '11111111-1111-4111-8111-111111111111' });
    await until(
      async () =>
        (await db().execute<{ state: string }>(sql`select state from pgboss.job where id = '11111111-1111-4111-8111-111111111111'`)).rows[0]
          ?.state === 'completed',
      20_000,
    );
    await wait(500);
    expect(smtp.messages).toHaveLength(before);
    expect(await db().select().from(documentMails).where(eq(documentMails.documentId, invoice!.id))).toHaveLength(1);

    // Drawn once (for the mail) and kept: what is served is the stored bytes, not a new drawing.
    const kept = await db().select().from(documentPdfs).where(eq(documentPdfs.documentId, invoice!.id));
    expect(kept).toHaveLength(1);
    const marker = new Uint8Array([...new TextEncoder().encode('%PDF-kept')]);
    await db().update(documentPdfs).set({ data: marker }).where(eq(documentPdfs.documentId, invoice!.id));
    expect(Buffer.from(await documentPdf(db(), invoice!)).toString()).toBe('%PDF-kept');
  });

  it('e-mails a credit note with the invoice it corrects', async () => {
    const [invoice] = await db().select().from(taxDocuments).where(eq(taxDocuments.kind, 'tax_invoice'));
    const before = smtp.messages.length;
    const credit = await issueCreditNote(db(), invoice!.id, { amountPaise: 118_000 }, 'Wardrobe shutters dropped', asha);
    await until(() => smtp.messages.length > before, 20_000);
    const mail = smtp.messages[before]!;
    expect(mail.subject).toBe(`Credit note ${credit.number} from Aangan Interiors`);
    expect(mail.text).toContain(`correcting ${invoice!.number}`);
    const pdf = await attachedPdf(mail);
    for (const expected of [credit.number, `Tax invoice ${invoice!.number}`, 'Reason: Wardrobe shutters dropped', 'Total credited'])
      expect(pdf.text).toContain(expected);
  });
});

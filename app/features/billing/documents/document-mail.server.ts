// Each issued GST document e-mailed to the customer with its PDF (decision 164), on the job engine
// (decision 080). The job is written in the transaction that issues the document, so a document
// is never issued without its mail nor a mail queued for a document rolled back. It is named after
// the document (one job however often it is written) and retried with backoff; a run that finds
// the mail recorded as sent in `document_mails` sends nothing, so a job run twice sends once.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { QueueOptions } from 'pg-boss';
import type { Database, Transaction } from '#db/database.ts';
import { customerProjects, documentMails, taxDocuments } from '#db/schema.ts';
import type { Env } from '#app/lib/env.server.ts';
import { jobIdFor, queueJobInTransaction } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { startMailQueue } from '#app/lib/mail-queue.server.ts';
import { runningTaskIfReady } from '#app/lib/services.server.ts';
import type { BackgroundTask, RunningTask } from '#app/lib/services.server.ts';
import { company } from '#content/company.ts';
import type { DocumentParticulars } from '#app/features/billing/document-particulars.ts';
import { documentFileName, formatDocumentDate } from '#app/features/billing/documents/document-pdf.server.ts';
import { documentPdf } from '#app/features/billing/documents/document-pdf-store.server.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';

export const DOCUMENT_MAIL_QUEUE = 'document-mail';
const DOCUMENT_MAIL_TASK = 'document-mail';

export type DocumentMailJob = { documentId: string };

/** Attempts over about a day (30 s doubling, at most an hour apart); claims that beat while a mail is sent. */
export const DOCUMENT_MAIL_QUEUE_OPTIONS: QueueOptions = {
  retryLimit: 30,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  heartbeatSeconds: 30,
};

/** The job of a document's mail: its id is the document's name, so writing it twice makes one job. */
export function documentMailJobId(documentId: string): string {
  return jobIdFor(`document-mail:${documentId}`);
}

/**
 * Writes the document's mail job in `tx` (the transaction issuing it), with the queue's defaults.
 * Where the job engine has never run on this database (no queue yet), nothing is written: the
 * document is issued all the same, without its mail (decision 164).
 */
export async function queueDocumentMail(tx: Transaction, documentId: string): Promise<void> {
  await queueJobInTransaction(tx, { queue: DOCUMENT_MAIL_QUEUE, id: documentMailJobId(documentId), data: { documentId } });
}

export type DocumentMailMessage = {
  to: string[];
  subject: string;
  text: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
};

/** The words of a document's mail ('Tax invoice INV/2026-27/0001 from Aangan Interiors') and its PDF; null for no such document. */
export async function composeDocumentMail(db: Database, documentId: string): Promise<DocumentMailMessage | null> {
  const [row] = await db
    .select({ document: taxDocuments, email: customerProjects.customerEmail })
    .from(taxDocuments)
    .innerJoin(customerProjects, eq(customerProjects.id, taxDocuments.projectId))
    .where(eq(taxDocuments.id, documentId));
  if (!row) return null;
  const printed = row.document.particulars as DocumentParticulars;
  const pdf = await documentPdf(db, row.document);
  const what =
    printed.title === 'Receipt voucher'
      ? `our receipt for the ${formatPaise(printed.totalPaise)} you paid`
      : printed.title === 'Tax invoice'
        ? `our tax invoice for ${formatPaise(printed.totalPaise)} (${printed.lines[0]?.description ?? ''})`
        : `a credit note for ${formatPaise(printed.totalPaise)} correcting ${printed.corrects?.number ?? 'an invoice'}`;
  return {
    to: [row.email],
    subject: `${printed.title} ${printed.number} from ${company.name}`,
    text: [
      `Dear ${printed.customer.name},`,
      '',
      `Please find attached ${what}, ${printed.number} dated ${formatDocumentDate(printed.issuedOn)}, as a PDF for your records.`,
      '',
      'If anything in it is not right, reply to this e-mail or call us.',
      '',
      `${company.name}`,
      `${company.phone.display} · ${company.email}`,
    ].join('\n'),
    attachments: [{ filename: documentFileName(printed.number), content: Buffer.from(pdf), contentType: 'application/pdf' }],
  };
}

export type DocumentMail = RunningTask & { canSend: boolean; wake(): void };

/** This process's document mailer, or null before the database is ready. */
export function documentMail(): DocumentMail | null {
  return runningTaskIfReady<DocumentMail>({
    name: DOCUMENT_MAIL_TASK,
    start: () => Promise.reject(new Error('started with the services')),
  });
}

export const documentMailTask: BackgroundTask<DocumentMail> = {
  name: DOCUMENT_MAIL_TASK,
  start: ({ env, logger, db, jobs }) => startDocumentMail({ env, db, jobs, logger }),
};

/** Whether the document's mail has been sent (recorded in `document_mails`). */
async function alreadySent(db: Database, documentId: string): Promise<boolean> {
  const [sent] = await db
    .select({ id: documentMails.id })
    .from(documentMails)
    .where(and(eq(documentMails.documentId, documentId), isNotNull(documentMails.sentAt)))
    .limit(1);
  return Boolean(sent);
}

export async function startDocumentMail({
  env,
  db,
  jobs,
  logger,
}: {
  env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>;
  db: Database;
  jobs: JobEngine;
  logger: { warn(object: object, message: string): void };
}): Promise<DocumentMail> {
  // Defined even without SMTP: documents issued meanwhile keep their jobs until mail is set up.
  const { canSend, wake } = await startMailQueue<DocumentMailJob>(
    { env, jobs, logger },
    {
      queue: DOCUMENT_MAIL_QUEUE,
      options: DOCUMENT_MAIL_QUEUE_OPTIONS,
      compose: async ({ data: { documentId } }) => ((await alreadySent(db, documentId)) ? null : composeDocumentMail(db, documentId)),
      // Named by the document: the same mail however often its job is written.
      messageId: ({ data }) => `document.${data.documentId}`,
      sent: async ({ data: { documentId } }) => {
        await db.insert(documentMails).values({ documentId, sentAt: new Date() });
      },
      failed: async ({ data: { documentId } }, error) => {
        await db.insert(documentMails).values({ documentId, error });
      },
      warning: 'A GST document e-mail was not sent; it will be retried',
      logged: (job) => ({ attempt: job.attempt }),
    },
  );
  return {
    canSend,
    wake,
    stop: async () => {},
  };
}

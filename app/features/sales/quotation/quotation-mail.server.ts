// The quotation's e-mails, on the job engine (decision 080): the customer's link when a version is
// sent, the 6-digit code to accept it, and once it is accepted, word to the assignee and admins
// and the customer's own copy of the accepted version as a PDF (decision 154).
// Each job is named after what it is about (the version, the code), so enqueuing it twice sends
// once, and its Message-ID is the same on every attempt. A link or code waits in its job sealed
// under the server's session key (app/lib/seal.server.ts), never in clear.
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, quotations, quotationVersions } from '#db/schema.ts';
import { quotationPdf } from '#app/features/sales/quotation/quotation-pdf-store.server.ts';
import { versionView } from '#app/features/sales/quotation/quotation-versions.server.ts';
import type { Env } from '#app/lib/env.server.ts';
import { jobIdFor } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { startMailQueue } from '#app/lib/mail-queue.server.ts';
import { seal, unseal } from '#app/lib/seal.server.ts';
import { runningTaskIfReady } from '#app/lib/services.server.ts';
import type { BackgroundTask, RunningTask } from '#app/lib/services.server.ts';
import { company } from '#content/company.ts';
import { acceptanceRecipients, CODE_LIFETIME_MS } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation.ts';

export const QUOTATION_MAIL_QUEUE = 'quotation-mail';
const QUOTATION_MAIL_TASK = 'quotation-mail';

/** This process's quotation mailer, or null before the database is ready. */
export function quotationMail(): QuotationMail | null {
  return runningTaskIfReady<QuotationMail>({
    name: QUOTATION_MAIL_TASK,
    start: () => Promise.reject(new Error('started with the services')),
  });
}
const SEAL_PURPOSE = 'quotation-mail';

export type QuotationMailJob =
  | { kind: 'link'; versionId: string; sealed: string }
  | { kind: 'code'; versionId: string; sealed: string }
  | { kind: 'accepted'; versionId: string }
  | { kind: 'receipt'; versionId: string };

export type QuotationMail = RunningTask & {
  /** Whether e-mail can be sent at all (SMTP_URL set): without it staff are shown the link to pass on. */
  canSend: boolean;
  /** The customer's link to a version just sent. */
  sendLink(versionId: string, token: string): Promise<void>;
  /** A code to accept, by its own id. */
  sendCode(codeId: string, versionId: string, code: string): Promise<void>;
  /** Word of an acceptance to the assignee and admins, and the accepted PDF to the customer. */
  sendAccepted(versionId: string): Promise<void>;
};

/** '/quote/<token>' under the site's address. */
export function quoteLink(siteUrl: string, token: string): string {
  return `${siteUrl}/quote/${token}`;
}

async function versionFacts(db: Database, versionId: string) {
  const [row] = await db
    .select({
      number: quotationVersions.number,
      totalPaise: quotationVersions.totalPaise,
      acceptedName: quotationVersions.acceptedName,
      leadId: quotations.leadId,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
    })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, quotations.leadId))
    .where(eq(quotationVersions.id, versionId));
  return row ?? null;
}

export type QuotationMailMessage = {
  to: string[];
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
};

/** The four mails' words (plain text), and the accepted PDF the customer's copy carries. */
export async function composeQuotationMail(
  db: Database,
  job: QuotationMailJob,
  { siteUrl, secrets }: { siteUrl: string; secrets: readonly string[] },
): Promise<QuotationMailMessage | null> {
  const facts = await versionFacts(db, job.versionId);
  if (!facts) return null;
  const total = formatPaise(facts.totalPaise);
  switch (job.kind) {
    case 'link': {
      const token = unseal(job.sealed, secrets, SEAL_PURPOSE);
      if (!token) return null;
      return {
        to: [facts.email],
        subject: `Your quotation from ${company.name} (v${facts.number})`,
        text: [
          `Dear ${facts.name},`,
          '',
          `Thank you for considering ${company.name}. Your quotation (version ${facts.number}, ${total} including GST) is ready:`,
          '',
          quoteLink(siteUrl, token),
          '',
          'You can read it on your phone, download it as a PDF and accept it online. The link works for 90 days.',
          '',
          `${company.name}`,
          `${company.phone.display} · ${company.email}`,
        ].join('\n'),
      };
    }
    case 'code': {
      const code = unseal(job.sealed, secrets, SEAL_PURPOSE);
      if (!code) return null;
      return {
        to: [facts.email],
        // Not in the subject: a locked phone shows subjects to whoever holds it (decision 152).
        subject: `Your code to accept quotation v${facts.number} from ${company.name}`,
        text: [
          `Your code to accept quotation v${facts.number} from ${company.name}: ${code}`,
          '',
          `It works for ${CODE_LIFETIME_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail.`,
        ].join('\n'),
      };
    }
    case 'accepted': {
      const to = await acceptanceRecipients(db, facts.leadId);
      if (to.length === 0) return null;
      return {
        to,
        subject: `Quotation v${facts.number} accepted by ${facts.acceptedName ?? facts.name}`,
        text: [
          `${facts.acceptedName ?? facts.name} accepted quotation v${facts.number} (${total}) online.`,
          '',
          `The lead: ${siteUrl}/admin/leads/${facts.leadId}`,
        ].join('\n'),
      };
    }
    case 'receipt': {
      const [row] = await db.select().from(quotationVersions).where(eq(quotationVersions.id, job.versionId));
      if (!row?.acceptedAt) return null;
      const version = await versionView(db, row);
      // The one the customer downloads: drawn off the mail's thread, once (decision 151).
      const pdf = await quotationPdf(db, version, { name: facts.name });
      return {
        to: [facts.email],
        subject: `Your accepted quotation from ${company.name} (v${facts.number})`,
        text: [
          `Dear ${facts.name},`,
          '',
          `Thank you for accepting quotation v${facts.number} (${total} including GST). The accepted quotation is attached as a PDF for your records.`,
          '',
          'We will call you shortly about the next steps.',
          '',
          `${company.name}`,
          `${company.phone.display} · ${company.email}`,
        ].join('\n'),
        attachments: [{ filename: `quotation-v${facts.number}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' }],
      };
    }
  }
}

/** The worker of the quotation mails; `secretsOf` gives the session secrets (the accounts feature keeps them). */
export function quotationMailTask(secretsOf: (env: Env) => string[]): BackgroundTask<QuotationMail> {
  return {
    name: QUOTATION_MAIL_TASK,
    // The secrets are read on first use: a server that sends no quotation makes no key file for it.
    start: async ({ env, logger, db, jobs }) => startQuotationMail({ env, db, jobs, secrets: () => secretsOf(env), logger }),
  };
}

export async function startQuotationMail({
  env,
  db,
  jobs,
  secrets,
  logger,
}: {
  env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>;
  db: Database;
  jobs: JobEngine;
  /** The session secrets, or a function giving them (called once, when a mail is first sealed or opened). */
  secrets: readonly string[] | (() => readonly string[]);
  logger: { warn(object: object, message: string): void };
}): Promise<QuotationMail> {
  let known: readonly string[] | undefined;
  const keys = () => (known ??= typeof secrets === 'function' ? secrets() : secrets);
  const { canSend, enqueue } = await startMailQueue<QuotationMailJob>(
    { env, jobs, logger },
    {
      queue: QUOTATION_MAIL_QUEUE,
      compose: (job) => composeQuotationMail(db, job.data, { siteUrl: env.SITE_URL, secrets: keys() }),
      messageId: (job) => `quotation.${job.id}`,
      warning: 'A quotation e-mail was not sent; it will be retried',
      logged: (job) => ({ job: job.data.kind }),
    },
  );
  return {
    canSend,
    sendLink: (versionId, token) =>
      enqueue(jobIdFor(`link:${versionId}`), { kind: 'link', versionId, sealed: seal(token, keys(), SEAL_PURPOSE) }),
    sendCode: (codeId, versionId, code) => enqueue(codeId, { kind: 'code', versionId, sealed: seal(code, keys(), SEAL_PURPOSE) }),
    sendAccepted: async (versionId) => {
      await enqueue(jobIdFor(`accepted:${versionId}`), { kind: 'accepted', versionId });
      await enqueue(jobIdFor(`receipt:${versionId}`), { kind: 'receipt', versionId });
    },
    stop: async () => {},
  };
}

// The pay link's e-mails, on the job engine (decision 080): the customer's link when a payment is
// requested, and "Payment received" to the lead's assignee and the admins when the gateway reports
// one. Each job is named after what it is about (the request, the payment), so enqueuing it twice
// sends once. The link waits in its job sealed under the server's session key, never in clear.
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { customerProjects, payments, projectMilestones } from '#db/schema.ts';
import type { Env } from '#app/lib/env.server.ts';
import { jobIdFor } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { startMailQueue } from '#app/lib/mail-queue.server.ts';
import { seal, unseal } from '#app/lib/seal.server.ts';
import { runningTaskIfReady } from '#app/lib/services.server.ts';
import type { BackgroundTask, RunningTask } from '#app/lib/services.server.ts';
import { company } from '#content/company.ts';
import { PAYMENT_MODE_LABELS } from '#db/enums.ts';
import { acceptanceRecipients } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import { payLink } from '#app/features/billing/pay/pay-link.server.ts';

export const PAY_MAIL_QUEUE = 'billing-pay-mail';
const PAY_MAIL_TASK = 'billing-pay-mail';
const SEAL_PURPOSE = 'pay-mail';

export type PayMailJob =
  { kind: 'request'; milestoneId: string; duePaise: number; sealed: string } | { kind: 'received'; paymentId: string };

export type PayMail = RunningTask & {
  /** Whether e-mail can be sent at all (SMTP_URL set): without it staff pass the link on themselves. */
  canSend: boolean;
  /** The customer's pay link for one request (a request is named by its token, so once each). */
  sendRequest(milestoneId: string, token: string, duePaise: number): Promise<void>;
  /** "Payment received" to the assignee and the admins, once per payment. */
  sendReceived(paymentId: string): Promise<void>;
};

/** This process's pay mailer, or null before the database is ready. */
export function payMail(): PayMail | null {
  return runningTaskIfReady<PayMail>({ name: PAY_MAIL_TASK, start: () => Promise.reject(new Error('started with the services')) });
}

export type PayMailMessage = { to: string[]; subject: string; text: string };

export async function composePayMail(
  db: Database,
  job: PayMailJob,
  { siteUrl, secrets }: { siteUrl: string; secrets: readonly string[] },
): Promise<PayMailMessage | null> {
  if (job.kind === 'request') {
    const token = unseal(job.sealed, secrets, SEAL_PURPOSE);
    const [row] = await db
      .select({ label: projectMilestones.label, name: customerProjects.customerName, email: customerProjects.customerEmail })
      .from(projectMilestones)
      .innerJoin(customerProjects, eq(customerProjects.id, projectMilestones.projectId))
      .where(eq(projectMilestones.id, job.milestoneId));
    if (!token || !row) return null;
    return {
      to: [row.email],
      subject: `Payment request from ${company.name}: ${row.label}`,
      text: [
        `Dear ${row.name},`,
        '',
        `Your project has reached the milestone "${row.label}". The amount due is ${formatPaise(job.duePaise)} including GST.`,
        '',
        'You can pay by UPI, by bank transfer or online from this page:',
        '',
        payLink(siteUrl, token),
        '',
        'Thank you.',
        '',
        `${company.name}`,
        `${company.phone.display} · ${company.email}`,
      ].join('\n'),
    };
  }
  const [row] = await db
    .select({
      amountPaise: payments.amountPaise,
      mode: payments.mode,
      reference: payments.reference,
      label: projectMilestones.label,
      name: customerProjects.customerName,
      leadId: customerProjects.leadId,
      projectId: customerProjects.id,
    })
    .from(payments)
    .innerJoin(projectMilestones, eq(projectMilestones.id, payments.milestoneId))
    .innerJoin(customerProjects, eq(customerProjects.id, payments.projectId))
    .where(eq(payments.id, job.paymentId));
  if (!row) return null;
  const to = await acceptanceRecipients(db, row.leadId);
  if (to.length === 0) return null;
  return {
    to,
    subject: `Payment received: ${formatPaise(row.amountPaise)} from ${row.name}`,
    text: [
      `Payment received: ${formatPaise(row.amountPaise)} from ${row.name} for "${row.label}", ${PAYMENT_MODE_LABELS[row.mode]} (${row.reference}).`,
      '',
      `The project: ${siteUrl}/admin/customer-projects/${row.projectId}`,
    ].join('\n'),
  };
}

/** The worker of the pay mails; `secretsOf` gives the session secrets (the accounts feature keeps them). */
export function payMailTask(secretsOf: (env: Env) => string[]): BackgroundTask<PayMail> {
  return {
    name: PAY_MAIL_TASK,
    start: async ({ env, logger, db, jobs }) => startPayMail({ env, db, jobs, secrets: () => secretsOf(env), logger }),
  };
}

export async function startPayMail({
  env,
  db,
  jobs,
  secrets,
  logger,
}: {
  env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>;
  db: Database;
  jobs: JobEngine;
  secrets: readonly string[] | (() => readonly string[]);
  logger: { warn(object: object, message: string): void };
}): Promise<PayMail> {
  let known: readonly string[] | undefined;
  const keys = () => (known ??= typeof secrets === 'function' ? secrets() : secrets);
  const { canSend, enqueue } = await startMailQueue<PayMailJob>(
    { env, jobs, logger },
    {
      queue: PAY_MAIL_QUEUE,
      compose: (job) => composePayMail(db, job.data, { siteUrl: env.SITE_URL, secrets: keys() }),
      messageId: (job) => `pay.${job.id}`,
      warning: 'A payment e-mail was not sent; it will be retried',
      logged: (job) => ({ job: job.data.kind }),
    },
  );
  return {
    canSend,
    sendRequest: (milestoneId, token, duePaise) =>
      enqueue(jobIdFor(`pay-request:${milestoneId}:${token}`), {
        kind: 'request',
        milestoneId,
        duePaise,
        sealed: seal(token, keys(), SEAL_PURPOSE),
      }),
    sendReceived: (paymentId) => enqueue(jobIdFor(`pay-received:${paymentId}`), { kind: 'received', paymentId }),
    stop: async () => {},
  };
}

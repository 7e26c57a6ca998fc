// A change order's e-mails on the job engine, as a quotation's (decision 080): the customer's link
// when it is sent, the 6-digit code to accept it, and once accepted the customer's confirmation and
// word to the assignee and admins. Each job is named after what it is about, so enqueuing it twice
// sends once; a link or code waits in its job sealed, never in clear.
import type { Database } from '#db/database.ts';
import type { Env } from '#app/lib/env.server.ts';
import { jobIdFor } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { startMailQueue } from '#app/lib/mail-queue.server.ts';
import { seal, unseal } from '#app/lib/seal.server.ts';
import { runningTaskIfReady } from '#app/lib/services.server.ts';
import type { BackgroundTask, RunningTask } from '#app/lib/services.server.ts';
import { company } from '#content/company.ts';
import { changeOrderFacts } from '#app/features/billing/change-orders/change-orders.server.ts';
import { acceptanceRecipients, CODE_LIFETIME_MS } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import { signedPaise } from '#app/features/billing/change-orders/change-order-view.tsx';

export const CHANGE_ORDER_MAIL_QUEUE = 'change-order-mail';
const TASK = 'change-order-mail';
const SEAL_PURPOSE = 'change-order-mail';

export type ChangeOrderMailJob =
  | { kind: 'link'; changeOrderId: string; sealed: string }
  | { kind: 'code'; changeOrderId: string; sealed: string }
  | { kind: 'accepted'; changeOrderId: string }
  | { kind: 'confirmation'; changeOrderId: string };

export type ChangeOrderMail = RunningTask & {
  canSend: boolean;
  sendLink(changeOrderId: string, token: string): Promise<void>;
  sendCode(codeId: string, changeOrderId: string, code: string): Promise<void>;
  sendAccepted(changeOrderId: string): Promise<void>;
};

/** This process's change order mailer, or null before the database is ready. */
export function changeOrderMail(): ChangeOrderMail | null {
  return runningTaskIfReady<ChangeOrderMail>({ name: TASK, start: () => Promise.reject(new Error('started with the services')) });
}

/** '/change/<token>' under the site's address. */
export const changeLink = (siteUrl: string, token: string) => `${siteUrl}/change/${token}`;

const signature = () => [`${company.name}`, `${company.phone.display} · ${company.email}`];

export async function composeChangeOrderMail(
  db: Database,
  job: ChangeOrderMailJob,
  { siteUrl, secrets }: { siteUrl: string; secrets: readonly string[] },
): Promise<{ to: string[]; subject: string; text: string } | null> {
  const facts = await changeOrderFacts(db, job.changeOrderId);
  if (!facts) return null;
  const { changeOrder, project } = facts;
  const number = changeOrder.number;
  switch (job.kind) {
    case 'link': {
      const token = unseal(job.sealed, secrets, SEAL_PURPOSE);
      if (!token) return null;
      return {
        to: [project.customerEmail],
        subject: `Change order ${number} to your project with ${company.name}`,
        text: [
          `Dear ${project.customerName},`,
          '',
          `We have prepared change order ${number} to your project: ${signedPaise(changeOrder.deltaPaise)}, a new total of ${formatPaise(changeOrder.totalPaise)} including GST. You can see what changed and accept it here:`,
          '',
          changeLink(siteUrl, token),
          '',
          'The link works for 90 days.',
          '',
          ...signature(),
        ].join('\n'),
      };
    }
    case 'code': {
      const code = unseal(job.sealed, secrets, SEAL_PURPOSE);
      if (!code) return null;
      return {
        to: [project.customerEmail],
        // Not in the subject: a locked phone shows subjects to whoever holds it.
        subject: `Your code to accept change order ${number} from ${company.name}`,
        text: [
          `Your code to accept change order ${number} from ${company.name}: ${code}`,
          '',
          `It works for ${CODE_LIFETIME_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail.`,
        ].join('\n'),
      };
    }
    case 'accepted': {
      if (changeOrder.status !== 'accepted') return null;
      const to = await acceptanceRecipients(db, project.leadId);
      if (to.length === 0) return null;
      return {
        to,
        subject: `Change order ${number} accepted by ${changeOrder.acceptedName ?? project.customerName}`,
        text: [
          `${changeOrder.acceptedName ?? project.customerName} accepted change order ${number} (${signedPaise(changeOrder.deltaPaise)}) online. The project is now worth ${formatPaise(changeOrder.totalPaise)}.`,
          '',
          `The project: ${siteUrl}/admin/customer-projects/${project.id}`,
        ].join('\n'),
      };
    }
    case 'confirmation': {
      if (changeOrder.status !== 'accepted') return null;
      return {
        to: [project.customerEmail],
        subject: `Change order ${number} accepted: ${company.name}`,
        text: [
          `Dear ${project.customerName},`,
          '',
          `Thank you for accepting change order ${number} (${signedPaise(changeOrder.deltaPaise)}). Your project's total is now ${formatPaise(changeOrder.totalPaise)} including GST.`,
          '',
          ...signature(),
        ].join('\n'),
      };
    }
  }
}

export function changeOrderMailTask(secretsOf: (env: Env) => string[]): BackgroundTask<ChangeOrderMail> {
  return {
    name: TASK,
    start: async ({ env, logger, db, jobs }) => startChangeOrderMail({ env, db, jobs, secrets: () => secretsOf(env), logger }),
  };
}

export async function startChangeOrderMail({
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
}): Promise<ChangeOrderMail> {
  let known: readonly string[] | undefined;
  const keys = () => (known ??= typeof secrets === 'function' ? secrets() : secrets);
  const { canSend, enqueue } = await startMailQueue<ChangeOrderMailJob>(
    { env, jobs, logger },
    {
      queue: CHANGE_ORDER_MAIL_QUEUE,
      compose: (job) => composeChangeOrderMail(db, job.data, { siteUrl: env.SITE_URL, secrets: keys() }),
      messageId: (job) => `change-order.${job.id}`,
      warning: 'A change order e-mail was not sent; it will be retried',
      logged: (job) => ({ job: job.data.kind }),
    },
  );
  return {
    canSend,
    sendLink: (changeOrderId, token) =>
      enqueue(jobIdFor(`change-link:${changeOrderId}`), { kind: 'link', changeOrderId, sealed: seal(token, keys(), SEAL_PURPOSE) }),
    sendCode: (codeId, changeOrderId, code) => enqueue(codeId, { kind: 'code', changeOrderId, sealed: seal(code, keys(), SEAL_PURPOSE) }),
    sendAccepted: async (changeOrderId) => {
      await enqueue(jobIdFor(`change-accepted:${changeOrderId}`), { kind: 'accepted', changeOrderId });
      await enqueue(jobIdFor(`change-confirmation:${changeOrderId}`), { kind: 'confirmation', changeOrderId });
    },
    stop: async () => {},
  };
}

// A queue of e-mails on the job engine (decision 080), the one way the quotation's, the change
// orders', the pay links', the GST documents' and the payment reminders' mails are sent
// (decision 176). Each job composes its message as things stand when it runs (nothing to send:
// the job is done), checks that it still holds the job (the fence: a job another process took
// over is left to it), then sends it over a connection of its own and closes it: no transaction
// is open while the mail server is spoken to. The Message-ID is named by the job, the same on every
// attempt. A refused send is recorded where the queue says, logged (the error's message, never the
// mail) and thrown: the engine retries it with the queue's backoff. Without SMTP_URL the queue is
// defined (its jobs wait for mail to be set up) and nobody works it.
import nodemailer from 'nodemailer';
import type { QueueOptions } from 'pg-boss';
import type { Env } from '#app/lib/env.server.ts';
import type { EngineJob, JobEngine } from '#app/lib/jobs.server.ts';
import { mailSender, smtpOptions } from '#app/lib/mail.server.ts';

/** One message: plain text, to one address or several, with any attachments. */
export type QueuedMailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
};

/**
 * Eight attempts, 30 s apart and doubling; a claim beats while its mail is sent, and a dead
 * process's mail is taken over within seconds (decision 148).
 */
export const MAIL_QUEUE_OPTIONS: QueueOptions = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  heartbeatSeconds: 30,
};

/** The longest error message recorded or logged for a refused send. */
const ERROR_MESSAGE_MAX = 500;

/** What a queue of mails says of itself; the rest (claiming, the fence, sending, retrying) is shared. */
export type MailQueueContract<T> = {
  /** The job engine's queue. */
  queue: string;
  /** Its retries and backoff (MAIL_QUEUE_OPTIONS unless given); they need `heartbeatSeconds`. */
  options?: QueueOptions;
  /** The message as things stand when the job runs, or null: nothing to send, and the job is done. */
  compose(job: EngineJob<T>): Promise<QueuedMailMessage | null>;
  /** The Message-ID before '@' and the site's host ('pay.<job id>'): the same on every attempt. */
  messageId(job: EngineJob<T>): string;
  /** After the mail server took the mail (to record it sent); a throw fails the attempt. */
  sent?(job: EngineJob<T>): Promise<void>;
  /** After the mail server refused it, with the error's message, before the warning is logged. */
  failed?(job: EngineJob<T>, message: string): Promise<void>;
  /** The warning logged for a refused send ('A payment e-mail was not sent; it will be retried'). */
  warning: string;
  /** What the warning says of the job besides the error (never an address or a link). */
  logged?(job: EngineJob<T>): object;
  /** Mails this process sends at once (2 unless given). */
  concurrency?: number;
  /** How often to look for due mails when nobody wakes the worker (1 s unless given). */
  pollSeconds?: number;
};

export type MailQueue<T> = {
  /** Whether mail can be sent at all (SMTP_URL set). */
  canSend: boolean;
  /** One job named `id` (enqueuing it again does nothing), then the worker is woken. */
  enqueue(id: string, data: T): Promise<void>;
  /** Looks for due mails now (jobs written elsewhere, say in a transaction). */
  wake(): void;
  /** Stops working the queue, waiting for the mails being sent. */
  stop(): Promise<void>;
};

export async function startMailQueue<T extends object>(
  {
    env,
    jobs,
    logger,
  }: {
    env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>;
    jobs: JobEngine;
    logger: { warn(details: object, message: string): void };
  },
  contract: MailQueueContract<T>,
): Promise<MailQueue<T>> {
  await jobs.defineQueue(contract.queue, contract.options ?? MAIL_QUEUE_OPTIONS);
  const host = new URL(env.SITE_URL).hostname;
  const smtpUrl = env.SMTP_URL;
  const worker = smtpUrl
    ? await jobs.work<T>(
        contract.queue,
        async (job) => {
          const mail = await contract.compose(job);
          if (!mail) return;
          // The fence: a job another process took over is left to it.
          if (!(await jobs.stillHeld(job))) return;
          const transport = nodemailer.createTransport(smtpOptions(smtpUrl));
          try {
            await transport.sendMail({ from: mailSender(env), messageId: `<${contract.messageId(job)}@${host}>`, ...mail });
          } catch (error) {
            const message = (error as Error).message.slice(0, ERROR_MESSAGE_MAX);
            await contract.failed?.(job, message);
            logger.warn({ err: { message }, ...contract.logged?.(job) }, contract.warning);
            throw error;
          } finally {
            transport.close();
          }
          await contract.sent?.(job);
        },
        { concurrency: contract.concurrency ?? 2, pollSeconds: contract.pollSeconds ?? 1, takeOver: true },
      )
    : null;
  return {
    canSend: Boolean(smtpUrl),
    enqueue: async (id, data) => {
      await jobs.enqueue(contract.queue, data, { id });
      worker?.wake();
    },
    wake: () => worker?.wake(),
    stop: async () => {
      await worker?.stop();
    },
  };
}

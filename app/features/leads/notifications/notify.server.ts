// Delivers the notification outbox (ARCHITECTURE.md "Notifications"): a worker in every process
// claims due jobs so that no two processes send one at the same time, sends the e-mail and/or
// the webhook, and retries failures with exponential backoff. A channel that succeeded is
// recorded at once and never sent again by a retry of the other one.
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import type { Env } from '#app/lib/env.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import { company } from '#content/company.ts';
import type { NotificationPayload } from '#app/features/leads/lead-store.server.ts';

export type NotifyConfig = {
  siteUrl: string;
  smtpUrl?: string;
  emailTo: string[];
  emailFrom?: string;
  webhookUrl?: string;
};

/** Which channels this server delivers notifications on. */
export function notificationChannels(env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_TO' | 'NOTIFY_WEBHOOK_URL'>) {
  const email = Boolean(env.SMTP_URL && env.NOTIFY_EMAIL_TO && env.NOTIFY_EMAIL_TO.length > 0);
  const webhook = Boolean(env.NOTIFY_WEBHOOK_URL);
  return { email, webhook, any: email || webhook };
}

export type RetryPolicy = {
  /** Wait after the first failure; doubles with every further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A job still failing this long after it was created is marked failed. */
  giveUpAfterMs: number;
};

// 30 s doubling to 1 h, then hourly for 3 days.
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 3 * 24 * 3_600_000 };

export const WEBHOOK_TIMEOUT_MS = 5000;

/** After a lead is stored, the worker looks for due jobs this much later (leads in a burst go together). */
const WAKE_DELAY_MS = 100;

export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

export function adminLeadUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl}/admin?tab=leads&lead=${encodeURIComponent(leadId)}`;
}

// --- the e-mail ---------------------------------------------------------------------------

/** 'Priya Sharma' -> 'Priya S.' (enough to tell leads apart in an inbox, no more). */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts[0]} ${parts.at(-1)!.charAt(0).toUpperCase()}.`;
}

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

export function emailSubject(payload: NotificationPayload): string {
  const topic = payload.service || payload.formType;
  return oneLine(`New enquiry: ${topic} — ${shortName(payload.name)}`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The rows of the e-mail, in the order staff read them; empty values are left out. */
function emailRows(payload: NotificationPayload): Array<[string, string]> {
  const { attribution } = payload;
  const rows: Array<[string, string | undefined]> = [
    ['Name', payload.name],
    ['Phone', payload.phone],
    ['Email', payload.email],
    ['Company', payload.companyName],
    ['Service', payload.service],
    ['Project type', payload.projectType],
    ['Budget', payload.budget],
    ['Timeline', payload.timeline],
    ['Location', payload.location],
    ['Form', `${payload.formType} (${payload.source})`],
    [
      'Received',
      new Date(payload.submittedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }) + ' IST',
    ],
    ['Landing page', attribution.landing_path],
    ['Referrer', attribution.referrer],
    ['Campaign', [attribution.utm_source, attribution.utm_medium, attribution.utm_campaign].filter(Boolean).join(' / ') || undefined],
    ['Campaign term', attribution.utm_term],
    ['Campaign content', attribution.utm_content],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export function composeEmail(payload: NotificationPayload, siteUrl: string): { subject: string; text: string; html: string } {
  const link = adminLeadUrl(siteUrl, payload.leadId);
  const rows = emailRows(payload);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const text = [
    `New enquiry from the ${company.name} website.`,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    'Message:',
    payload.message || 'No message provided',
    '',
    `Open the lead in the admin: ${link}`,
    '',
  ].join('\n');
  const cell = 'padding:6px 12px 6px 0;vertical-align:top;';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f1d1b;line-height:1.5">
<h1 style="font-size:20px;margin:0 0 16px">New enquiry: ${escapeHtml(payload.service || payload.formType)}</h1>
<table style="border-collapse:collapse;font-size:15px">
${rows.map(([label, value]) => `<tr><th align="left" style="${cell}color:#5c5650;font-weight:normal">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(payload.message || 'No message provided')}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#8c5a22;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">Open the lead in the admin</a></p>
<p style="font-size:13px;color:#5c5650">${escapeHtml(link)}</p>
</body></html>`;
  return { subject: emailSubject(payload), text, html };
}

// --- the worker ---------------------------------------------------------------------------

type JobRow = {
  id: string;
  lead_id: string;
  payload: NotificationPayload | string;
  attempts: number;
  created_at: string | Date;
  email_sent_at: string | Date | null;
  webhook_sent_at: string | Date | null;
};

export type WorkerOptions = {
  db: Database;
  logger: Logger;
  config: NotifyConfig;
  retry?: RetryPolicy;
  /** How often to look for due jobs when nobody wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claim holds a job; longer than the slowest send (SMTP timeouts plus the webhook's 5 s). */
  leaseMs?: number;
  webhookTimeoutMs?: number;
};

export type NotificationWorker = {
  /** Claims and handles the due jobs once; resolves with how many were handled. */
  runOnce(): Promise<number>;
  /** Looks for due jobs now (after a lead was stored). */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
};

export function createNotificationWorker({
  db,
  logger,
  config,
  retry = DEFAULT_RETRY,
  pollMs = 5000,
  batchSize = 20,
  leaseMs = 120_000,
  webhookTimeoutMs = WEBHOOK_TIMEOUT_MS,
}: WorkerOptions): NotificationWorker {
  const emailOn = Boolean(config.smtpUrl && config.emailTo.length > 0);
  const webhookOn = Boolean(config.webhookUrl);
  const transport = emailOn
    ? nodemailer.createTransport({
        url: config.smtpUrl!,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  const from = config.emailFrom ?? `"${company.name} website" <no-reply@${new URL(config.siteUrl).hostname}>`;

  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | null = null;
  let again = false;
  let wakeScheduled = false;

  async function claim(): Promise<JobRow[]> {
    return queryRows<JobRow>(
      db,
      sql`update notification_jobs
          set locked_until = now() + ${leaseMs}::double precision * interval '1 millisecond', attempts = attempts + 1, updated_at = now()
          where id in (
            select id from notification_jobs
            where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
            order by next_attempt_at
            limit ${batchSize}
            for update skip locked
          )
          returning id, lead_id, payload, attempts, created_at, email_sent_at, webhook_sent_at`,
    );
  }

  async function sendEmail(payload: NotificationPayload): Promise<void> {
    const message = composeEmail(payload, config.siteUrl);
    await transport!.sendMail({ from, to: config.emailTo, replyTo: payload.email, ...message });
  }

  async function sendWebhook(payload: NotificationPayload): Promise<void> {
    const response = await fetch(config.webhookUrl!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': `${company.name} lead notifier` },
      body: JSON.stringify({ event: 'lead.created', ...payload, adminUrl: adminLeadUrl(config.siteUrl, payload.leadId) }),
      signal: AbortSignal.timeout(webhookTimeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  }

  /** With no channel configured, due jobs are marked skipped in one statement. */
  async function skipDue(): Promise<number> {
    const skipped = await queryRows<{ lead_id: string }>(
      db,
      sql`update notification_jobs set status = 'skipped', updated_at = now()
          where id in (
            select id from notification_jobs
            where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
            limit 500
            for update skip locked
          )
          returning lead_id`,
    );
    if (skipped.length > 0) {
      logger.info(
        { count: skipped.length },
        'No notification channel configured (SMTP_URL, NOTIFY_WEBHOOK_URL); lead notifications skipped',
      );
    }
    return skipped.length;
  }

  async function handle(job: JobRow): Promise<void> {
    const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as NotificationPayload;
    // Channels still owed; one that succeeded on an earlier attempt is never sent again.
    const owed: Array<{ name: 'email' | 'webhook'; send: () => Promise<void> }> = [];
    if (emailOn && !job.email_sent_at) owed.push({ name: 'email', send: () => sendEmail(payload) });
    if (webhookOn && !job.webhook_sent_at) owed.push({ name: 'webhook', send: () => sendWebhook(payload) });
    const errors: string[] = [];
    for (const [index, channel] of owed.entries()) {
      try {
        await channel.send();
      } catch (error) {
        const reason =
          channel.name === 'webhook' && (error as Error).name === 'TimeoutError'
            ? `no answer within ${webhookTimeoutMs / 1000} s`
            : (error as Error).message;
        errors.push(`${channel.name === 'email' ? 'e-mail' : 'webhook'}: ${reason}`);
        continue;
      }
      // Recorded at once (with the job's completion when this was the last channel owed).
      const done = errors.length === 0 && index === owed.length - 1;
      const sentAt = channel.name === 'email' ? sql`email_sent_at = now()` : sql`webhook_sent_at = now()`;
      await db.execute(
        done
          ? sql`update notification_jobs set ${sentAt}, status = 'sent', locked_until = null, updated_at = now() where id = ${job.id}`
          : sql`update notification_jobs set ${sentAt}, updated_at = now() where id = ${job.id}`,
      );
    }
    if (errors.length === 0) {
      if (owed.length === 0) {
        await db.execute(sql`update notification_jobs set status = 'sent', locked_until = null, updated_at = now() where id = ${job.id}`);
      }
      logger.info({ leadId: job.lead_id, attempts: job.attempts }, 'Lead notification sent');
      return;
    }
    const lastError = errors.join('; ').slice(0, 1000);
    const age = Date.now() - new Date(job.created_at).getTime();
    const delay = retryDelayMs(job.attempts, retry);
    if (age + delay > retry.giveUpAfterMs) {
      await db.execute(
        sql`update notification_jobs set status = 'failed', last_error = ${lastError}, locked_until = null, updated_at = now() where id = ${job.id}`,
      );
      logger.error({ leadId: job.lead_id, attempts: job.attempts, error: lastError }, 'Lead notification failed for good');
      return;
    }
    await db.execute(
      sql`update notification_jobs
          set last_error = ${lastError}, locked_until = null, updated_at = now(),
              next_attempt_at = now() + ${delay}::double precision * interval '1 millisecond'
          where id = ${job.id}`,
    );
    logger.warn(
      { leadId: job.lead_id, attempts: job.attempts, retryInMs: delay, error: lastError },
      'Lead notification failed; will retry',
    );
  }

  async function release(jobs: JobRow[]): Promise<void> {
    if (jobs.length === 0) return;
    const ids = jobs.map((job) => job.id);
    await db.execute(
      sql`update notification_jobs set locked_until = null, attempts = attempts - 1
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }

  async function runOnce(): Promise<number> {
    if (!emailOn && !webhookOn) return skipDue();
    const jobs = await claim();
    for (const [index, job] of jobs.entries()) {
      if (stopping) {
        // Shutting down: hand the rest back at once instead of leaving them locked for a lease.
        await release(jobs.slice(index)).catch(() => {});
        return index;
      }
      try {
        await handle(job);
      } catch (error) {
        // The database went away mid-job: the claim expires and a worker tries again.
        logger.error({ err: error, leadId: job.lead_id }, 'Could not record a lead notification');
      }
    }
    return jobs.length;
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (!stopping)
      timer = setTimeout(() => {
        wakeScheduled = false;
        void loop();
      }, delay);
  }

  async function loop(): Promise<void> {
    if (current) {
      again = true;
      return;
    }
    let handled = 0;
    try {
      current = runOnce();
      handled = await current;
    } catch (error) {
      logger.warn({ err: error }, 'Could not claim lead notifications');
    } finally {
      current = null;
    }
    // A full batch may mean more are due; a wake-up during the run means a new job arrived.
    const more = handled >= batchSize;
    const woken = again;
    again = false;
    schedule(more ? 0 : woken ? WAKE_DELAY_MS : pollMs);
  }

  return {
    runOnce,
    wake: () => {
      // Without a channel there is nothing to send; leads are stored with their job skipped.
      if (stopping || (!emailOn && !webhookOn)) return;
      if (current) again = true;
      else if (!wakeScheduled) {
        // Leads arriving together are notified together.
        wakeScheduled = true;
        schedule(WAKE_DELAY_MS);
      }
    },
    start: () => schedule(0),
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      if (current) await Promise.race([current.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 500))]);
      transport?.close();
    },
  };
}

// Workers running in this process, woken when a lead is stored so staff hear of it at once.
const running = globalThis as typeof globalThis & { __notificationWorkers?: Set<NotificationWorker> };

export function registerWorker(worker: NotificationWorker): () => void {
  running.__notificationWorkers ??= new Set();
  running.__notificationWorkers.add(worker);
  return () => running.__notificationWorkers?.delete(worker);
}

export function wakeNotificationWorkers(): void {
  for (const worker of running.__notificationWorkers ?? []) worker.wake();
}

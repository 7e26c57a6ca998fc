// Payment reminders (decision 167): a milestone asked for and still unpaid 'Remind after' days
// (billing_settings, default 3) after its request gets the customer a polite reminder with the pay
// link; then one a week apart, at most three, never on a Sunday (India's calendar). The milestone's
// own counters (`reminders_sent`, `last_reminder_at`) are the claim: one UPDATE moves them only
// while every rule still holds, so two sweeps at once (two processes) claim each reminder once, and
// the mail job is named after the milestone and the reminder's number, so enqueuing it twice makes
// one job. A sweep runs every minute on the job engine, and at once when a test moves the clock.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { customerProjects, projectMilestones } from '#db/schema.ts';
import type { Env } from '#app/lib/env.server.ts';
import { jobIdFor } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { MAIL_QUEUE_OPTIONS, startMailQueue } from '#app/lib/mail-queue.server.ts';
import { unseal } from '#app/lib/seal.server.ts';
import { PAY_LINK_SEAL } from '#app/features/billing/pay/pay-link.server.ts';
import type { BackgroundTask, RunningTask } from '#app/lib/services.server.ts';
import { onClockMoved } from '#app/lib/test-clock.server.ts';
import { TIME_ZONE } from '#app/lib/format.ts';
import { company } from '#content/company.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import { remindAfterDays } from '#app/features/billing/payments-screen/payments-overview.server.ts';

export const PAYMENT_REMINDER_SWEEP_QUEUE = 'payment-reminder-sweep';
export const PAYMENT_REMINDER_MAIL_QUEUE = 'payment-reminder-mail';
/** What the pay link's token is sealed for in `project_milestones.pay_link_sealed`. */
export const PAY_LINK_SEAL_PURPOSE = PAY_LINK_SEAL;
export const MAX_PAYMENT_REMINDERS = 3;
export const DAYS_BETWEEN_REMINDERS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PaymentReminderJob = { milestoneId: string; number: number };

/** Sunday in India at this moment. */
export function isIndianSunday(now: Date): boolean {
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: TIME_ZONE }).format(now);
  return weekday === 'Sun';
}

/**
 * Claims the reminders due at `now`: each milestone asked for (with its pay link) `Remind after`
 * days ago or more, not fully paid, reminded fewer than three times and not in the last seven
 * days. Nothing on a Sunday. Returns what it claimed, each with the reminder's number (1 to 3).
 */
export async function claimPaymentReminders(db: Database, now: Date): Promise<PaymentReminderJob[]> {
  if (isIndianSunday(now)) return [];
  const days = await remindAfterDays(db);
  const at = now.toISOString();
  const askedBy = new Date(now.getTime() - days * DAY_MS).toISOString();
  const remindedBy = new Date(now.getTime() - DAYS_BETWEEN_REMINDERS * DAY_MS).toISOString();
  // The conditions stand in the UPDATE itself: a sweep that waited on another's row lock reads the
  // row again and finds it reminded just now.
  const { rows } = await db.execute<{ id: string; reminders_sent: number }>(sql`
    update project_milestones m
    set reminders_sent = m.reminders_sent + 1, last_reminder_at = ${at}::timestamptz
    where m.status in ('requested', 'invoiced')
      and m.requested_at is not null and m.pay_link_sealed is not null
      and m.requested_at <= ${askedBy}::timestamptz
      and m.reminders_sent < ${MAX_PAYMENT_REMINDERS}
      and (m.last_reminder_at is null or m.last_reminder_at <= ${remindedBy}::timestamptz)
      and m.amount_paise > coalesce((select sum(p.amount_paise) from payments p where p.milestone_id = m.id), 0)
    returning m.id, m.reminders_sent`);
  return rows.map((row) => ({ milestoneId: row.id, number: Number(row.reminders_sent) }));
}

export type PaymentReminderMail = { to: string; subject: string; text: string };

/**
 * The reminder as things stand when it goes: none (null) when the milestone was paid meanwhile,
 * or its pay link cannot be opened.
 */
export async function composePaymentReminder(
  db: Database,
  job: PaymentReminderJob,
  { siteUrl, secrets }: { siteUrl: string; secrets: readonly string[] },
): Promise<PaymentReminderMail | null> {
  const [row] = await db
    .select({
      label: projectMilestones.label,
      amountPaise: projectMilestones.amountPaise,
      sealed: projectMilestones.payLinkSealed,
      customerName: customerProjects.customerName,
      customerEmail: customerProjects.customerEmail,
      received: sql<string>`coalesce((select sum(p.amount_paise) from payments p where p.milestone_id = ${projectMilestones.id}), 0)`,
    })
    .from(projectMilestones)
    .innerJoin(customerProjects, eq(customerProjects.id, projectMilestones.projectId))
    .where(eq(projectMilestones.id, job.milestoneId));
  if (!row?.sealed) return null;
  const duePaise = row.amountPaise - Number(row.received);
  if (duePaise <= 0) return null;
  const token = unseal(row.sealed, secrets, PAY_LINK_SEAL_PURPOSE);
  if (!token) return null;
  const link = `${siteUrl}/pay/${token}`;
  const firstName = row.customerName.trim().split(/\s+/)[0] || row.customerName;
  return {
    to: row.customerEmail,
    subject: `A gentle reminder: ${row.label}, ${formatPaise(duePaise)}`,
    text: [
      `Dear ${firstName},`,
      '',
      `This is a gentle reminder that the payment for "${row.label}" of ${formatPaise(duePaise)} is still due.`,
      'You can pay by UPI, bank transfer or online here:',
      link,
      '',
      'If you have paid already, thank you, and please ignore this message.',
      '',
      company.name,
      `${company.phone.display} · ${company.email}`,
    ].join('\n'),
  };
}

/** One sweep: claims what is due and sends each its mail job. */
export async function sweepPaymentReminders(db: Database, jobs: JobEngine, now = new Date()): Promise<PaymentReminderJob[]> {
  const claimed = await claimPaymentReminders(db, now);
  if (claimed.length > 0)
    await jobs.enqueueMany(
      PAYMENT_REMINDER_MAIL_QUEUE,
      claimed.map((job) => ({ id: jobIdFor(`payment-reminder:${job.milestoneId}:${job.number}`), data: job })),
    );
  return claimed;
}

export async function startPaymentReminders({
  env,
  db,
  jobs,
  secrets,
  logger,
  pollSeconds = 2,
}: {
  env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>;
  db: Database;
  jobs: JobEngine;
  secrets: () => readonly string[];
  logger: { info(details: object, message: string): void; warn(details: object, message: string): void };
  pollSeconds?: number;
}): Promise<RunningTask> {
  // Without a mail server nothing is claimed: a reminder claimed and never sent would count.
  if (!env.SMTP_URL) return { stop: async () => {} };
  await jobs.defineQueue(PAYMENT_REMINDER_SWEEP_QUEUE, { retryLimit: 3, retryDelay: 10, retryBackoff: true });
  const mail = await startMailQueue<PaymentReminderJob>(
    { env, jobs, logger },
    {
      queue: PAYMENT_REMINDER_MAIL_QUEUE,
      options: { ...MAIL_QUEUE_OPTIONS, retryLimit: 20, retryDelayMax: 3600 },
      compose: (job) => composePaymentReminder(db, job.data, { siteUrl: env.SITE_URL, secrets: secrets() }),
      messageId: (job) => `payment-reminder.${job.id}`,
      warning: 'A payment reminder was not sent; it will be retried',
      concurrency: 4,
      pollSeconds,
    },
  );
  const run = async () => {
    const claimed = await sweepPaymentReminders(db, jobs);
    if (claimed.length > 0) {
      mail.wake();
      logger.info({ claimed: claimed.length }, 'Payment reminders fell due');
    }
  };
  await run().catch((error: unknown) => logger.warn({ err: error }, 'Could not look for payment reminders at start'));
  await jobs.schedule(PAYMENT_REMINDER_SWEEP_QUEUE, '* * * * *');
  const sweeper = await jobs.work(PAYMENT_REMINDER_SWEEP_QUEUE, run, { pollSeconds });
  const stopFollowingClock = onClockMoved(() => void run().catch((error: unknown) => logger.warn({ err: error }, 'Could not sweep')));
  return {
    async stop() {
      stopFollowingClock();
      await sweeper.stop();
      await mail.stop();
    },
  };
}

/** The payment reminders' task; `secretsOf` gives the session secrets the pay link is sealed under. */
export function paymentRemindersTask(secretsOf: (env: Env) => string[]): BackgroundTask {
  return {
    name: 'payment-reminders',
    start: ({ env, db, jobs, logger }) => startPaymentReminders({ env, db, jobs, logger, secrets: () => secretsOf(env) }),
  };
}

// The e-mails of the first-response clock and of follow-ups, on the job engine (decision 114).
//
// A sweep claims what fell due, each thing once: a row in reminder_mails per follow-up falling
// due, lead 'Overdue', lead 'Escalated' and member's 'Your day', written by one statement per kind
// that skips what has its row already (so two sweeps at once, in two processes, claim each thing
// once). Each row it claimed gets a job on the queue 'reminder-mail', named after the row's key,
// that builds the mail from the database as it is then and records what it did on the row. The
// sweep runs at the task's start, every minute (one recurring job for all processes), at the next
// moment something falls due (a job it sends itself), and at a follow-up's time when one is set. A
// row whose job was lost (a crash between the claim and the send of its job) is sent its job again
// by a later sweep: enqueuing by the same id twice makes one job.
import nodemailer from 'nodemailer';
import { and, eq, gt, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, reminderMails, userRoles, users } from '#db/schema.ts';
import type { Env } from '#app/lib/env.server.ts';
import { jobIdFor } from '#app/lib/jobs.server.ts';
import type { EngineJob, JobEngine } from '#app/lib/jobs.server.ts';
import { mailSender, smtpPoolOptions } from '#app/lib/mail.server.ts';
import { readResponseSettings, escalationDueAt } from '#app/lib/response-settings.server.ts';
import type { ResponseSettings } from '#app/lib/response-settings.ts';
import { runningTaskIfReady } from '#app/lib/services.server.ts';
import { onClockMoved } from '#app/lib/test-clock.server.ts';
import type { BackgroundTask, RunningTask } from '#app/lib/services.server.ts';
import { activeLeadMember, composeReminder, indiaDay } from '#app/features/sales/response/reminder-mails.server.ts';

export const RESPONSE_CLOCK_QUEUE = 'response-clock';
export const REMINDER_MAIL_QUEUE = 'reminder-mail';
/** The recurring job that deletes old claims, daily at 03:20 India time. */
export const PRUNE_REMINDER_MAILS_QUEUE = 'prune-reminder-mails';
const EVERY_MINUTE = '* * * * *';
const DAILY_AT_0320 = '20 3 * * *';

const MINUTE = 60_000;
/** A follow-up that fell due longer ago than this (the server was down) gets no reminder. */
const FOLLOW_UP_LOOKBACK_MS = 24 * 60 * MINUTE;
/** Leads whose first response fell due longer ago than this are no longer mailed about. */
const RESPONSE_LOOKBACK_MS = 14 * 24 * 60 * MINUTE;
/** A claimed row with no outcome this long after its claim has its job sent again (the job was lost). */
const LOST_JOB_AFTER_MS = 2 * MINUTE;
/**
 * Claims are kept this long after they were made, as the history of what was sent, then deleted.
 * Far longer than every look-back above: a claim is never deleted while its absence could make a
 * sweep claim the same thing again.
 */
export const KEEP_REMINDER_MAILS_MS = 90 * 24 * 60 * MINUTE;
/** 'Your day' goes from 9:30 India time on a working day; a server that starts later that hour still sends it. */
const YOUR_DAY_FROM = 9 * 60 + 30;
const YOUR_DAY_UNTIL = 10 * 60 + 30;
/** The sweep sends itself a job for the next moment something falls due, when that is this close. */
const NEXT_SWEEP_WITHIN_MS = 2 * MINUTE;

/** The job that sends one reminder: the key of its row. */
export type ReminderMailJob = { key: string };

const leads = contactSubmissions;
const iso = (moment: Date) => moment.toISOString();

/**
 * Claims what is due at `now` and not claimed yet; returns the keys this call claimed and when the
 * next thing falls due (null: nothing known). Raw SQL for the claims: an insert from a select that
 * skips what another sweep claimed meanwhile (`on conflict do nothing`) and says what it wrote.
 */
export async function claimDue(db: Database, now: Date, settings: ResponseSettings): Promise<{ claimed: string[]; next: Date | null }> {
  const followUpsSince = new Date(now.getTime() - FOLLOW_UP_LOOKBACK_MS);
  const responsesSince = new Date(now.getTime() - RESPONSE_LOOKBACK_MS);
  const claimed: string[] = [];
  const keysOf = (rows: Array<{ key: string }>) => claimed.push(...rows.map((row) => row.key));

  // A follow-up falling due: once per lead and follow-up time (a new time is a new reminder).
  const followUpKey = sql`'follow-up:' || c.id || ':' || (extract(epoch from c.next_follow_up_at) * 1000000)::bigint`;
  keysOf(
    (
      await db.execute<{ key: string }>(sql`
        insert into reminder_mails (key, kind, lead_id, due_at)
        select ${followUpKey}, 'follow_up', c.id, c.next_follow_up_at
        from contact_submissions c
        where c.next_follow_up_at <= ${iso(now)}::timestamptz and c.next_follow_up_at > ${iso(followUpsSince)}::timestamptz
          and c.assigned_to is not null
          and not exists (select 1 from reminder_mails r where r.key = ${followUpKey})
        on conflict (key) do nothing
        returning key`)
    ).rows,
  );

  // 'Overdue': to the assignee, once per lead (an unassigned lead is claimed when it is assigned).
  keysOf(
    (
      await db.execute<{ key: string }>(sql`
        insert into reminder_mails (key, kind, lead_id, due_at)
        select 'overdue:' || c.id, 'overdue', c.id, c.response_due_at
        from contact_submissions c
        where c.first_contact_at is null and c.response_due_at <= ${iso(now)}::timestamptz
          and c.response_due_at > ${iso(responsesSince)}::timestamptz and c.assigned_to is not null
          and not exists (select 1 from reminder_mails r where r.key = 'overdue:' || c.id)
        on conflict (key) do nothing
        returning key`)
    ).rows,
  );

  // 'Escalated': to the admins at twice 'Respond within' (working hours, read here: the database
  // cannot count them), once per lead.
  const waiting = await db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(
      and(
        isNull(leads.firstContactAt),
        lte(leads.responseDueAt, now),
        gt(leads.responseDueAt, responsesSince),
        sql`not exists (select 1 from reminder_mails r where r.key = 'escalated:' || ${leads.id})`,
      ),
    );
  const escalations = waiting.map((lead) => ({ id: lead.id, at: escalationDueAt(lead.createdAt, settings) }));
  const dueNow = escalations.filter((lead): lead is { id: string; at: Date } => lead.at !== null && lead.at <= now);
  if (dueNow.length > 0) {
    const values = dueNow.map((lead) => sql`(${`escalated:${lead.id}`}, 'escalated', ${lead.id}::uuid, ${iso(lead.at)}::timestamptz)`);
    keysOf(
      (
        await db.execute<{ key: string }>(
          sql`insert into reminder_mails (key, kind, lead_id, due_at) values ${sql.join(values, sql`, `)} on conflict (key) do nothing returning key`,
        )
      ).rows,
    );
  }

  // 'Your day': from 9:30 on a working day, once per member and day, to those who keep it on.
  const today = indiaDay(now);
  if (settings.hours.days.includes(today.weekday) && today.minutes >= YOUR_DAY_FROM && today.minutes < YOUR_DAY_UNTIL) {
    const at = new Date(today.start.getTime() + YOUR_DAY_FROM * MINUTE);
    const members = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(and(activeLeadMember, eq(users.yourDayEmail, true)));
    if (members.length > 0) {
      const values = members.map(
        (member) => sql`(${`your-day:${member.id}:${today.day}`}, 'your_day', ${member.id}::uuid, ${iso(at)}::timestamptz)`,
      );
      keysOf(
        (
          await db.execute<{ key: string }>(
            sql`insert into reminder_mails (key, kind, member_id, due_at) values ${sql.join(values, sql`, `)} on conflict (key) do nothing returning key`,
          )
        ).rows,
      );
    }
  }

  // When the next thing falls due: a follow-up, a first response, an escalation.
  const [[followUp], [response]] = await Promise.all([
    db
      .select({ at: min(leads.nextFollowUpAt) })
      .from(leads)
      .where(gt(leads.nextFollowUpAt, now)),
    db
      .select({ at: min(leads.responseDueAt) })
      .from(leads)
      .where(and(isNull(leads.firstContactAt), isNotNull(leads.responseDueAt), gt(leads.responseDueAt, now))),
  ]);
  const upcoming = [followUp?.at, response?.at, ...escalations.map((lead) => lead.at)]
    .filter((moment): moment is Date => moment instanceof Date && moment > now)
    .sort((a, b) => a.getTime() - b.getTime());
  return { claimed, next: upcoming[0] ?? null };
}

/** Rows claimed a while ago whose job has not done its work: their jobs, again (the same ids). */
async function unfinished(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ key: reminderMails.key })
    .from(reminderMails)
    .where(
      and(
        isNull(reminderMails.outcome),
        lte(reminderMails.createdAt, new Date(now.getTime() - LOST_JOB_AFTER_MS)),
        gt(reminderMails.createdAt, new Date(now.getTime() - FOLLOW_UP_LOOKBACK_MS)),
      ),
    );
  return rows.map((row) => row.key);
}

/** Deletes the claims made before `before` (a job run twice deletes nothing the second time); how many. */
export async function pruneReminderMails(db: Database, before: Date): Promise<number> {
  if (Date.now() - before.getTime() < Math.max(FOLLOW_UP_LOOKBACK_MS, RESPONSE_LOOKBACK_MS))
    throw new Error('Reminder claims inside the look-back windows are still needed');
  // Counted in the database: a first prune of a large table would otherwise bring every key back.
  const { rows } = await db.execute<{ n: number }>(
    sql`with gone as (delete from reminder_mails where created_at < ${iso(before)}::timestamptz returning 1) select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

export type SweepRun = { claimed: number; resent: number; next: Date | null };

/** One sweep: claims what is due, sends each its job, sends lost jobs again, and a job for the next moment something falls due. */
export async function sweep(db: Database, jobs: JobEngine, now = new Date()): Promise<SweepRun> {
  const settings = await readResponseSettings(db);
  const { claimed, next } = await claimDue(db, now, settings);
  const lost = (await unfinished(db, now)).filter((key) => !claimed.includes(key));
  const keys = [...claimed, ...lost];
  if (keys.length > 0)
    await jobs.enqueueMany(
      REMINDER_MAIL_QUEUE,
      keys.map((key) => ({ id: jobIdFor(key), data: { key } })),
    );
  if (next && next.getTime() - now.getTime() <= NEXT_SWEEP_WITHIN_MS) await sweepAt(jobs, next);
  return { claimed: claimed.length, resent: lost.length, next };
}

/** A sweep at this moment, once however many processes ask for it. */
function sweepAt(jobs: JobEngine, moment: Date): Promise<string | null> {
  return jobs.enqueue(RESPONSE_CLOCK_QUEUE, {}, { id: jobIdFor(`sweep:${moment.getTime()}`), runAt: moment });
}

export type ReminderMailer = { send(mail: { to: string[]; subject: string; text: string; messageId: string }): Promise<void> };

/**
 * Sends the mail one reminder row asks for, or records why none goes; a row done before (a job
 * run twice) is left alone. Before sending, the job must still be this attempt's (`stillHeld`): a
 * job another process took over after its claim expired is left to it. The Message-ID is the same
 * on every attempt.
 */
export async function deliverReminder(
  db: Database,
  {
    job,
    siteUrl,
    mailer,
    stillHeld,
    now = () => new Date(),
  }: {
    job: Pick<EngineJob<ReminderMailJob>, 'id' | 'data'>;
    siteUrl: string;
    mailer: ReminderMailer;
    stillHeld: () => Promise<boolean>;
    now?: () => Date;
  },
): Promise<'sent' | 'skipped' | 'done-before' | 'not-held'> {
  const [row] = await db.select().from(reminderMails).where(eq(reminderMails.key, job.data.key));
  if (!row || row.outcome) return 'done-before';
  const mail = await composeReminder(db, row, now(), siteUrl);
  const record = (outcome: 'sent' | 'skipped', note: string) =>
    db
      .update(reminderMails)
      .set({ outcome, note, doneAt: sql`now()` })
      .where(and(eq(reminderMails.key, row.key), isNull(reminderMails.outcome)));
  if ('skip' in mail) {
    await record('skipped', mail.skip);
    return 'skipped';
  }
  if (!(await stillHeld())) return 'not-held';
  await mailer.send({ ...mail, messageId: `<reminder.${job.id}@${new URL(siteUrl).hostname}>` });
  await record('sent', mail.to.join(', '));
  return 'sent';
}

export type ResponseClock = RunningTask & {
  /** A sweep at each of these moments still to come (a follow-up just set): its reminder goes at once. */
  remind(moments: Array<Date | null>): Promise<void>;
};

export type ResponseClockOptions = {
  env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>;
  db: Database;
  jobs: JobEngine;
  logger: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** How often the workers look for jobs nobody woke them for (seconds). */
  pollSeconds?: number;
};

/** Starts the sweeps and the mail worker; without SMTP_URL there is nothing to send and nothing is claimed. */
export async function startResponseClock({ env, db, jobs, logger, pollSeconds = 2 }: ResponseClockOptions): Promise<ResponseClock> {
  await jobs.defineQueue(RESPONSE_CLOCK_QUEUE, { retryLimit: 3, retryDelay: 10, retryBackoff: true });
  await jobs.defineQueue(REMINDER_MAIL_QUEUE, {
    retryLimit: 20,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    // Claims beat while they run, so that another process takes over a dead one's (decision 148).
    heartbeatSeconds: 30,
  });
  await jobs.schedule(PRUNE_REMINDER_MAILS_QUEUE, DAILY_AT_0320);
  const pruner = await jobs.work(PRUNE_REMINDER_MAILS_QUEUE, async () => {
    const deleted = await pruneReminderMails(db, new Date(Date.now() - KEEP_REMINDER_MAILS_MS));
    if (deleted > 0) logger.info({ deleted }, 'Old reminder claims deleted');
  });
  if (!env.SMTP_URL) return { remind: async () => {}, stop: () => pruner.stop() };
  const transport = nodemailer.createTransport(smtpPoolOptions(env.SMTP_URL, 8));
  const from = mailSender(env);
  const mailer: ReminderMailer = {
    send: async ({ to, subject, text, messageId }) => {
      await transport.sendMail({ from, to, subject, text, messageId });
    },
  };
  const mailWorker = await jobs.work<ReminderMailJob>(
    REMINDER_MAIL_QUEUE,
    async (job) => {
      try {
        await deliverReminder(db, {
          job,
          siteUrl: env.SITE_URL,
          mailer,
          stillHeld: () => jobs.stillHeld({ name: REMINDER_MAIL_QUEUE, id: job.id, retryCount: job.retryCount }),
        });
      } catch (error) {
        logger.warn(
          { err: { message: (error as Error).message }, attempt: job.attempt },
          'A reminder e-mail was not sent; it will be retried',
        );
        throw error;
      }
    },
    // A reminder whose process died goes out from another within seconds (decision 148).
    { concurrency: 16, pollSeconds, takeOver: true },
  );
  const run = async () => {
    const done = await sweep(db, jobs);
    if (done.claimed + done.resent > 0) {
      mailWorker.wake();
      logger.info({ claimed: done.claimed, resent: done.resent }, 'Reminder e-mails fell due');
    }
  };
  // What fell due while no server ran, before anything else.
  await run().catch((error: unknown) => logger.warn({ err: error }, 'Could not look for reminders at start'));
  await jobs.schedule(RESPONSE_CLOCK_QUEUE, EVERY_MINUTE);
  const sweeper = await jobs.work(RESPONSE_CLOCK_QUEUE, run, { pollSeconds });
  // A test that moves the clock (decision 149) gets the sweep the passed minutes would have run.
  const stopFollowingClock = onClockMoved(() => void run().catch((error: unknown) => logger.warn({ err: error }, 'Could not sweep')));
  return {
    async remind(moments) {
      const now = Date.now();
      for (const moment of moments) if (moment && moment.getTime() > now) await sweepAt(jobs, moment);
    },
    async stop() {
      stopFollowingClock();
      await sweeper.stop();
      await mailWorker.stop();
      await pruner.stop();
      transport.close();
    },
  };
}

export const responseClockTask: BackgroundTask<ResponseClock> = {
  name: 'response-clock',
  start: ({ env, db, jobs, logger }) => startResponseClock({ env, db, jobs, logger }),
};

/**
 * After a follow-up was set: a sweep at its time, so its reminder goes within seconds. Best effort:
 * without it the minute's sweep sends it.
 */
export async function remindFollowUp(moment: Date | null, log: { warn(details: object, message: string): void }): Promise<void> {
  if (!moment) return;
  try {
    await runningTaskIfReady(responseClockTask)?.remind([moment]);
  } catch (error) {
    log.warn({ err: error }, 'Could not send the job for a follow-up reminder (the minute sweep still runs)');
  }
}

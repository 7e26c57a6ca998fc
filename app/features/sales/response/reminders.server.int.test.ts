// The reminder e-mails on both databases, with the job engine and a real SMTP exchange (decision
// 114): a follow-up falling due, a lead 'Overdue' (its assignee) and 'Escalated' (the admins), and
// 'Your day', each sent once with two app processes sweeping at the same time (two job engines and
// their workers on one database), after a restart, and after a job lost between its claim and its
// send; a new follow-up time is a new reminder; a member who turned reminders off gets none.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, leadEvents, reminderMails, siteVisits, teamSettings, users } from '#db/schema.ts';
import { leadEvent } from '#db/lead-events.ts';
import type { Env } from '#app/lib/env.server.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { saveResponseSettings } from '#app/lib/response-settings.server.ts';
import { insertLead, prepareLead } from '#app/features/intake/lead-store.server.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import { indiaDay } from '#app/features/sales/response/reminder-mails.server.ts';
import {
  KEEP_REMINDER_MAILS_MS,
  pruneReminderMails,
  REMINDER_MAIL_QUEUE,
  startResponseClock,
  sweep,
} from '#app/features/sales/response/reminders.server.ts';
import type { ResponseClock } from '#app/features/sales/response/reminders.server.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { installJobQueues } from '../../../../tests/support/jobs.ts';
import { goodLeads, startSmtpServer } from '../../../../tests/support/leads.ts';
import type { MailServer } from '../../../../tests/support/leads.ts';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { until, wait } from '../../../../tests/support/waiting.ts';

const logger = pino({ level: 'silent' });
const MINUTE = 60_000;
/** Every day, all day: the tests run at any hour. */
const ALWAYS = { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '00:00', timeZone: 'Asia/Kolkata' };

describe.each(drivers)('reminder e-mails on %s', (driver) => {
  let database: TestDatabase;
  let smtp: MailServer;
  let env: Env;
  let admin: string;
  const db = () => database.db;
  /** The "processes": a job engine each, with the reminders' task on it. */
  const processes: Array<{ engine: JobEngine; clock: ResponseClock }> = [];

  async function startProcess() {
    const engine = await startJobEngine({
      logger,
      database: database.pglite ? { pglite: database.pglite } : { url: database.url! },
      supervise: false,
    });
    const clock = await startResponseClock({ env, db: db(), jobs: engine, logger, pollSeconds: 0.5 });
    const started = { engine, clock };
    processes.push(started);
    return started;
  }

  async function stopProcess(process: { engine: JobEngine; clock: ResponseClock }) {
    await process.engine.stop();
    await process.clock.stop();
    processes.splice(processes.indexOf(process), 1);
  }

  let counter = 0;
  /** A lead that arrived `minutesAgo`, assigned to `assignee` (the database keeps an assignee given). */
  async function lead(name: string, minutesAgo: number, assignee: string | null) {
    counter += 1;
    const checked = validateLead('cta', {
      ...goodLeads.cta,
      name,
      email: `reminder-${counter}-${randomUUID().slice(0, 6)}@example.com`,
      phone: `9${String(600000000 + counter * 7919).padStart(9, '0')}`,
    });
    if (!checked.ok) throw new Error('invalid test lead');
    const prepared = prepareLead(checked.lead, {}, randomUUID(), new Date(Date.now() - minutesAgo * MINUTE));
    prepared.lead.assignedTo = assignee;
    expect(await insertLead(db(), prepared)).toBe(true);
    return prepared.lead.id;
  }

  const contact = (leadId: string, by: string) =>
    db()
      .insert(leadEvents)
      .values(leadEvent(leadId, 'note_added', { body: 'Called.' }, by));
  const followUp = (leadId: string, at: Date) =>
    db().update(contactSubmissions).set({ nextFollowUpAt: at }).where(eq(contactSubmissions.id, leadId));
  const mailsTo = (email: string, subject: RegExp) => smtp.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  /** Both processes sweep at once, twice. */
  async function sweepEverywhere(now?: Date) {
    for (let round = 0; round < 2; round++) await Promise.all(processes.map(({ engine }) => sweep(db(), engine, now)));
  }
  async function settled() {
    // Every reminder job done.
    await until(async () => {
      const pending = await db().execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${REMINDER_MAIL_QUEUE} and state in ('created', 'retry', 'active')`,
      );
      return pending.rows[0]!.n === 0;
    }, 30_000);
    // Anything sent twice would have arrived by now.
    await wait(1_000);
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    smtp = await startSmtpServer();
    env = { SMTP_URL: smtp.url, NOTIFY_EMAIL_FROM: 'studio@aangan.example', SITE_URL: 'https://aangan.example' } as Env;
    admin = (await insertStaffUser(db(), 'reminder-admin@example.com', 'admin')).id;
    await saveResponseSettings(db(), { settings: { respondWithinMinutes: 15, hours: ALWAYS }, actorId: admin });
    await startProcess();
    await startProcess();
    // A new migrated template is made first when the migrations changed: minutes on a busy machine.
  }, 240_000);
  afterAll(async () => {
    for (const process of [...processes]) await stopProcess(process);
    await smtp?.close();
    await database?.cleanup();
  });

  it("sends a follow-up's reminder, 'Overdue' and 'Escalated' once from two processes, and again after a restart nothing", async () => {
    const ravi = (await insertStaffUser(db(), 'ravi.reminders@example.com', 'sales')).id;
    // Due 25 minutes ago, escalated 10 minutes ago (15 minutes to respond, every hour a working one).
    const late = await lead('Late Lakshmi', 40, ravi);
    // Due 5 minutes ago: overdue, not yet escalated.
    const waiting = await lead('Waiting Wasim', 20, ravi);
    // Overdue and unassigned: escalated, but nobody to tell it is overdue.
    await lead('Nobody Naveen', 40, null);
    // Contacted in time: no 'Overdue'; its follow-up fell due a moment ago.
    const called = await lead('Called Chitra', 40, ravi);
    await contact(called, ravi);
    const dueAt = new Date(Date.now() - 5_000);
    await followUp(called, dueAt);

    await sweepEverywhere();
    await until(() => smtp.messages.length >= 5, 30_000);
    await settled();
    expect(mailsTo('ravi.reminders@example.com', /^Follow-up due: Called Chitra$/)).toHaveLength(1);
    expect(mailsTo('ravi.reminders@example.com', /^Overdue: Late Lakshmi/)).toHaveLength(1);
    expect(mailsTo('ravi.reminders@example.com', /^Overdue: Waiting Wasim/)).toHaveLength(1);
    expect(mailsTo('ravi.reminders@example.com', /Called Chitra|Nobody Naveen/).filter((m) => m.subject.startsWith('Overdue'))).toEqual([]);
    expect(mailsTo('reminder-admin@example.com', /^Escalated: Late Lakshmi/)).toHaveLength(1);
    expect(mailsTo('reminder-admin@example.com', /^Escalated: Nobody Naveen/)).toHaveLength(1);
    expect(mailsTo('reminder-admin@example.com', /^Escalated: Waiting Wasim/)).toEqual([]);
    const overdue = mailsTo('ravi.reminders@example.com', /^Overdue: Late Lakshmi/)[0]!;
    expect(overdue.text).toContain(`https://aangan.example/admin/leads/${late}`);
    // The call to action's lead in staff's words: its service as its notification says, its form by name.
    expect(overdue.text).toContain('Late Lakshmi (Quick Consultation), enquired');
    expect(overdue.text).toContain('· Quick consultation form');
    expect(overdue.text).not.toContain('CTA Form Submission');
    expect(overdue.headers['message-id']).toMatch(/^<reminder\.[0-9a-f-]{36}@aangan\.example>$/);
    const sentBefore = smtp.messages.length;

    // A restart: one process stops, a new one starts (and sweeps as it starts); both sweep again.
    await stopProcess(processes[0]!);
    await startProcess();
    await sweepEverywhere();
    await settled();
    expect(smtp.messages.length).toBe(sentBefore);

    // Waiting Wasim reaches twice the time (here: the sweep is told it is 11 minutes later).
    await sweepEverywhere(new Date(Date.now() + 11 * MINUTE));
    await until(() => mailsTo('reminder-admin@example.com', /^Escalated: Waiting Wasim/).length > 0, 30_000);
    await settled();
    expect(mailsTo('reminder-admin@example.com', /^Escalated: Waiting Wasim/)).toHaveLength(1);
    expect(await db().select().from(reminderMails).where(eq(reminderMails.leadId, waiting))).toHaveLength(2);

    // A new follow-up time is a new reminder, once.
    await followUp(called, new Date(Date.now() - 1_000));
    await sweepEverywhere();
    await until(() => mailsTo('ravi.reminders@example.com', /^Follow-up due: Called Chitra$/).length >= 2, 30_000);
    await settled();
    expect(mailsTo('ravi.reminders@example.com', /^Follow-up due: Called Chitra$/)).toHaveLength(2);
  }, 120_000);

  it('sends the job of a claim whose job was lost, once; skips a reminder the member turned off or the lead outgrew', async () => {
    const meera = (await insertStaffUser(db(), 'meera.reminders@example.com', 'sales')).id;
    const lost = await lead('Lost Job Lalit', 0, meera);
    await contact(lost, meera);
    const at = new Date(Date.now() - 2_000);
    await followUp(lost, at);
    // A claim written by a process that died before it sent the job.
    const key = `follow-up:${lost}:${at.getTime() * 1000}`;
    await db().insert(reminderMails).values({ key, kind: 'follow_up', leadId: lost, dueAt: at });
    await sweepEverywhere();
    await settled();
    expect(mailsTo('meera.reminders@example.com', /Lost Job Lalit/)).toEqual([]);
    // Two minutes on, the sweep sends its job again.
    await sweepEverywhere(new Date(Date.now() + 3 * MINUTE));
    await until(() => mailsTo('meera.reminders@example.com', /^Follow-up due: Lost Job Lalit$/).length > 0, 30_000);
    await settled();
    expect(mailsTo('meera.reminders@example.com', /^Follow-up due: Lost Job Lalit$/)).toHaveLength(1);

    // Turned off on the Account page: claimed, and recorded as skipped.
    await db().update(users).set({ followUpReminders: false }).where(eq(users.id, meera));
    const quiet = await lead('Quiet Qadir', 0, meera);
    await contact(quiet, meera);
    await followUp(quiet, new Date(Date.now() - 1_000));
    // Moved before its reminder went: the reminder of the old time is skipped.
    const moved = await lead('Moved Mohan', 0, admin);
    await contact(moved, admin);
    await followUp(moved, new Date(Date.now() - 1_000));
    const claimed = await sweep(db(), processes[0]!.engine);
    expect(claimed.claimed).toBeGreaterThanOrEqual(2);
    await followUp(moved, new Date(Date.now() + 60 * MINUTE));
    await settled();
    const outcomes = await db()
      .select({ leadId: reminderMails.leadId, outcome: reminderMails.outcome, note: reminderMails.note })
      .from(reminderMails)
      .where(inArray(reminderMails.leadId, [quiet, moved]));
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { leadId: quiet, outcome: 'skipped', note: 'the member turned follow-up reminders off' },
        expect.objectContaining({ leadId: moved, outcome: expect.stringMatching(/sent|skipped/) }),
      ]),
    );
    expect(mailsTo('meera.reminders@example.com', /Quiet Qadir/)).toEqual([]);
    await db().update(users).set({ followUpReminders: true }).where(eq(users.id, meera));
  }, 120_000);

  it("sends 'Your day' at 9:30 on a working day, once, with today's follow-ups, site visits and overdue leads; nothing when there is nothing", async () => {
    const today = indiaDay(new Date());
    const at = (hours: number, minutes = 0) => new Date(today.start.getTime() + (hours * 60 + minutes) * MINUTE);
    const nine35 = at(9, 35);
    const priya = (await insertStaffUser(db(), 'priya.day@example.com', 'sales')).id;
    await db().update(users).set({ name: 'Priya' }).where(eq(users.id, priya));
    const idle = (await insertStaffUser(db(), 'idle.day@example.com', 'sales')).id;
    const off = (await insertStaffUser(db(), 'off.day@example.com', 'sales')).id;
    await db().update(users).set({ yourDayEmail: false }).where(eq(users.id, off));

    const visit = await lead('Visit Vani', 0, priya);
    await contact(visit, priya);
    await db()
      .insert(siteVisits)
      .values({ leadId: visit, startsAt: at(15), address: '12 Main Road, HSR Layout', designerId: priya });
    const call = await lead('Call Kiran', 0, priya);
    await contact(call, priya);
    await followUp(call, at(23, 30));
    await lead('Overdue Omkar', 60, priya);
    // Off's day has a follow-up in it, and nothing overdue (an 'Overdue' mail is not 'Your day', and
    // whether the lead is overdue at 9:35 would depend on the hour the test runs).
    const offLead = await lead('Off Oviya', 60, off);
    await contact(offLead, off);
    await followUp(offLead, at(12));

    // Not a working day: nothing.
    await db()
      .update(teamSettings)
      .set({ value: { respondWithinMinutes: 15, days: ALWAYS.days.filter((day) => day !== today.weekday), start: '00:00', end: '00:00' } })
      .where(eq(teamSettings.key, 'first-response'));
    const theirDays = () =>
      db()
        .select()
        .from(reminderMails)
        .where(and(eq(reminderMails.kind, 'your_day'), inArray(reminderMails.memberId, [priya, idle, off])));
    await sweepEverywhere(nine35);
    expect(await theirDays()).toEqual([]);
    await saveResponseSettings(db(), { settings: { respondWithinMinutes: 15, hours: ALWAYS }, actorId: admin });

    // Before 9:30: nothing; at 9:35, from both processes: once each.
    await sweepEverywhere(at(9, 20));
    expect(await theirDays()).toEqual([]);
    await sweepEverywhere(nine35);
    await until(() => mailsTo('priya.day@example.com', /^Your day/).length > 0, 30_000);
    await settled();
    const [day, ...more] = mailsTo('priya.day@example.com', /^Your day/);
    expect(more).toEqual([]);
    expect(day!.subject).toBe('Your day: 1 follow-up, 1 site visit, 1 overdue lead');
    expect(day!.text).toContain('Good morning, Priya.');
    expect(day!.text).toMatch(/Follow-ups today \(1\):\r?\n- 11:30 PM Call Kiran: https:\/\/aangan\.example\/admin\/leads\//);
    expect(day!.text).toContain('3:00 PM Visit Vani, 12 Main Road, HSR Layout');
    expect(day!.text).toContain('Overdue Omkar, due');
    expect(mailsTo('idle.day@example.com', /./)).toEqual([]);
    expect(mailsTo('off.day@example.com', /./)).toEqual([]);
    const rows = await db()
      .select({ memberId: reminderMails.memberId, outcome: reminderMails.outcome, note: reminderMails.note })
      .from(reminderMails)
      .where(and(eq(reminderMails.kind, 'your_day'), inArray(reminderMails.memberId, [priya, idle, off])));
    expect(rows).toEqual(
      expect.arrayContaining([
        { memberId: priya, outcome: 'sent', note: 'priya.day@example.com' },
        { memberId: idle, outcome: 'skipped', note: 'nothing today' },
      ]),
    );
    expect(rows.find((row) => row.memberId === off)).toBeUndefined();
    await db().delete(contactSubmissions).where(eq(contactSubmissions.id, offLead));
  }, 120_000);

  it('deletes claims older than the time they are kept, once, and a sweep does not claim their follow-ups again', async () => {
    const asha = (await insertStaffUser(db(), 'asha.prune@example.com', 'sales')).id;
    const old = await lead('Old Oorja', 0, asha);
    await contact(old, asha);
    const recent = await lead('Recent Rekha', 0, asha);
    await contact(recent, asha);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * MINUTE);
    await followUp(old, daysAgo(100));
    await followUp(recent, daysAgo(10));
    const claim = (leadId: string, at: Date) =>
      db()
        .insert(reminderMails)
        .values({
          key: `follow-up:${leadId}:${at.getTime() * 1000}`,
          kind: 'follow_up',
          leadId,
          dueAt: at,
          createdAt: at,
          outcome: 'sent',
          note: 'asha.prune@example.com',
        });
    await claim(old, daysAgo(100));
    await claim(recent, daysAgo(10));
    const kept = () =>
      db()
        .select({ leadId: reminderMails.leadId })
        .from(reminderMails)
        .where(inArray(reminderMails.leadId, [old, recent]));

    // Inside the look-back windows claims are still needed: refused.
    await expect(pruneReminderMails(db(), daysAgo(1))).rejects.toThrow(/still needed/);
    expect(await kept()).toHaveLength(2);

    const before = new Date(Date.now() - KEEP_REMINDER_MAILS_MS);
    expect(await pruneReminderMails(db(), before)).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual([{ leadId: recent }]);
    // Run twice (a job run again): nothing more.
    expect(await pruneReminderMails(db(), before)).toBe(0);
    await sweepEverywhere();
    await settled();
    expect(await kept()).toEqual([{ leadId: recent }]);
    expect(mailsTo('asha.prune@example.com', /./)).toEqual([]);
  }, 60_000);
});

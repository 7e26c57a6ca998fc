// What each reminder e-mail says and whom it goes to (decision 114), built from the database as it
// is when the mail goes, so a lead contacted (or a follow-up moved) since it fell due is not
// mailed about: 'Follow-up due' to the assignee, 'Overdue' to the assignee, 'Escalated' to the
// admins, and a member's 'Your day' (today's follow-ups, site visits and overdue leads).
import { TZDate } from '@date-fns/tz';
import { and, asc, count, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, siteVisits, userRoles, users } from '#db/schema.ts';
import type { ReminderMail } from '#db/schema.ts';
import { formatDateTime, TIME_ZONE } from '#app/lib/format.ts';
import { company } from '#content/company.ts';
import { overdueCondition } from '#app/features/sales/response/overdue.server.ts';
import { serviceWords, sourceWords } from '#app/features/intake/lead-words.ts';
import { paymentsDueFor } from '#app/features/billing/payments-screen/payments-due.server.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';

const leads = contactSubmissions;

/**
 * An invited member's password until they choose one (the accounts feature's NO_PASSWORD_YET, which
 * the sales side may not import): they are not on the team yet and get no mail.
 */
const NOT_JOINED = '!invited';

/** A member who works leads and can be written to: an Admin or Sales member, active, joined. */
export const activeLeadMember = and(
  isNull(users.deactivatedAt),
  ne(users.passwordHash, NOT_JOINED),
  inArray(userRoles.role, ['admin', 'sales']),
);

export type ComposedMail = { to: string[]; subject: string; text: string };
/** A mail, or why none goes. */
export type Composition = ComposedMail | { skip: string };

const leadLink = (siteUrl: string, leadId: string) => `${siteUrl}/admin/leads/${leadId}`;
/** Plain spaces: Intl puts a narrow no-break space before AM and PM, which some mail readers show oddly. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const when = (moment: Date) => plainSpaces(formatDateTime(moment.toISOString()));
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
const clockTime = (moment: Date) => plainSpaces(timeFormat.format(moment));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The India day (yyyy-mm-dd) of a moment, and its first and next day's first moment. */
export function indiaDay(moment: Date): { day: string; start: Date; end: Date; weekday: number; minutes: number } {
  const local = new TZDate(moment.getTime(), TIME_ZONE);
  const [year, month, date] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const start = new TZDate(year, month, date, 0, 0, TIME_ZONE);
  const end = new TZDate(year, month, date + 1, 0, 0, TIME_ZONE);
  const day = `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  return {
    day,
    start: new Date(start.getTime()),
    end: new Date(end.getTime()),
    weekday: local.getDay(),
    minutes: local.getHours() * 60 + local.getMinutes(),
  };
}

async function leadFacts(db: Database, leadId: string) {
  const [row] = await db
    .select({
      id: leads.id,
      name: leads.name,
      phone: leads.phone,
      service: leads.service,
      form: leads.form,
      source: leads.source,
      createdAt: leads.createdAt,
      assignedTo: leads.assignedTo,
      nextFollowUpAt: leads.nextFollowUpAt,
      firstContactAt: leads.firstContactAt,
      responseDueAt: leads.responseDueAt,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row ?? null;
}

/** The member as mail goes to them, when they work leads; with their reminder settings. */
async function member(db: Database, memberId: string | null) {
  if (!memberId) return null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      followUpReminders: users.followUpReminders,
      yourDayEmail: users.yourDayEmail,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, memberId), activeLeadMember));
  return row ?? null;
}

/** Every admin's address ('Escalated'). */
async function adminAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(activeLeadMember, eq(userRoles.role, 'admin')))
    .orderBy(users.email);
  return rows.map((row) => row.email);
}

const nameOf = (who: { name: string; email: string }) => who.name.trim() || who.email;

/** The mail a reminder row asks for, as things are at `now`, or why none goes. */
export async function composeReminder(db: Database, row: ReminderMail, now: Date, siteUrl: string): Promise<Composition> {
  if (row.kind === 'your_day') return composeYourDay(db, row, now, siteUrl);
  const lead = row.leadId ? await leadFacts(db, row.leadId) : null;
  if (!lead) return { skip: 'the lead no longer exists' };
  const service = serviceWords(lead);
  const about = [
    `${lead.name}${service ? ` (${service})` : ''}, enquired ${when(lead.createdAt)} · ${sourceWords(lead.source)}`,
    `Phone: ${lead.phone}`,
    `The lead: ${leadLink(siteUrl, lead.id)}`,
  ];
  switch (row.kind) {
    case 'follow_up': {
      if (lead.nextFollowUpAt?.getTime() !== row.dueAt.getTime()) return { skip: 'the follow-up was moved, done or cleared' };
      const to = await member(db, lead.assignedTo);
      if (!to) return { skip: 'nobody works the lead' };
      if (!to.followUpReminders) return { skip: 'the member turned follow-up reminders off' };
      return {
        to: [to.email],
        subject: `Follow-up due: ${lead.name}`,
        text: [`Your follow-up with ${lead.name} is due now (${when(row.dueAt)}).`, '', ...about, '', turnOff(siteUrl)].join('\n'),
      };
    }
    case 'overdue': {
      if (lead.firstContactAt) return { skip: 'the lead was contacted' };
      const to = await member(db, lead.assignedTo);
      if (!to) return { skip: 'nobody works the lead' };
      return {
        to: [to.email],
        subject: `Overdue: ${lead.name} is waiting for a first response`,
        text: [
          `Nobody has contacted ${lead.name} yet: the first response was due ${when(row.dueAt)}.`,
          'A logged call, a note, a status change or a WhatsApp message counts.',
          '',
          ...about,
        ].join('\n'),
      };
    }
    case 'escalated': {
      if (lead.firstContactAt) return { skip: 'the lead was contacted' };
      const to = await adminAddresses(db);
      if (to.length === 0) return { skip: 'no admin to tell' };
      const assignee = lead.assignedTo ? await member(db, lead.assignedTo) : null;
      return {
        to,
        subject: `Escalated: ${lead.name} has had no response for twice the time`,
        text: [
          `Nobody has contacted ${lead.name} yet, twice the time to respond after the enquiry (${when(row.dueAt)}).`,
          `Assigned to: ${assignee ? `${nameOf(assignee)} (${assignee.email})` : 'nobody'}`,
          '',
          ...about,
        ].join('\n'),
      };
    }
  }
}

const turnOff = (siteUrl: string) => `You can turn these e-mails off on your Account page: ${siteUrl}/admin/account`;

/** How many lines of each list 'Your day' shows before 'and n more'. */
const YOUR_DAY_LINES = 25;

export type YourDay = {
  followUps: { total: number; rows: Array<{ id: string; name: string; at: Date }> };
  visits: { total: number; rows: Array<{ leadId: string; name: string; at: Date; address: string }> };
  overdue: { total: number; rows: Array<{ id: string; name: string; dueAt: Date }> };
};

/** A member's day: follow-ups due that India day, site visits that day (theirs as designer or on their leads), overdue leads now. */
export async function yourDay(db: Database, memberId: string, now: Date): Promise<YourDay> {
  const { start, end } = indiaDay(now);
  const followUpsToday = and(eq(leads.assignedTo, memberId), gte(leads.nextFollowUpAt, start), lt(leads.nextFollowUpAt, end));
  const visitsToday = and(
    eq(siteVisits.status, 'booked'),
    gte(siteVisits.startsAt, start),
    lt(siteVisits.startsAt, end),
    or(eq(siteVisits.designerId, memberId), eq(leads.assignedTo, memberId)),
  );
  const overdueNow = and(eq(leads.assignedTo, memberId), overdueCondition(now));
  const [followUps, [followUpCount], visits, [visitCount], overdue, [overdueCount]] = await Promise.all([
    db
      .select({ id: leads.id, name: leads.name, at: sql<Date>`${leads.nextFollowUpAt}`.mapWith(leads.nextFollowUpAt) })
      .from(leads)
      .where(followUpsToday)
      .orderBy(asc(leads.nextFollowUpAt))
      .limit(YOUR_DAY_LINES),
    db.select({ n: count() }).from(leads).where(followUpsToday),
    db
      .select({ leadId: leads.id, name: leads.name, at: siteVisits.startsAt, address: siteVisits.address })
      .from(siteVisits)
      .innerJoin(leads, eq(leads.id, siteVisits.leadId))
      .where(visitsToday)
      .orderBy(asc(siteVisits.startsAt))
      .limit(YOUR_DAY_LINES),
    db.select({ n: count() }).from(siteVisits).innerJoin(leads, eq(leads.id, siteVisits.leadId)).where(visitsToday),
    db
      .select({ id: leads.id, name: leads.name, dueAt: sql<Date>`${leads.responseDueAt}`.mapWith(leads.responseDueAt) })
      .from(leads)
      .where(overdueNow)
      .orderBy(asc(leads.responseDueAt))
      .limit(YOUR_DAY_LINES),
    db.select({ n: count() }).from(leads).where(overdueNow),
  ]);
  return {
    followUps: { total: followUpCount?.n ?? 0, rows: followUps },
    visits: { total: visitCount?.n ?? 0, rows: visits },
    overdue: { total: overdueCount?.n ?? 0, rows: overdue },
  };
}

async function composeYourDay(db: Database, row: ReminderMail, now: Date, siteUrl: string): Promise<Composition> {
  const to = await member(db, row.memberId);
  if (!to) return { skip: 'the member no longer works leads' };
  if (!to.yourDayEmail) return { skip: "the member turned 'Your day' off" };
  const [day, paymentsDue] = await Promise.all([yourDay(db, to.id, now), paymentsDueFor(db, to.id, now)]);
  const { followUps, visits, overdue } = day;
  if (followUps.total + visits.total + overdue.total + paymentsDue.total === 0) return { skip: 'nothing today' };
  const more = (total: number, shown: number) => (total > shown ? [`- and ${total - shown} more`] : []);
  const section = (title: string, total: number, lines: string[]) =>
    total === 0 ? [] : [`${title} (${total}):`, ...lines, ...more(total, lines.length), ''];
  const summary = [
    followUps.total ? plural(followUps.total, 'follow-up', 'follow-ups') : null,
    visits.total ? plural(visits.total, 'site visit', 'site visits') : null,
    overdue.total ? plural(overdue.total, 'overdue lead', 'overdue leads') : null,
    paymentsDue.total ? plural(paymentsDue.total, 'payment due', 'payments due') : null,
  ].filter(Boolean);
  return {
    to: [to.email],
    subject: `Your day: ${summary.join(', ')}`,
    text: [
      `Good morning, ${nameOf(to)}. Here is your day at ${company.name}.`,
      '',
      ...section(
        'Follow-ups today',
        followUps.total,
        followUps.rows.map((lead) => `- ${clockTime(lead.at)} ${lead.name}: ${leadLink(siteUrl, lead.id)}`),
      ),
      ...section(
        'Site visits today',
        visits.total,
        visits.rows.map((visit) => `- ${clockTime(visit.at)} ${visit.name}, ${visit.address}: ${leadLink(siteUrl, visit.leadId)}`),
      ),
      ...section(
        'Overdue: nobody has contacted them yet',
        overdue.total,
        overdue.rows.map((lead) => `- ${lead.name}, due ${when(lead.dueAt)}: ${leadLink(siteUrl, lead.id)}`),
      ),
      ...section(
        'Payments due',
        paymentsDue.total,
        paymentsDue.rows.map(
          (due) =>
            `- ${due.customerName}, ${due.label}: ${formatPaise(due.duePaise)}, asked ${plural(due.days, 'day', 'days')} ago: ${siteUrl}/admin/customer-projects/${due.projectId}`,
        ),
      ),
      turnOff(siteUrl),
    ].join('\n'),
  };
}

// 'My day' (decisions 116, 158): what a member has to do today, in sections read from their own
// leads: 'Overdue' (leads of theirs nobody has contacted past their first response's time), 'New
// leads to call' (theirs, not contacted yet and not overdue yet, oldest first), 'Follow-ups due
// today' (theirs still open, due by the end of today in India, earlier days included: a won or lost
// lead's follow-up is not), 'Site visits today' (booked for today, India time, with them as the
// designer or the lead theirs) and, for admins, 'New and unassigned'. Each section reads at most SECTION_LIMIT rows, and counts
// beyond that only up to COUNT_CAP, so the screen costs the same at any number of leads.
import { tz } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { and, asc, count, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#db/database.ts';
import { contactSubmissions, normalizedPhone, siteVisits } from '#db/schema.ts';
import type { LeadForm } from '#db/enums.ts';
import type { StoredEstimate } from '#db/stored-estimate.ts';
import { newestFirst } from '#app/lib/db.server.ts';
import { TIME_ZONE } from '#app/lib/format.ts';
import { parseLeadEstimate } from '#app/features/pricing/stored-estimate.server.ts';
import { chatGreeting, chatNumber, telHref } from '#app/features/sales/lead/reach-out.ts';
import { overdueCondition } from '#app/features/sales/response/overdue.server.ts';
import { paymentsDueFor } from '#app/features/billing/payments-screen/payments-due.server.ts';
import type { PaymentDue } from '#app/features/billing/payments-screen/payments-due.server.ts';
import { chatTemplates, chatValues } from '#app/features/sales/whatsapp/whatsapp-templates.server.ts';
import type { ChatTarget, ChatTemplate } from '#app/features/sales/whatsapp/whatsapp-templates.ts';

/** At most this many rows a section. */
export const SECTION_LIMIT = 20;
/** A longer section is counted up to this many ('more than 1,000'). */
export const COUNT_CAP = 1000;

const leads = contactSubmissions;
const studioZone = tz(TIME_ZONE);

/** Today in India: from its midnight to the next. */
export function studioDay(now: Date): { start: Date; end: Date } {
  const start = startOfDay(now, { in: studioZone });
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/** What is due for a row, and when (ISO). */
export type MyDayDue =
  /** 'Overdue': the first response was due then. */
  | { kind: 'response'; at: string }
  /** The follow-up is due then (today, or an earlier day still not done). */
  | { kind: 'follow-up'; at: string }
  /** A site visit today, then, there. */
  | { kind: 'visit'; at: string; address: string }
  /** 'New leads to call' and 'New and unassigned': the enquiry arrived then. */
  | { kind: 'arrived'; at: string };

export type MyDayRow = {
  /** The row's own key (a lead may have two visits today). */
  key: string;
  leadId: string;
  name: string;
  /** 'Call': a tel: link. */
  tel: string;
  due: MyDayDue;
  chat: ChatTarget;
};

export type MyDaySection = {
  rows: MyDayRow[];
  /** How many there are, up to COUNT_CAP; `capped` when there are more than that. */
  total: number;
  capped: boolean;
};

export type MyDay = {
  /** Today's midnight in India (ISO): the screen names the day. */
  day: string;
  overdue: MyDaySection;
  /** The member's new leads nobody has contacted yet and not overdue yet, oldest first. */
  newLeads: MyDaySection;
  followUps: MyDaySection;
  visits: MyDaySection;
  /** Admins only; null for Sales. */
  unassigned: MyDaySection | null;
  /** 'Payments due': the member's projects' milestones unpaid past 'Remind after'. */
  paymentsDue: { rows: PaymentDue[]; total: number };
  templates: ChatTemplate[];
};

/** The lead's columns every section reads. */
const leadColumns = {
  leadId: leads.id,
  name: leads.name,
  phone: leads.phone,
  phoneNormalized: normalizedPhone(leads.phone),
  service: leads.service,
  form: leads.form,
  estimate: leads.estimate,
};

type LeadColumns = {
  leadId: string;
  name: string;
  phone: string;
  phoneNormalized: string | null;
  service: string | null;
  form: LeadForm | null;
  estimate: StoredEstimate | null;
};

type Found = { lead: LeadColumns; key: string; due: MyDayDue };

/** How many rows `from` would give, up to COUNT_CAP + 1 (one more says 'more than'). */
async function countUpTo(db: Database, where: SQL | undefined, join: 'visits' | null): Promise<number> {
  const rows = join
    ? db
        .select({ one: sql`1` })
        .from(siteVisits)
        .innerJoin(leads, eq(leads.id, siteVisits.leadId))
        .where(where)
    : db
        .select({ one: sql`1` })
        .from(leads)
        .where(where);
  const [row] = await db.select({ n: count() }).from(rows.limit(COUNT_CAP + 1).as('capped'));
  return row?.n ?? 0;
}

/** A section from its first SECTION_LIMIT + 1 rows, counted further only when there are more. */
async function section(db: Database, found: Found[], where: SQL | undefined, join: 'visits' | null) {
  if (found.length <= SECTION_LIMIT) return { found, total: found.length, capped: false };
  const total = await countUpTo(db, where, join);
  return { found: found.slice(0, SECTION_LIMIT), total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
}

const iso = (date: Date | null) => (date ?? new Date(0)).toISOString();

/**
 * A member's day at `now`: their overdue leads (soonest due first), their new leads to call (oldest
 * first), their open leads' follow-ups due by the end of today in India (longest waiting first), today's booked site visits they go to or whose
 * lead is theirs (by time), and for an admin the newest new leads nobody is assigned; each row with
 * what 'Call' and 'WhatsApp' need (the templates' values read for all rows at once).
 */
export async function getMyDay(
  db: Database,
  { memberId, admin, now = new Date() }: { memberId: string; admin: boolean; now?: Date },
): Promise<MyDay> {
  const { start, end } = studioDay(now);
  const take = SECTION_LIMIT + 1;

  const overdueWhere = and(eq(leads.assignedTo, memberId), overdueCondition(now));
  const newLeadsWhere = and(
    eq(leads.assignedTo, memberId),
    eq(leads.status, 'new'),
    isNull(leads.firstContactAt),
    or(isNull(leads.responseDueAt), gte(leads.responseDueAt, now)),
  );
  const followUpWhere = and(eq(leads.assignedTo, memberId), lt(leads.nextFollowUpAt, end), notInArray(leads.status, ['converted', 'lost']));
  const visitWhere = and(
    eq(siteVisits.status, 'booked'),
    gte(siteVisits.startsAt, start),
    lt(siteVisits.startsAt, end),
    or(eq(siteVisits.designerId, memberId), eq(leads.assignedTo, memberId)),
  );
  const unassignedWhere = and(isNull(leads.assignedTo), eq(leads.status, 'new'));

  // A section's first leads: their ids in order from the member's own index alone (a subquery
  // with its own plan), then those rows. Asked for the rows at once, the planner may walk every
  // member's overdue leads in time order instead, looking for this member's (decision 116).
  const firstLeads = <At extends PgColumn>(where: SQL | undefined, at: At, order: SQL[]) =>
    db
      .select({ ...leadColumns, at })
      .from(leads)
      .where(
        inArray(
          leads.id,
          db
            .select({ id: leads.id })
            .from(leads)
            .where(where)
            .orderBy(...order)
            .limit(take),
        ),
      )
      .orderBy(...order);

  const [overdueRows, newLeadRows, followUpRows, visitRows, unassignedRows, templates] = await Promise.all([
    firstLeads(overdueWhere, leads.responseDueAt, [asc(leads.responseDueAt), asc(leads.id)]),
    firstLeads(newLeadsWhere, leads.createdAt, [asc(leads.createdAt), asc(leads.id)]),
    firstLeads(followUpWhere, leads.nextFollowUpAt, [asc(leads.nextFollowUpAt), asc(leads.id)]),
    db
      .select({ ...leadColumns, visitId: siteVisits.id, at: siteVisits.startsAt, address: siteVisits.address })
      .from(siteVisits)
      .innerJoin(leads, eq(leads.id, siteVisits.leadId))
      .where(visitWhere)
      .orderBy(asc(siteVisits.startsAt), asc(siteVisits.id))
      .limit(take),
    admin
      ? firstLeads(unassignedWhere, leads.createdAt, [newestFirst(leads.createdAt), sql`${leads.id} desc nulls last`])
      : Promise.resolve(null),
    chatTemplates(db),
  ]);

  const [overdue, newLeads, followUps, visits, unassigned] = await Promise.all([
    section(
      db,
      overdueRows.map(({ at, ...lead }) => ({ lead, key: `overdue-${lead.leadId}`, due: { kind: 'response', at: iso(at) } })),
      overdueWhere,
      null,
    ),
    section(
      db,
      newLeadRows.map(({ at, ...lead }) => ({ lead, key: `to-call-${lead.leadId}`, due: { kind: 'arrived', at: iso(at) } })),
      newLeadsWhere,
      null,
    ),
    section(
      db,
      followUpRows.map(({ at, ...lead }) => ({ lead, key: `follow-up-${lead.leadId}`, due: { kind: 'follow-up', at: iso(at) } })),
      followUpWhere,
      null,
    ),
    section(
      db,
      visitRows.map(({ at, visitId, address, ...lead }) => ({
        lead,
        key: `visit-${visitId}`,
        due: { kind: 'visit', at: iso(at), address },
      })),
      visitWhere,
      'visits',
    ),
    unassignedRows
      ? section(
          db,
          unassignedRows.map(({ at, ...lead }) => ({ lead, key: `new-${lead.leadId}`, due: { kind: 'arrived', at: iso(at) } })),
          unassignedWhere,
          null,
        )
      : Promise.resolve(null),
  ]);

  // The templates' values of every lead on the screen, read at once.
  const shown = [overdue, newLeads, followUps, visits, unassigned].flatMap((part) => part?.found ?? []);
  const chatLeads = new Map(
    shown.map(({ lead }) => [
      lead.leadId,
      { id: lead.leadId, name: lead.name, service: lead.service, form: lead.form, estimate: parseLeadEstimate(lead.estimate) },
    ]),
  );
  const [values, paymentsDue] = await Promise.all([chatValues(db, [...chatLeads.values()], { now }), paymentsDueFor(db, memberId, now)]);

  const rows = (part: { found: Found[]; total: number; capped: boolean }): MyDaySection => ({
    total: part.total,
    capped: part.capped,
    rows: part.found.map(({ lead, key, due }) => ({
      key,
      leadId: lead.leadId,
      name: lead.name,
      tel: telHref(lead),
      due,
      chat: { leadId: lead.leadId, number: chatNumber(lead), greeting: chatGreeting(lead), values: values.get(lead.leadId)! },
    })),
  });
  return {
    day: start.toISOString(),
    overdue: rows(overdue),
    newLeads: rows(newLeads),
    followUps: rows(followUps),
    visits: rows(visits),
    unassigned: unassigned ? rows(unassigned) : null,
    paymentsDue,
    templates,
  };
}

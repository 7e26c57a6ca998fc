// Lead management queries for the dashboard: one page of leads, counters, details, status changes.
import { and, asc, count, desc, eq, exists, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { newestFirst } from '#app/lib/db.server.ts';
import type { WithIsoDates } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import {
  auditLog,
  contactSubmissions,
  leadEmailKey,
  leadPhoneKey,
  leadSearchDocument,
  leadStatusCounts,
  notificationJobs,
  users,
} from '#db/schema.ts';
import type { Lead, NotificationJob } from '#db/schema.ts';
import type { LeadStatus } from '#db/enums.ts';
import { LEADS_COUNT_LOOKAHEAD, LEADS_PAGE_SIZE, parseLeadFilters, searchWords } from '#app/features/sales/list/lead-filters.ts';
import type { LeadFilters } from '#app/features/sales/list/lead-filters.ts';
import { readLeadEstimate } from '#app/features/pricing/lead-estimate.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';
import { listUnstoredLeads } from '#app/features/intake/unstored-leads.server.ts';
import type { UnstoredLeadView } from '#app/features/intake/unstored-leads.server.ts';

const leads = contactSubmissions;

/** The columns of a lead in the list. */
const listColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  service: leads.service,
  location: leads.location,
  source: leads.source,
  status: leads.status,
  createdAt: leads.createdAt,
};

export type LeadRow = WithIsoDates<Pick<Lead, keyof typeof listColumns>, 'createdAt'>;

/** A staff member as a lead shows them: their name, or their e-mail when they have none. */
export type MemberRef = { id: string; email: string; name: string };

/** A row of the list: the lead with how it is being worked (issue 11). */
export type LeadListRow = LeadRow & {
  assignee: MemberRef | null;
  nextFollowUpAt: string | null;
  /** The follow-up is now or past. */
  followUpDue: boolean;
  /** The same person (e-mail or phone digits) enquired before. */
  repeat: boolean;
};

const earlier = alias(contactSubmissions, 'earlier');

/** An older lead with the same e-mail or the same phone digits (served by the two key indexes). */
function hasEarlierEnquiry(db: Database): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(earlier)
      .where(
        and(
          lt(earlier.createdAt, leads.createdAt),
          or(eq(leadEmailKey(earlier.email), leadEmailKey(leads.email)), eq(leadPhoneKey(earlier.phone), leadPhoneKey(leads.phone))),
        ),
      ),
  );
}

export type LeadPage = {
  leads: LeadListRow[];
  /** Leads matching the filters, counted up to `countLimit`. */
  matching: number;
  /** True when there are more matches than `matching` says. */
  moreThan: boolean;
  page: number;
  pageSize: number;
};

export type LeadCounters = { total: number } & Record<LeadStatus, number> & { followUpsDue: number };

export type LeadNotification = Pick<NotificationJob, 'status' | 'attempts' | 'lastError'>;

export type LeadDetails = LeadRow &
  Pick<Lead, 'message'> & {
    notification: LeadNotification | null;
    /** A calculator lead's estimate, if it has one. */ estimate: LeadEstimate | null;
  };

function toLeadRow<T extends Pick<Lead, 'createdAt'>>(row: T): WithIsoDates<T, 'createdAt'> {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** `%` and `_` are wildcards in LIKE; a search for "50%" means the characters themselves. */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * The WHERE clause of the filters. Every word of the search must appear in the lead's name,
 * e-mail, phone, location or service; the expression is the trigram-indexed one (decision 033).
 */
export function leadConditions(filters: Omit<LeadFilters, 'page'>, viewerId: string | null): SQL | undefined {
  return and(otherConditions(filters, viewerId), searchCondition(filters.q));
}

/** The filters but the search: status, 'Follow-ups due', 'Assigned to me'. */
function otherConditions(filters: Omit<LeadFilters, 'page' | 'q'>, viewerId: string | null): SQL | undefined {
  return and(
    filters.status !== 'all' ? eq(leads.status, filters.status) : undefined,
    filters.due ? lte(leads.nextFollowUpAt, sql`now()`) : undefined,
    // 'Assigned to me' for nobody in particular (a probe without a member) matches nothing.
    filters.mine ? (viewerId ? eq(leads.assignedTo, viewerId) : sql`false`) : undefined,
  );
}

/**
 * The search alone. Raw: it must use schema.ts's exact expression, or its trigram index is not
 * used. Its column names are unqualified, so it also reads a subquery that selects them.
 */
function searchCondition(q: string): SQL | undefined {
  return and(...searchWords(q).map((word) => sql`${leadSearchDocument} like lower(${likeContains(word)})`));
}

/** A search the trigram index can narrow: it has a word (see searchWords). */
function searchProbe(q: string): boolean {
  return searchWords(q).length > 0;
}

/**
 * Up to `limit` ids of leads matching a search, found through the trigram index alone (decision
 * 071). The planner, which cannot know how rare a combination of words is ('priya hebbal'),
 * would otherwise walk the newest-first index through every lead to find none; the index answers
 * a rare search in milliseconds and stops a common one after `limit` matches.
 */
async function matchingIds(db: Database, where: SQL | undefined, limit: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Raw: planner settings for this transaction only; the builder has no SET.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const rows = await tx.select({ id: leads.id }).from(leads).where(where).limit(limit);
    return rows.map((row) => row.id);
  });
}

/**
 * The order of the list and the export: newest first, or, under 'Follow-ups due', the longest
 * overdue first (served by the follow-up index). `from` is the table, or a subquery of its rows.
 */
export function leadOrder(filters: Pick<LeadFilters, 'due'>, from: Record<'createdAt' | 'id' | 'nextFollowUpAt', PgColumn> = leads): SQL[] {
  return filters.due ? [asc(from.nextFollowUpAt), asc(from.id)] : [newestFirst(from.createdAt), desc(from.id)];
}

/** The columns a page of the list reads. */
const pageColumns = { ...listColumns, assignedTo: leads.assignedTo, nextFollowUpAt: leads.nextFollowUpAt };
type PageRow = Pick<Lead, keyof typeof pageColumns>;

/**
 * How many of the newest leads of the other filters a search reads first, per page shown
 * (decision 075), and at most.
 */
const SEARCH_WINDOW_PER_PAGE = 2_000;
const SEARCH_WINDOW_MAX = 10_000;

/**
 * A search answered from the newest leads alone (decision 075): the page of matches among the
 * newest few thousand leads that pass the other filters, read in the list's order through their
 * index. When those are all the leads that pass them, the page and the count are exact. When the
 * window holds more matches than the page needs, the page is exact too (every older lead comes
 * after it) and at least `found` leads match. Otherwise null: the search is rare, and the trigram
 * index answers it.
 */
async function pageFromNewest(
  db: Database,
  filters: LeadFilters,
  viewerId: string | null,
  offset: number,
): Promise<{ rows: PageRow[]; found: number; exact: boolean } | null> {
  const window = Math.min(SEARCH_WINDOW_PER_PAGE * filters.page, SEARCH_WINDOW_MAX);
  const others = otherConditions(filters, viewerId);
  const newest = db
    .select(pageColumns)
    .from(leads)
    .where(others)
    .orderBy(...leadOrder(filters))
    .limit(window)
    .as('newest');
  const [rows, [candidates]] = await Promise.all([
    db
      .select({
        id: newest.id,
        name: newest.name,
        email: newest.email,
        phone: newest.phone,
        service: newest.service,
        location: newest.location,
        source: newest.source,
        status: newest.status,
        createdAt: newest.createdAt,
        assignedTo: newest.assignedTo,
        nextFollowUpAt: newest.nextFollowUpAt,
        found: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(newest)
      .where(searchCondition(filters.q))
      .orderBy(...leadOrder(filters, newest))
      .limit(LEADS_PAGE_SIZE)
      .offset(offset),
    // Whether the window holds every lead that passes the other filters (counted one past it).
    db.select({ count: count() }).from(
      db
        .select({ one: sql`1` })
        .from(leads)
        .where(others)
        .limit(window + 1)
        .as('candidates'),
    ),
  ]);
  const page = rows.map(({ found: _found, ...row }) => row);
  const found = rows[0]?.found ?? 0;
  const exact = (candidates?.count ?? 0) <= window;
  if (exact && (rows.length > 0 || offset === 0)) return { rows: page, found, exact };
  if (found > offset + LEADS_PAGE_SIZE) return { rows: page, found, exact: false };
  return null;
}

/** One page of the list for the filters; `viewerId` is the staff member 'Assigned to me' means. */
export async function listLeads(db: Database, filters: LeadFilters, viewerId: string | null = null): Promise<LeadPage> {
  const where = leadConditions(filters, viewerId);
  const offset = (filters.page - 1) * LEADS_PAGE_SIZE;
  const countLimit = offset + LEADS_COUNT_LOOKAHEAD;
  const page = (condition: SQL | undefined) =>
    db
      .select(pageColumns)
      .from(leads)
      .where(condition)
      .orderBy(...leadOrder(filters))
      .limit(LEADS_PAGE_SIZE)
      .offset(offset);

  let rows: PageRow[];
  let matching: number;
  let moreThan: boolean | null = null;
  const search = searchProbe(filters.q);
  const fromNewest = search ? await pageFromNewest(db, filters, viewerId, offset) : null;
  const probe = search && !fromNewest ? await matchingIds(db, where, countLimit + 1) : null;
  if (fromNewest) {
    rows = fromNewest.rows;
    // Not exact: at least the `found` in the window match, "more than found - 1".
    matching = fromNewest.exact ? fromNewest.found : fromNewest.found - 1;
    if (!fromNewest.exact) moreThan = true;
  } else if (probe && probe.length <= countLimit) {
    // Every match is known (a rare search): the page is read from them by primary key.
    rows = probe.length > 0 ? await page(inArray(leads.id, probe)) : [];
    matching = probe.length;
  } else {
    // Counting stops one past the limit: "more than 1,000" needs no full count of a million leads.
    const matches = db
      .select({ one: sql`1` })
      .from(leads)
      .where(where)
      .limit(countLimit + 1)
      .as('matching');
    const [found, counted] = await Promise.all([
      page(where),
      probe ? Promise.resolve([{ count: probe.length }]) : db.select({ count: count() }).from(matches),
    ]);
    rows = found;
    matching = counted[0]?.count ?? 0;
  }
  const work = await leadWork(
    db,
    rows.map((row) => row.id),
  );
  return {
    leads: rows.map((row) => {
      const { assignedTo, nextFollowUpAt, ...lead } = row;
      const extra = work.get(row.id);
      return {
        ...toLeadRow(lead),
        assignee:
          assignedTo && extra?.assigneeEmail ? { id: assignedTo, email: extra.assigneeEmail, name: extra.assigneeName ?? '' } : null,
        nextFollowUpAt: nextFollowUpAt?.toISOString() ?? null,
        followUpDue: extra?.followUpDue ?? false,
        repeat: extra?.repeat ?? false,
      };
    }),
    matching: Math.min(matching, countLimit),
    moreThan: moreThan ?? matching > countLimit,
    page: filters.page,
    pageSize: LEADS_PAGE_SIZE,
  };
}

/**
 * For the leads of one page: who each is assigned to, whether its follow-up is due (by the
 * database's clock, like the filter) and whether the same person enquired before. A second
 * statement over at most 50 ids, so none of it is worked out for leads the page does not show.
 */
async function leadWork(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: leads.id,
      assigneeEmail: users.email,
      assigneeName: users.name,
      followUpDue: sql<boolean>`coalesce(${leads.nextFollowUpAt} <= now(), false)`,
      repeat: sql<boolean>`${hasEarlierEnquiry(db)}`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(inArray(leads.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The counters: leads per status as the triggers keep them (four rows, decision 071), and the
 * follow-ups due now, counted in the follow-up index (only leads with a follow-up are in it).
 */
export async function leadCounters(db: Database): Promise<LeadCounters> {
  const [statuses, [due]] = await Promise.all([
    db.select().from(leadStatusCounts),
    db
      .select({ count: count() })
      .from(leads)
      .where(lte(leads.nextFollowUpAt, sql`now()`)),
  ]);
  const of = (status: LeadStatus) => statuses.find((row) => row.status === status)?.leads ?? 0;
  const counters = { new: of('new'), contacted: of('contacted'), converted: of('converted'), lost: of('lost') };
  return {
    total: counters.new + counters.contacted + counters.converted + counters.lost,
    ...counters,
    followUpsDue: due?.count ?? 0,
  };
}

/** Every field of one lead with the state of its latest notification, or null. */
export async function getLeadDetails(db: Database, id: string): Promise<LeadDetails | null> {
  const job = db
    .select({ status: notificationJobs.status, attempts: notificationJobs.attempts, lastError: notificationJobs.lastError })
    .from(notificationJobs)
    .where(eq(notificationJobs.leadId, leads.id))
    .orderBy(desc(notificationJobs.createdAt))
    .limit(1)
    .as('job');
  const [row] = await db
    .select({
      ...listColumns,
      message: leads.message,
      estimate: leads.estimate,
      jobStatus: job.status,
      jobAttempts: job.attempts,
      jobLastError: job.lastError,
    })
    .from(leads)
    .leftJoinLateral(job, sql`true`)
    .where(eq(leads.id, id));
  if (!row) return null;
  const { jobStatus, jobAttempts, jobLastError, estimate, ...lead } = row;
  return {
    ...toLeadRow(lead),
    estimate: readLeadEstimate(estimate),
    notification: jobStatus ? { status: jobStatus, attempts: jobAttempts ?? 0, lastError: jobLastError } : null,
  };
}

/**
 * Sets a lead's status and records who changed it from what to what (audit_log, action
 * 'lead.status'), in one transaction. Null when the lead does not exist.
 */
export function changeLeadStatus(
  db: Database,
  { id, status, actorId }: { id: string; status: LeadStatus; actorId: string },
): Promise<{ from: LeadStatus; to: LeadStatus } | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id, status: leads.status }).from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) return null;
    if (lead.status !== status) {
      // A lead's first status change is its first contact ('Reports', time to first contact).
      await tx
        .update(leads)
        .set({ status, firstContactAt: sql`coalesce(${leads.firstContactAt}, now())` })
        .where(eq(leads.id, lead.id));
      await tx.insert(auditLog).values({
        actorUserId: actorId,
        action: 'lead.status',
        entityType: 'lead',
        entityId: lead.id,
        details: { from: lead.status, to: status },
      });
    }
    return { from: lead.status, to: status };
  });
}

/** What the staff's lead list shows: one page of leads, the counters, and the lead opened in it. */
export type LeadsTabData = {
  filters: LeadFilters;
  page: LeadPage;
  counters: LeadCounters;
  selectedLead: LeadDetails | null;
  /** The `lead` parameter of the URL, whether or not such a lead exists. */
  requestedLead: string | null;
  /** 'Leads that could not be stored': the newest, and how many in all. */
  unstored: { total: number; items: UnstoredLeadView[] };
};

/**
 * The lead list for the dashboard URL's parameters: filters and page (`q`, `status`, `page`) and
 * the lead whose details are open (`lead=<id>`, as linked from notification e-mails).
 */
/** How many of the leads that could not be stored the tab lists (newest first). */
const UNSTORED_SHOWN = 20;

export async function loadLeadList(db: Database, params: URLSearchParams, viewerId: string): Promise<LeadsTabData> {
  const filters = parseLeadFilters(params);
  const leadId = z.uuid().safeParse(params.get('lead'));
  const [page, counters, selectedLead, unstored] = await Promise.all([
    listLeads(db, filters, viewerId),
    leadCounters(db),
    leadId.success ? getLeadDetails(db, leadId.data) : Promise.resolve(null),
    listUnstoredLeads(db, UNSTORED_SHOWN),
  ]);
  return { filters, page, counters, selectedLead, requestedLead: params.get('lead'), unstored };
}

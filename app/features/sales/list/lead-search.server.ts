// How the lead list finds a page of leads for its filters at any size (decisions 071, 075, 077):
// the filters as SQL, a search for one person by e-mail or phone, a common search read from the
// newest leads, a rare one found through the trigram index, and the list's order.
import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { newestFirst } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions, leadSearchDocument, normalizedEmail, normalizedPhone, personContacts } from '#db/schema.ts';
import type { Lead } from '#db/schema.ts';
import { LEADS_COUNT_LOOKAHEAD, LEADS_PAGE_SIZE, personSearch, searchWords } from '#app/features/sales/list/lead-filters.ts';
import type { LeadFilters } from '#app/features/sales/list/lead-filters.ts';
import { overdueCondition } from '#app/features/sales/response/overdue.server.ts';

const leads = contactSubmissions;

/** The columns of the product's lead table (the list's, and the first ones of the export). */
export const listColumns = {
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

/** The columns a page of the list reads. */
export const pageColumns = {
  ...listColumns,
  form: leads.form,
  personId: leads.personId,
  assignedTo: leads.assignedTo,
  nextFollowUpAt: leads.nextFollowUpAt,
  firstContactAt: leads.firstContactAt,
  responseDueAt: leads.responseDueAt,
};
export type PageRow = Pick<Lead, keyof typeof pageColumns>;

/** `%` and `_` are wildcards in LIKE; a search for "50%" means the characters themselves. */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * Every enquiry of the person who has this e-mail or phone, and every enquiry that gave it, however
 * it was written: the database normalises both sides the same way (normalize_phone).
 */
function personCondition(search: { kind: 'email' | 'phone'; value: string }): SQL {
  const key = search.kind === 'email' ? sql`nullif(lower(btrim(${search.value}::text)), '')` : sql`normalize_phone(${search.value}::text)`;
  const own = search.kind === 'email' ? normalizedEmail(leads.email) : normalizedPhone(leads.phone);
  const known = sql`(select ${personContacts.personId} from ${personContacts} where ${personContacts.kind} = ${search.kind} and ${personContacts.value} = ${key})`;
  // `= any(array(...))`, not `in (...)`: the person's ids become one value the person index can
  // look up beside the phone's own index (a BitmapOr); `in` with an `or` reads every lead.
  return or(eq(own, key), sql`${leads.personId} = any(array${known})`)!;
}

/**
 * The WHERE clause of the filters. A whole e-mail or phone number finds its person's enquiries;
 * otherwise every word of the search must appear in the lead's name, e-mail, phone, location or
 * service (the trigram-indexed expression, decision 033).
 */
export function leadConditions(filters: Omit<LeadFilters, 'page'>, viewerId: string | null): SQL | undefined {
  const person = personSearch(filters.q);
  return and(otherConditions(filters, viewerId), person ? personCondition(person) : searchCondition(filters.q));
}

/** The filters but the search: status, 'Follow-ups due', 'Overdue', 'Assigned to me'. */
function otherConditions(filters: Omit<LeadFilters, 'page' | 'q'>, viewerId: string | null): SQL | undefined {
  return and(
    filters.status !== 'all' ? eq(leads.status, filters.status) : undefined,
    filters.due ? lte(leads.nextFollowUpAt, sql`now()`) : undefined,
    // Served by the partial index of leads waiting for their first contact.
    filters.overdue ? overdueCondition(new Date()) : undefined,
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

/**
 * Up to `limit` ids of leads matching a search, found through its indexes alone (decision 071).
 * The planner, which cannot know how rare a combination of words is ('priya hebbal'), would
 * otherwise walk the newest-first index through every lead to find none; the index answers a
 * rare search in milliseconds and stops a common one after `limit` matches.
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
 * overdue follow-up first (served by the follow-up index), or, under 'Overdue' alone, the lead
 * waiting longest past its first response first (served by the response index). `from` is the
 * table, or a subquery of its rows.
 */
export function leadOrder(
  filters: Pick<LeadFilters, 'due' | 'overdue'>,
  from: Record<'createdAt' | 'id' | 'nextFollowUpAt' | 'responseDueAt', PgColumn> = leads,
): SQL[] {
  if (filters.due) return [asc(from.nextFollowUpAt), asc(from.id)];
  if (filters.overdue) return [asc(from.responseDueAt), asc(from.id)];
  return [newestFirst(from.createdAt), desc(from.id)];
}

/** The page's columns as a subquery of them names them. */
function columnsOf(subquery: Record<keyof typeof pageColumns, unknown>): typeof pageColumns {
  return Object.fromEntries(Object.keys(pageColumns).map((key) => [key, subquery[key as keyof typeof pageColumns]])) as typeof pageColumns;
}

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
      .select({ ...columnsOf(newest), found: sql<number>`count(*) over ()`.mapWith(Number) })
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

/** One page of leads for the filters, how many match (counted up to `countLimit`), and whether more do. */
export async function findLeadPage(
  db: Database,
  filters: LeadFilters,
  viewerId: string | null,
): Promise<{ rows: PageRow[]; matching: number; moreThan: boolean }> {
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

  const person = personSearch(filters.q) !== null;
  const words = !person && searchWords(filters.q).length > 0;
  const fromNewest = words ? await pageFromNewest(db, filters, viewerId, offset) : null;
  if (fromNewest) {
    // Not exact: at least the `found` in the window match, "more than found - 1".
    const matching = fromNewest.exact ? fromNewest.found : fromNewest.found - 1;
    return { rows: fromNewest.rows, matching: Math.min(matching, countLimit), moreThan: !fromNewest.exact || matching > countLimit };
  }
  const probe = person || words ? await matchingIds(db, where, countLimit + 1) : null;
  if (probe && probe.length <= countLimit) {
    // Every match is known (a person, or a rare search): the page is read from them by primary key.
    return { rows: probe.length > 0 ? await page(inArray(leads.id, probe)) : [], matching: probe.length, moreThan: false };
  }
  // Counting stops one past the limit: "more than 1,000" needs no full count of a million leads.
  const matches = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(countLimit + 1)
    .as('matching');
  const [rows, counted] = await Promise.all([
    page(where),
    probe ? Promise.resolve([{ count: probe.length }]) : db.select({ count: count() }).from(matches),
  ]);
  const matching = counted[0]?.count ?? 0;
  return { rows, matching: Math.min(matching, countLimit), moreThan: matching > countLimit };
}

// 'Lead Management': one page of the list for its filters (lead-search.server.ts finds it), the
// counters, the lead whose details dialog is open, and the leads that could not be stored.
import { and, count, eq, exists, inArray, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { WithIsoDates } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions, leadStatusCounts, normalizedPhone, users } from '#db/schema.ts';
import type { LeadStatus } from '#db/enums.ts';
import { LEADS_PAGE_SIZE, parseLeadFilters } from '#app/features/sales/list/lead-filters.ts';
import type { LeadFilters } from '#app/features/sales/list/lead-filters.ts';
import { findLeadPage } from '#app/features/sales/list/lead-search.server.ts';
import type { PageRow } from '#app/features/sales/list/lead-search.server.ts';
import { readLead } from '#app/features/sales/lead/lead-record.server.ts';
import type { LeadView } from '#app/features/sales/lead/lead-record.server.ts';
import { listUnstoredLeads } from '#app/features/intake/unstored-leads.server.ts';
import { isOverdue } from '#app/features/sales/response/overdue.server.ts';
import type { UnstoredLeadView } from '#app/features/intake/unstored-leads.server.ts';

const leads = contactSubmissions;

/** A staff member as a lead shows them: their name, or their e-mail when they have none. */
export type MemberRef = { id: string; email: string; name: string };

/** A row of the list: the lead with how it is being worked. */
export type LeadListRow = WithIsoDates<
  Omit<PageRow, 'assignedTo' | 'nextFollowUpAt' | 'personId' | 'firstContactAt' | 'responseDueAt'>,
  'createdAt'
> & {
  assignee: MemberRef | null;
  nextFollowUpAt: string | null;
  /** The follow-up is now or past. */
  followUpDue: boolean;
  /** 'Overdue': nobody has contacted the lead and its first response was due before now (decision 113). */
  overdue: boolean;
  /** The same person enquired before. */
  repeat: boolean;
  /** The phone number as people are recognised by (+91 and ten digits for an Indian number): for the call link. */
  phoneNormalized: string | null;
};

export type LeadPage = {
  leads: LeadListRow[];
  /** Leads matching the filters, counted up to a thousand past the page. */
  matching: number;
  /** True when there are more matches than `matching` says. */
  moreThan: boolean;
  page: number;
  pageSize: number;
};

export type LeadCounters = { total: number } & Record<LeadStatus, number> & { followUpsDue: number };

const earlier = alias(contactSubmissions, 'earlier');

/** One page of the list for the filters; `viewerId` is the staff member 'Assigned to me' means. */
export async function listLeads(db: Database, filters: LeadFilters, viewerId: string | null = null): Promise<LeadPage> {
  const { rows, matching, moreThan } = await findLeadPage(db, filters, viewerId);
  const work = await leadWork(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return {
    leads: rows.map(({ assignedTo, nextFollowUpAt, personId: _personId, createdAt, firstContactAt, responseDueAt, ...lead }) => {
      const extra = work.get(lead.id);
      return {
        ...lead,
        overdue: isOverdue({ firstContactAt, responseDueAt }, now),
        createdAt: createdAt.toISOString(),
        assignee:
          assignedTo && extra?.assigneeEmail ? { id: assignedTo, email: extra.assigneeEmail, name: extra.assigneeName ?? '' } : null,
        nextFollowUpAt: nextFollowUpAt?.toISOString() ?? null,
        followUpDue: extra?.followUpDue ?? false,
        repeat: extra?.repeat ?? false,
        phoneNormalized: extra?.phoneNormalized ?? null,
      };
    }),
    matching,
    moreThan,
    page: filters.page,
    pageSize: LEADS_PAGE_SIZE,
  };
}

/**
 * For the leads of one page: who each is assigned to, whether its follow-up is due (by the
 * database's clock, like the filter), whether the same person enquired before (the person's
 * index) and its normalised phone number. A second statement over at most 50 ids, so none of it is worked out for leads the page
 * does not show.
 */
async function leadWork(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: leads.id,
      assigneeEmail: users.email,
      assigneeName: users.name,
      followUpDue: sql<boolean>`coalesce(${leads.nextFollowUpAt} <= now(), false)`,
      phoneNormalized: normalizedPhone(leads.phone),
      repeat: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(earlier)
          .where(and(eq(earlier.personId, leads.personId), lt(earlier.createdAt, leads.createdAt))),
      )}`,
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

/** What the staff's lead list shows: one page of leads, the counters, and the lead opened in it. */
export type LeadsTabData = {
  filters: LeadFilters;
  page: LeadPage;
  counters: LeadCounters;
  selectedLead: LeadView | null;
  /** The `lead` parameter of the URL, whether or not such a lead exists. */
  requestedLead: string | null;
  /** 'Leads that could not be stored': the newest, and how many in all. */
  unstored: { total: number; items: UnstoredLeadView[] };
};

/** How many of the leads that could not be stored the list shows (newest first). */
const UNSTORED_SHOWN = 20;

/**
 * The lead list for the URL's parameters: filters and page (`q`, `status`, `due`, `mine`, `overdue`, `page`)
 * and the lead whose details are open (`lead=<id>`).
 */
export async function loadLeadList(db: Database, params: URLSearchParams, viewerId: string): Promise<LeadsTabData> {
  const filters = parseLeadFilters(params);
  const leadId = z.uuid().safeParse(params.get('lead'));
  const [page, counters, selectedLead, unstored] = await Promise.all([
    listLeads(db, filters, viewerId),
    leadCounters(db),
    leadId.success ? readLead(db, leadId.data) : Promise.resolve(null),
    listUnstoredLeads(db, UNSTORED_SHOWN),
  ]);
  return { filters, page, counters, selectedLead, requestedLead: params.get('lead'), unstored };
}

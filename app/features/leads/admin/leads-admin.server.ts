// Lead management queries for the dashboard: one page of leads, counters, details, status changes.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { newestFirst } from '#app/lib/db.server.ts';
import type { WithIsoDates } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { auditLog, contactSubmissions, leadSearchDocument, notificationJobs } from '#db/schema.ts';
import type { Lead, NotificationJob } from '#db/schema.ts';
import type { LeadStatus } from '#db/enums.ts';
import { LEADS_COUNT_LOOKAHEAD, LEADS_PAGE_SIZE, parseLeadFilters } from '#app/features/leads/admin/lead-filters.ts';
import type { LeadFilters } from '#app/features/leads/admin/lead-filters.ts';
import { readLeadEstimate } from '#app/features/pricing/lead-estimate.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';
import { listUnstoredLeads } from '#app/features/leads/unstored-leads.server.ts';
import type { UnstoredLeadView } from '#app/features/leads/unstored-leads.server.ts';

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

export type LeadPage = {
  leads: LeadRow[];
  /** Leads matching the filters, counted up to `countLimit`. */
  matching: number;
  /** True when there are more matches than `matching` says. */
  moreThan: boolean;
  page: number;
  pageSize: number;
};

export type LeadCounters = { total: number } & Record<LeadStatus, number>;

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
function leadConditions(filters: Pick<LeadFilters, 'q' | 'status'>): SQL | undefined {
  const words = filters.q.split(/\s+/).filter(Boolean).slice(0, 6);
  return and(
    filters.status !== 'all' ? eq(leads.status, filters.status) : undefined,
    // Raw: the search must use schema.ts's exact expression, or its trigram index is not used.
    ...words.map((word) => sql`${leadSearchDocument} like lower(${likeContains(word)})`),
  );
}

export async function listLeads(db: Database, filters: LeadFilters): Promise<LeadPage> {
  const where = leadConditions(filters);
  const offset = (filters.page - 1) * LEADS_PAGE_SIZE;
  const countLimit = offset + LEADS_COUNT_LOOKAHEAD;
  // Counting stops one past the limit: "more than 1,000" needs no full count of 200,000 leads.
  const matches = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(countLimit + 1)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(leads)
      .where(where)
      .orderBy(newestFirst(leads.createdAt), desc(leads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset(offset),
    db.select({ count: count() }).from(matches),
  ]);
  const matching = counted?.count ?? 0;
  return {
    leads: rows.map(toLeadRow),
    matching: Math.min(matching, countLimit),
    moreThan: matching > countLimit,
    page: filters.page,
    pageSize: LEADS_PAGE_SIZE,
  };
}

/** Counts per status over every lead; each is an index-only scan of the status index. */
export async function leadCounters(db: Database): Promise<LeadCounters> {
  const countOf = (status: LeadStatus) => db.$count(leads, eq(leads.status, status));
  const [counters] = await db
    .select({ new: countOf('new'), contacted: countOf('contacted'), converted: countOf('converted'), lost: countOf('lost') })
    // Raw: the four counts are one statement, and the query builder has no SELECT without a table.
    .from(sql`(values (1)) as counters`);
  const { new: fresh, contacted, converted, lost } = counters!;
  return { total: fresh + contacted + converted + lost, new: fresh, contacted, converted, lost };
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
      await tx.update(leads).set({ status }).where(eq(leads.id, lead.id));
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

export async function loadLeadList(db: Database, params: URLSearchParams): Promise<LeadsTabData> {
  const filters = parseLeadFilters(params);
  const leadId = z.uuid().safeParse(params.get('lead'));
  const [page, counters, selectedLead, unstored] = await Promise.all([
    listLeads(db, filters),
    leadCounters(db),
    leadId.success ? getLeadDetails(db, leadId.data) : Promise.resolve(null),
    listUnstoredLeads(db, UNSTORED_SHOWN),
  ]);
  return { filters, page, counters, selectedLead, requestedLead: params.get('lead'), unstored };
}

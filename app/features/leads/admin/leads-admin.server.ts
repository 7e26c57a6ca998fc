// Lead management queries for the dashboard: one page of leads, counters, details, status changes.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { leadSearchDocument } from '#db/schema.ts';
import type { LeadStatus, NotificationStatus } from '#db/enums.ts';
import { LEADS_COUNT_LOOKAHEAD, LEADS_PAGE_SIZE, parseLeadFilters } from '#app/features/leads/admin/lead-filters.ts';
import type { LeadFilters } from '#app/features/leads/admin/lead-filters.ts';

export type LeadRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  location: string | null;
  source: string | null;
  status: LeadStatus;
  createdAt: string;
};

export type LeadPage = {
  leads: LeadRow[];
  /** Leads matching the filters, counted up to `countLimit`. */
  matching: number;
  /** True when there are more matches than `matching` says. */
  moreThan: boolean;
  page: number;
  pageSize: number;
};

export type LeadCounters = { total: number; new: number; contacted: number; converted: number; lost: number };

export type LeadNotification = { status: NotificationStatus; attempts: number; lastError: string | null };

export type LeadDetails = LeadRow & { message: string | null; notification: LeadNotification | null };

type LeadDbRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  location: string | null;
  source: string | null;
  status: LeadStatus;
  created_at: string | Date;
};

function toLead(row: LeadDbRow): LeadRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    location: row.location,
    source: row.source,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** `%` and `_` are wildcards in LIKE; a search for "50%" means the characters themselves. */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * The WHERE clause of the filters. Every word of the search must appear in the lead's name,
 * e-mail, phone, location or service; the expression is the trigram-indexed one (decision 033).
 */
function leadConditions(filters: Pick<LeadFilters, 'q' | 'status'>): SQL {
  const conditions: SQL[] = [];
  if (filters.status !== 'all') conditions.push(sql`status = ${filters.status}`);
  const words = filters.q.split(/\s+/).filter(Boolean).slice(0, 6);
  for (const word of words) conditions.push(sql`${leadSearchDocument} like lower(${likeContains(word)})`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

export async function listLeads(db: Database, filters: LeadFilters): Promise<LeadPage> {
  const where = leadConditions(filters);
  const offset = (filters.page - 1) * LEADS_PAGE_SIZE;
  const countLimit = offset + LEADS_COUNT_LOOKAHEAD;
  const [rows, counted] = await Promise.all([
    queryRows<LeadDbRow>(
      db,
      sql`select id, name, email, phone, service, location, source, status, created_at
          from contact_submissions where ${where}
          order by created_at desc nulls last, id desc
          limit ${LEADS_PAGE_SIZE} offset ${offset}`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from (select 1 from contact_submissions where ${where} limit ${countLimit + 1}) matching`,
    ),
  ]);
  const count = Number(counted[0]?.count ?? 0);
  return {
    leads: rows.map(toLead),
    matching: Math.min(count, countLimit),
    moreThan: count > countLimit,
    page: filters.page,
    pageSize: LEADS_PAGE_SIZE,
  };
}

/** Counts per status over every lead; each is an index-only scan of the status index. */
export async function leadCounters(db: Database): Promise<LeadCounters> {
  const rows = await queryRows<LeadCounters>(
    db,
    sql`select
          (select count(*) from contact_submissions where status = 'new')::int as "new",
          (select count(*) from contact_submissions where status = 'contacted')::int as contacted,
          (select count(*) from contact_submissions where status = 'converted')::int as converted,
          (select count(*) from contact_submissions where status = 'lost')::int as lost`,
  );
  const row = rows[0]!;
  const counters = { new: Number(row.new), contacted: Number(row.contacted), converted: Number(row.converted), lost: Number(row.lost) };
  return { total: counters.new + counters.contacted + counters.converted + counters.lost, ...counters };
}

/** Every field of one lead with the state of its latest notification, or null. */
export async function getLeadDetails(db: Database, id: string): Promise<LeadDetails | null> {
  const rows = await queryRows<
    LeadDbRow & { message: string | null; job_status: NotificationStatus | null; attempts: number | null; last_error: string | null }
  >(
    db,
    sql`select c.id, c.name, c.email, c.phone, c.service, c.location, c.source, c.status, c.created_at, c.message,
               j.status as job_status, j.attempts, j.last_error
        from contact_submissions c
        left join lateral (
          select status, attempts, last_error from notification_jobs where lead_id = c.id order by created_at desc limit 1
        ) j on true
        where c.id = ${id}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toLead(row),
    message: row.message,
    notification: row.job_status ? { status: row.job_status, attempts: Number(row.attempts ?? 0), lastError: row.last_error } : null,
  };
}

/**
 * Sets a lead's status and records who changed it from what to what (audit_log, action
 * 'lead.status'), in one statement. Null when the lead does not exist.
 */
export async function changeLeadStatus(
  db: Database,
  { id, status, actorId }: { id: string; status: LeadStatus; actorId: string },
): Promise<{ from: LeadStatus; to: LeadStatus } | null> {
  const rows = await queryRows<{ previous: LeadStatus }>(
    db,
    sql`with previous as (
          select id, status from contact_submissions where id = ${id} for update
        ), changed as (
          update contact_submissions c set status = ${status}
          from previous p where c.id = p.id and p.status <> ${status}
          returning c.id, p.status as from_status
        ), logged as (
          insert into audit_log (actor_user_id, action, entity_type, entity_id, details)
          select ${actorId}, 'lead.status', 'lead', id::text, jsonb_build_object('from', from_status, 'to', ${status}::text)
          from changed
        )
        select status as previous from previous`,
  );
  const previous = rows[0]?.previous;
  return previous ? { from: previous, to: status } : null;
}

/** What the staff's lead list shows: one page of leads, the counters, and the lead opened in it. */
export type LeadsTabData = {
  filters: LeadFilters;
  page: LeadPage;
  counters: LeadCounters;
  selectedLead: LeadDetails | null;
  /** The `lead` parameter of the URL, whether or not such a lead exists. */
  requestedLead: string | null;
};

/**
 * The lead list for the dashboard URL's parameters: filters and page (`q`, `status`, `page`) and
 * the lead whose details are open (`lead=<id>`, as linked from notification e-mails).
 */
export async function loadLeadList(db: Database, params: URLSearchParams): Promise<LeadsTabData> {
  const filters = parseLeadFilters(params);
  const leadId = z.uuid().safeParse(params.get('lead'));
  const [page, counters, selectedLead] = await Promise.all([
    listLeads(db, filters),
    leadCounters(db),
    leadId.success ? getLeadDetails(db, leadId.data) : Promise.resolve(null),
  ]);
  return { filters, page, counters, selectedLead, requestedLead: params.get('lead') };
}

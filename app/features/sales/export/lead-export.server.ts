// 'Export CSV': every lead the list's search and filters show, all pages, as a CSV
// file Excel opens as it is (UTF-8 with a byte-order mark, CRLF) and cannot be tricked into
// running (cells that start a formula are neutralised, OWASP "CSV injection"). Written in batches
// as the browser reads them, so an export of 200,000 leads never holds more than one batch.
import { tz } from '@date-fns/tz';
import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { format } from 'date-fns';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '#db/database.ts';
import { contactSubmissions, users } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { TIME_ZONE } from '#app/lib/format.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import { displayStatus, LEAD_STATUS_LABELS } from '#app/features/sales/list/lead-filters.ts';
import type { LeadFilters } from '#app/features/sales/list/lead-filters.ts';
import { leadConditions, leadOrder, listColumns } from '#app/features/sales/list/lead-search.server.ts';
import { estimateRangeText } from '#app/features/pricing/lead-estimate.ts';
import { parseLeadEstimate } from '#app/features/pricing/stored-estimate.server.ts';

const leads = contactSubmissions;

/** The header row, in the words and order. */
export const EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Service',
  'Location',
  'Source',
  'Status',
  'Created',
  'Message',
  'Landing page',
  'Referrer',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'Assigned to',
  'Next follow-up',
  'Estimate',
] as const;

export const EXPORT_BATCH = 1000;

const BOM = '\uFEFF';
const studioZone = tz(TIME_ZONE);

/** '2026-11-25 14:30' in India time: sorts as text, and Excel reads it as a date. */
function csvTime(date: Date | null): string {
  return date ? format(date, 'yyyy-MM-dd HH:mm', { in: studioZone }) : '';
}

/**
 * Cells are quoted when they need it, and a cell that starts with =, +, -, @, a tab or a carriage
 * return (or their full-width forms) gets a leading apostrophe, so a spreadsheet shows it as text
 * instead of evaluating it (csv-stringify's escape_formulas).
 */
function csvLines(rows: string[][]): string {
  return stringify(rows, { escape_formulas: true, record_delimiter: 'windows' });
}

export type ExportOptions = {
  filters: Omit<LeadFilters, 'page'>;
  /** Whom 'Assigned to me' means, and who is recorded as exporting. */
  actorId: string;
  logger?: Pick<Logger, 'error'>;
  batchSize?: number;
};

/**
 * The CSV file as a stream. Batches follow the list's order with a keyset (the last row's sort
 * key as the database wrote it, so leads at the same microsecond are neither lost nor repeated).
 * When the stream ends, or the browser stops reading, the export is recorded in the audit log:
 * who, when, the filters and how many rows were sent.
 */
export function exportLeadsCsv(
  db: Database,
  { filters, actorId, logger, batchSize = EXPORT_BATCH }: ExportOptions,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  const where = leadConditions(filters, actorId);
  // Oldest first under 'Follow-ups due' and 'Overdue' (leadOrder), newest first otherwise.
  const ascending = filters.due || Boolean(filters.overdue);
  // Keyset: the sort column as text (microseconds intact) and the id.
  const sortColumn = filters.due ? leads.nextFollowUpAt : filters.overdue ? leads.responseDueAt : leads.createdAt;
  let cursor: { at: string; id: string } | null = null;
  let rows = 0;
  let recorded = false;

  async function record(complete: boolean) {
    if (recorded) return;
    recorded = true;
    try {
      await audit(db, {
        actorId,
        action: 'lead.export',
        entity: 'lead',
        details: {
          filters: {
            q: filters.q,
            status: filters.status,
            due: filters.due,
            mine: filters.mine,
            ...(filters.overdue ? { overdue: true } : {}),
          },
          rows,
          complete,
        },
      });
    } catch (error) {
      logger?.error({ err: error }, 'Could not record a lead export in the audit log');
    }
  }

  async function nextBatch() {
    const after: SQL | undefined = cursor
      ? ascending
        ? sql`(${sortColumn}, ${leads.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : sql`(${sortColumn}, ${leads.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    return db
      .select({
        ...listColumns,
        sortKey: sql<string>`${sortColumn}::text`,
        message: leads.message,
        landingPath: leads.landingPath,
        referrer: leads.referrer,
        utmSource: leads.utmSource,
        utmMedium: leads.utmMedium,
        utmCampaign: leads.utmCampaign,
        // A subquery, not a join: the search expression names its columns without the table.
        assignee: sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${leads.assignedTo})`,
        nextFollowUpAt: leads.nextFollowUpAt,
        estimate: leads.estimate,
      })
      .from(leads)
      .where(and(where, after))
      .orderBy(...leadOrder(filters))
      .limit(batchSize);
  }

  return new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + csvLines([[...EXPORT_COLUMNS]])));
      },
      async pull(controller) {
        try {
          const batch = await nextBatch();
          if (batch.length > 0) {
            const lines = batch.map((lead) => {
              const estimate = parseLeadEstimate(lead.estimate);
              return [
                lead.name,
                lead.email,
                lead.phone,
                lead.service ?? '',
                lead.location ?? '',
                lead.source?.trim() || 'Website',
                LEAD_STATUS_LABELS[displayStatus(lead.status)],
                csvTime(lead.createdAt),
                lead.message ?? '',
                lead.landingPath ?? '',
                lead.referrer ?? '',
                lead.utmSource ?? '',
                lead.utmMedium ?? '',
                lead.utmCampaign ?? '',
                lead.assignee ?? '',
                csvTime(lead.nextFollowUpAt),
                estimate ? estimateRangeText(estimate) : '',
              ];
            });
            controller.enqueue(encoder.encode(csvLines(lines)));
            rows += batch.length;
            const last = batch.at(-1)!;
            cursor = { at: last.sortKey, id: last.id };
          }
          if (batch.length < batchSize) {
            await record(true);
            controller.close();
          }
        } catch (error) {
          logger?.error({ err: error }, 'A lead export failed');
          await record(false);
          controller.error(error);
        }
      },
      async cancel() {
        await record(false);
      },
    },
    // One batch at a time: the next is read only when the browser has taken this one.
    { highWaterMark: 1 },
  );
}

/** The file's name: the day of the export in India time. */
export function exportFileName(now = new Date()): string {
  return `leads-${format(now, 'yyyy-MM-dd', { in: studioZone })}.csv`;
}

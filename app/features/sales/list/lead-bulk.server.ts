// Bulk actions of the lead list (decision 118): up to BULK_MAX leads assigned or given a status in
// one transaction of a few set-based statements (lock the leads, change those that change, one
// event each on their timelines, one audit entry), whatever their number. The counters follow from
// the statement-level triggers on contact_submissions, as for a single change. 'Change status…'
// is here; 'Assign to…' is assignment's (sales/assignment/bulk-assign.server.ts, decision 134),
// on the same selection.
import { inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents } from '#db/schema.ts';
import { stageForStatus } from '#db/enums.ts';
import type { LeadStage, LeadStatus } from '#db/enums.ts';
import { audit } from '#app/lib/audit.server.ts';
import { BULK_MAX, BULK_TEXTS } from '#app/features/sales/list/lead-bulk.ts';
import type { BulkSelection } from '#app/features/sales/list/lead-bulk.ts';
import { leadFilterParams } from '#app/features/sales/list/lead-filters.ts';
import { leadConditions } from '#app/features/sales/list/lead-search.server.ts';

const leads = contactSubmissions;

export type BulkResult = { ok: true; selected: number; changed: number } | { ok: false; status: 409; error: string };

/**
 * Locks the selected leads, in id order (two bulk actions over the same leads queue instead of
 * deadlocking), one past the limit so a selection that is too big is known without reading it all.
 */
export async function lockSelection(tx: Transaction, selection: BulkSelection, viewerId: string) {
  const where = selection.kind === 'ids' ? inArray(leads.id, selection.ids) : leadConditions(selection.filters, viewerId);
  return tx
    .select({ id: leads.id, status: leads.status, stage: leads.stage, assignedTo: leads.assignedTo })
    .from(leads)
    .where(where)
    .orderBy(leads.id)
    .limit(BULK_MAX + 1)
    .for('update');
}

/** How the selection was made, for the audit log: the ids' count, or the filters as the list's URL has them. */
function selectionDetails(selection: BulkSelection) {
  return selection.kind === 'ids' ? { by: 'ids' } : { by: 'filters', filters: leadFilterParams(selection.filters).toString() };
}

/** The answer to a selection of more than BULK_MAX leads. */
export const tooMany = (): BulkResult => ({ ok: false, status: 409, error: BULK_TEXTS.tooMany(null) });

/**
 * A bulk action's end: one audit entry for the whole selection (what it set, how many leads were
 * selected and how many changed, how they were chosen) and those counts for the bar's message.
 */
export async function bulkDone(
  tx: Transaction,
  entry: { action: 'lead.bulk_assign' | 'lead.bulk_status'; to: string | null; actorId: string; selection: BulkSelection },
  selected: number,
  changed: number,
): Promise<BulkResult> {
  const { action, to, actorId, selection } = entry;
  await audit(tx, { actorId, action, entity: 'lead', details: { to, selected, changed, ...selectionDetails(selection) } });
  return { ok: true, selected, changed };
}

/**
 * 'Change status…': gives every selected lead `status`, its pipeline stage following as a single
 * change does (stageForStatus: a lead in 'Design' set to contacted stays in 'Design'; one set to
 * converted goes to 'Won'). A lead already in that status is left as it is; each other one gets
 * one event, the status's change with the stage's move, and leaves 'Lost reason' behind it (a
 * move to 'Lost' from the list gives none, as the status dropdown's does not).
 */
export function bulkChangeStatus(
  db: Database,
  { selection, status, actorId, viewerId = actorId }: { selection: BulkSelection; status: LeadStatus; actorId: string; viewerId?: string },
): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const rows = await lockSelection(tx, selection, viewerId);
    if (rows.length > BULK_MAX) return tooMany();
    const changes = rows
      .map((row) => ({ ...row, to: stageForStatus(row.stage, status) }))
      .filter((row) => row.stage !== row.to || row.status !== status);
    // One update per target stage and whether the stage moves: a handful of statements at most.
    const groups = new Map<string, { stage: LeadStage; moved: boolean; ids: string[] }>();
    for (const row of changes) {
      const moved = row.stage !== row.to;
      const key = `${row.to}:${moved}`;
      const group = groups.get(key) ?? { stage: row.to, moved, ids: [] };
      group.ids.push(row.id);
      groups.set(key, group);
    }
    for (const { stage, moved, ids } of groups.values()) {
      await tx
        .update(leads)
        .set({ stage, status, lostReason: null, lostReasonText: null, ...(moved ? { stageChangedAt: sql`now()` } : {}) })
        .where(inArray(leads.id, ids));
    }
    if (changes.length > 0) {
      await tx.insert(leadEvents).values(
        changes.map((row) => {
          const move = row.stage !== row.to ? { stage: { from: row.stage, to: row.to } } : {};
          return row.status !== status
            ? leadEvent(row.id, 'status_changed', { from: row.status, to: status, ...move }, actorId)
            : leadEvent(row.id, 'stage_changed', { from: row.stage, to: row.to }, actorId);
        }),
      );
    }
    return bulkDone(tx, { action: 'lead.bulk_status', to: status, actorId, selection }, rows.length, changes.length);
  });
}

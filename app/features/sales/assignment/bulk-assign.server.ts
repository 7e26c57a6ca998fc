// 'Assign to…' in the lead list (decision 118): up to BULK_MAX leads handed to one member (or to
// nobody) in one transaction of a few set-based statements, on the list's own selection (locked
// in id order by list/lead-bulk.server.ts, which also holds 'Change status…').
import { inArray } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents } from '#db/schema.ts';
import type { BulkSelection } from '#app/features/sales/list/lead-bulk.ts';
import { BULK_MAX } from '#app/features/sales/list/lead-bulk.ts';
import { bulkDone, lockSelection, tooMany } from '#app/features/sales/list/lead-bulk.server.ts';
import type { BulkResult } from '#app/features/sales/list/lead-bulk.server.ts';

const leads = contactSubmissions;

/**
 * 'Assign to…': hands every selected lead to `assigneeId` (or to nobody). A lead already theirs is
 * left as it is; each other one gets an 'assigned' event from its member to the new one, as a
 * single assignment writes. The caller has checked that the member may work leads.
 */
export function bulkAssign(
  db: Database,
  {
    selection,
    assigneeId,
    actorId,
    viewerId = actorId,
  }: { selection: BulkSelection; assigneeId: string | null; actorId: string; viewerId?: string },
): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const rows = await lockSelection(tx, selection, viewerId);
    if (rows.length > BULK_MAX) return tooMany();
    const changing = rows.filter((row) => row.assignedTo !== assigneeId);
    if (changing.length > 0) {
      await tx
        .update(leads)
        .set({ assignedTo: assigneeId })
        .where(
          inArray(
            leads.id,
            changing.map((row) => row.id),
          ),
        );
      await tx
        .insert(leadEvents)
        .values(changing.map((row) => leadEvent(row.id, 'assigned', { from: row.assignedTo, to: assigneeId }, actorId)));
    }
    return bulkDone(tx, { action: 'lead.bulk_assign', to: assigneeId, actorId, selection }, rows.length, changing.length);
  });
}

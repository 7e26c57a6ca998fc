// 'Assigned to' on a lead's page (decision 070): one lead handed to a member, or to nobody, with its
// 'assigned' event on the timeline in the same transaction (decision 078).
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents } from '#db/schema.ts';

const leads = contactSubmissions;

/**
 * 'Assigned to': hands the lead to a member (or to nobody) and records who did it, from whom to
 * whom. The caller has checked that the member may see leads. Null when the lead does not exist.
 */
export function assignLead(
  db: Database,
  { leadId, assigneeId, actorId }: { leadId: string; assigneeId: string | null; actorId: string },
): Promise<{ from: string | null; to: string | null } | null> {
  return db.transaction(async (tx) => {
    // Locked for the change, as every change to a lead is (sales/lead/lead-work.server.ts).
    const [lead] = await tx.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) return null;
    if (lead.assignedTo !== assigneeId) {
      await tx.update(leads).set({ assignedTo: assigneeId }).where(eq(leads.id, leadId));
      await tx.insert(leadEvents).values(leadEvent(leadId, 'assigned', { from: lead.assignedTo, to: assigneeId }, actorId));
    }
    return { from: lead.assignedTo, to: assigneeId };
  });
}

/** Who the lead is assigned to now (undefined when the lead does not exist). */
export async function currentAssignee(db: Database, leadId: string): Promise<string | null | undefined> {
  const [lead] = await db.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, leadId));
  return lead ? lead.assignedTo : undefined;
}

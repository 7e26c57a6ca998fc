// The audit log: who did what, for security and staff actions (sign-ins, roles, exports, merges,
// articles, rates). A lead's own history is its timeline (lead_events), not this.
import type { Database, Transaction } from '#db/database.ts';
import { auditLog } from '#db/schema.ts';

export type AuditEntry = {
  /** The staff member who acted; null when nobody signed in did (a failed sign-in, the server's owner). */
  actorId: string | null;
  /** What was done, as `<area>.<action>` ('session.sign_in', 'person.merge'). */
  action: `${string}.${string}`;
  /** What it was done to: its kind and id. */
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown> | null;
};

/** Records one entry, in the caller's transaction when given one (so it stands or falls with the change). */
export function audit(db: Database | Transaction, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorUserId: entry.actorId,
    action: entry.action,
    entityType: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

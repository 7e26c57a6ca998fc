// One lead as staff see it, read the same way for the list's details dialog and the lead's own
// page (they draw one view of it: lead-view.tsx): every field, its form, its estimate, whether its
// follow-up is due and how the staff were told of it.
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { parseLeadEvent } from '#db/lead-events.ts';
import type { LeadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents, normalizedPhone } from '#db/schema.ts';
import type { Lead, LeadFormDetails } from '#db/schema.ts';
import type { LeadForm, LeadStatus } from '#db/enums.ts';
import { displayStatus } from '#app/features/sales/list/lead-filters.ts';
import { isOverdue } from '#app/features/sales/response/overdue.server.ts';
import { parseLeadEstimate } from '#app/features/pricing/stored-estimate.server.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';

const leads = contactSubmissions;

/** Every field of a lead as the browser gets it (dates as ISO strings). */
export type LeadRecord = Omit<
  Lead,
  'createdAt' | 'nextFollowUpAt' | 'firstContactAt' | 'responseDueAt' | 'estimate' | 'details' | 'status' | 'form'
> & {
  status: LeadStatus;
  form: LeadForm | null;
  createdAt: string;
  nextFollowUpAt: string | null;
  firstContactAt: string | null;
  /** When the first response is due ('Respond within' in working hours); null for leads from before the clock. */
  responseDueAt: string | null;
  details: LeadFormDetails | null;
  /** The phone number as people are recognised by (+91 and ten digits for an Indian number): for 'Call' and 'WhatsApp'. */
  phoneNormalized: string | null;
};

/** How the staff were told of the lead, from its latest notification event. */
export type NotificationState =
  /** No notification was ever due (a lead entered another way than by a form). */
  | { state: 'none' }
  | { state: 'pending' }
  | { state: 'sent' }
  | { state: 'skipped' }
  | { state: 'retrying' | 'failed'; attempts: number; error: string };

export type LeadView = {
  lead: LeadRecord;
  /** The next follow-up is now or past (by the database's clock, as the list says). */
  followUpDue: boolean;
  /** 'Overdue': nobody has contacted the lead and its first response was due (decision 113). */
  overdue: boolean;
  estimate: LeadEstimate | null;
  notification: NotificationState;
};

const notificationKinds = ['notified', 'notification_failed', 'notification_skipped'] as const;

/** The notification state the newest notification event gives (none yet: pending when one is due). */
export function notificationState(event: LeadEvent | null, due: boolean): NotificationState {
  switch (event?.kind) {
    case 'notified':
      return { state: 'sent' };
    case 'notification_skipped':
      return { state: 'skipped' };
    case 'notification_failed':
      return { state: event.details.final ? 'failed' : 'retrying', attempts: event.details.attempts, error: event.details.error };
    default:
      return due ? { state: 'pending' } : { state: 'none' };
  }
}

/**
 * Whether staff are told of a lead of this form (decision 080): one a visitor sent (a lead older
 * than the form column, or one staff typed in, is not). Until its first notification event it is
 * pending.
 */
export function notificationDue(form: LeadForm | null): boolean {
  return form !== null && form !== 'staff';
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A lead's row as the browser gets it. */
export function toLeadRecord(row: Lead & { phoneNormalized: string | null }): LeadRecord {
  const { createdAt, nextFollowUpAt, firstContactAt, responseDueAt, estimate: _estimate, details, status, ...fields } = row;
  return {
    ...fields,
    status: displayStatus(status),
    details,
    createdAt: iso(createdAt),
    nextFollowUpAt: isoOrNull(nextFollowUpAt),
    firstContactAt: isoOrNull(firstContactAt),
    responseDueAt: isoOrNull(responseDueAt),
  };
}

/** The lead with everything its view shows, or null when there is no such lead. Two indexed reads. */
export async function readLead(db: Database, id: string): Promise<LeadView | null> {
  const [[found], [notified]] = await Promise.all([
    db
      .select({
        ...getTableColumns(leads),
        phoneNormalized: normalizedPhone(leads.phone),
        followUpDue: sql<boolean>`coalesce(${leads.nextFollowUpAt} <= now(), false)`,
      })
      .from(leads)
      .where(eq(leads.id, id)),
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, id), inArray(leadEvents.kind, notificationKinds)))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(1),
  ]);
  if (!found) return null;
  const { followUpDue, ...row } = found;
  return {
    lead: toLeadRecord(row),
    followUpDue,
    overdue: isOverdue(row, new Date()),
    estimate: parseLeadEstimate(row.estimate),
    notification: notificationState(notified ? parseLeadEvent(notified) : null, notificationDue(row.form)),
  };
}

// 'Overdue': a lead nobody has contacted yet (no logged call, note, status change or WhatsApp
// message: first_contact_at is still null) whose first response was due before `now`. The lead
// list, the lead page, 'My day' and the reminder jobs all ask the same question, served by the
// partial index contact_submissions_response_due_idx.
import { and, isNull, lt } from 'drizzle-orm';
import { contactSubmissions } from '#db/schema.ts';

/** The SQL condition: the lead is overdue at `now`. */
export function overdueCondition(now: Date) {
  return and(isNull(contactSubmissions.firstContactAt), lt(contactSubmissions.responseDueAt, now));
}

/** The same for a lead already read: overdue at `now`. */
export function isOverdue(lead: { firstContactAt: Date | string | null; responseDueAt: Date | string | null }, now: Date): boolean {
  if (lead.firstContactAt !== null || lead.responseDueAt === null) return false;
  return new Date(lead.responseDueAt).getTime() < now.getTime();
}

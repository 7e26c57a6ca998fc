// What marks a lead in the list and on its page: a repeat enquiry, a follow-up that is due, a first
// response that is overdue, and how a staff member is named.
import { AlarmClock, BellRing, RefreshCw } from 'lucide-react';
import type { MemberRef } from '#app/features/sales/list/lead-list.server.ts';

/** A member as leads name them: their name and e-mail, or the e-mail alone. */
export function memberLabel(member: MemberRef): string {
  return member.name.trim() ? `${member.name.trim()} (${member.email})` : member.email;
}

/** The same person (e-mail or phone digits) enquired before. */
export function RepeatBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sage-700 ring-1 ring-sage-700/25 ring-inset">
      <RefreshCw aria-hidden="true" className="size-3" /> Repeat enquiry
    </span>
  );
}

/** The lead's next follow-up is now or past. */
export function DueBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-danger ring-1 ring-danger/25 ring-inset">
      <BellRing aria-hidden="true" className="size-3" /> Follow-up due
    </span>
  );
}

/** 'Overdue': nobody has contacted the lead and its first response was due (decision 113). */
export function OverdueBadge({ title }: { title?: string }) {
  return (
    <span
      title={title}
      className="inline-flex items-center gap-1 rounded-full bg-danger px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white"
    >
      <AlarmClock aria-hidden="true" className="size-3" /> Overdue
    </span>
  );
}

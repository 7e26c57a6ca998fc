import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Select as SelectPrimitive } from 'radix-ui';
import { Select, SelectContent, SelectItem, SelectValue } from '#app/components/ui/select.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { toast } from '#app/components/ui/toast-store.ts';
import type { LeadStatus } from '#db/enums.ts';
import { leadStatuses } from '#db/enums.ts';
import { displayStatus, LEAD_STATUS_LABELS } from '#app/features/sales/list/lead-filters.ts';

type StatusAnswer = { ok: true; from: LeadStatus; to: LeadStatus } | { ok: false; error: string };

/**
 * The status dropdown of a lead (table row and details dialog). Both use one fetcher per lead, so
 * a change in one shows in the other at once; the dashboard reloads its counters afterwards.
 */
export function LeadStatusSelect({
  lead,
  label,
  className,
}: {
  lead: { id: string; name: string; status: string | null };
  label?: string;
  className?: string;
}) {
  const fetcher = useFetcher<StatusAnswer>({ key: `lead-status-${lead.id}` });
  const value = useShownStatus(lead);
  const submittedHere = useRef(false);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !submittedHere.current) return;
    submittedHere.current = false;
    if (fetcher.data.ok) toast({ title: 'Status Updated', description: 'Lead status has been updated successfully.' });
    else toast({ title: 'Error', description: 'Failed to update status. Please try again.', variant: 'destructive' });
  }, [fetcher.state, fetcher.data]);

  function change(next: string) {
    if (next === value) return;
    submittedHere.current = true;
    void fetcher.submit({ status: next }, { method: 'post', action: `/admin/leads/${lead.id}/status` });
  }

  return (
    <Select value={value} onValueChange={change}>
      {/* One short class (app/styles/admin.css), its chevron drawn by CSS: the list draws this twice per lead. */}
      <SelectPrimitive.Trigger aria-label={label ?? `Status of ${lead.name}`} className={cn('lead-status-trigger', className ?? 'w-36')}>
        {/* The label itself: the server renders it too (Radix finds it only once the page runs). */}
        <SelectValue>{LEAD_STATUS_LABELS[value]}</SelectValue>
      </SelectPrimitive.Trigger>
      <SelectContent>
        <LeadStatusItems />
      </SelectContent>
    </Select>
  );
}

/** One option per lead status, in the list's order, for a status dropdown. */
export function LeadStatusItems() {
  return leadStatuses.map((status) => (
    <SelectItem key={status} value={status}>
      {LEAD_STATUS_LABELS[status]}
    </SelectItem>
  ));
}

const badgeClasses: Record<LeadStatus, string> = {
  new: 'bg-brass-50 text-brass-800 ring-brass-300/60',
  contacted: 'bg-sand text-ink ring-line',
  converted: 'bg-sage-100 text-sage-700 ring-sage-700/25',
  lost: 'bg-danger-50 text-danger ring-danger/20',
};

/** The status a lead shows: the one being saved, if any, else the stored one. */
export function useShownStatus(lead: { id: string; status: string | null }): LeadStatus {
  const fetcher = useFetcher<StatusAnswer>({ key: `lead-status-${lead.id}` });
  const pending = fetcher.formData?.get('status');
  return typeof pending === 'string' ? displayStatus(pending) : displayStatus(lead.status);
}

export function LeadStatusBadge({ lead }: { lead: { id: string; status: string | null } }) {
  const shown = useShownStatus(lead);
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', badgeClasses[shown])}
    >
      {LEAD_STATUS_LABELS[shown]}
    </span>
  );
}

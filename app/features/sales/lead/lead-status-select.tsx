import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
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
  open,
  onOpenChange,
}: {
  lead: { id: string; name: string; status: string | null };
  label?: string;
  className?: string;
  /** Whether its list is open, when the caller holds it (the lead list's rows, below). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
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
    <Select value={value} onValueChange={change} {...(onOpenChange ? { open: open ?? false, onOpenChange } : {})}>
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

/** The keys that open a closed dropdown from its button, as the dropdown's own button takes them. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/**
 * The status dropdown of a lead list row: the same button, drawn on its own until the member first
 * opens it (a tap, a click or an opening key), then the dropdown itself, open. The list draws fifty
 * of these, and the dropdown's machinery was a third of the page's server rendering (decision 178).
 */
export function LeadRowStatusSelect({
  lead,
  className,
}: {
  lead: { id: string; name: string; status: string | null };
  className?: string;
}) {
  const value = useShownStatus(lead);
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  if (live) return <LeadStatusSelect lead={lead} className={className} open={open} onOpenChange={setOpen} />;
  const start = () => {
    setLive(true);
    setOpen(true);
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      aria-label={`Status of ${lead.name}`}
      data-state="closed"
      className={cn('lead-status-trigger', className ?? 'w-36')}
      onClick={start}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        // Enter and Space would also click the new button; the arrows only open, as the dropdown's do.
        event.preventDefault();
        start();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{LEAD_STATUS_LABELS[value]}</span>
    </button>
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

// The lead list's bulk actions (decision 118): 'Select all on this page', the live count 'N
// selected', 'Select all N that match' and the two actions, 'Assign to…' and 'Change status…',
// each a small dialog that posts to /admin/leads and toasts what it did.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { ListChecks, UserRound } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogCancelFooter, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { formatCount } from '#app/lib/format.ts';
import { leadStatuses } from '#db/enums.ts';
import type { LeadStatus } from '#db/enums.ts';
import { BULK_MAX, bulkDoneText, readBulkForm, UNASSIGNED } from '#app/features/sales/list/lead-bulk.ts';
import type { BulkIntent } from '#app/features/sales/list/lead-bulk.ts';
import { LEAD_STATUS_LABELS, leadFilterParams } from '#app/features/sales/list/lead-filters.ts';
import type { LeadFilters } from '#app/features/sales/list/lead-filters.ts';
import type { MemberRef } from '#app/features/sales/list/lead-list.server.ts';

/** What is selected: some leads of the page by id, or every lead the filters match. */
export type LeadSelection = { ids: ReadonlySet<string>; allMatching: boolean };

type BulkAnswer = { ok: true; intent: BulkIntent; selected: number; changed: number } | { ok: false; error: string };

const leadsWord = (count: number) => `${formatCount(count)} ${count === 1 ? 'lead' : 'leads'}`;

function memberLabel(member: MemberRef) {
  return member.name.trim() || member.email;
}

export function BulkBar({
  pageIds,
  matching,
  moreThan,
  filters,
  staff,
  selection,
  onChange,
}: {
  /** The leads of the page, in order. */
  pageIds: string[];
  /** How many leads match the filters (exact unless `moreThan`). */
  matching: number;
  moreThan: boolean;
  filters: LeadFilters;
  staff: MemberRef[];
  selection: LeadSelection;
  onChange: (selection: LeadSelection) => void;
}) {
  const [dialog, setDialog] = useState<BulkIntent | null>(null);
  const pageBox = useRef<HTMLInputElement>(null);
  const onPage = pageIds.filter((id) => selection.ids.has(id)).length;
  const allOnPage = pageIds.length > 0 && onPage === pageIds.length;
  const count = selection.allMatching ? matching : selection.ids.size;
  const moreMatch = moreThan || matching > pageIds.length;
  const canSelectAll = !moreThan && matching <= BULK_MAX;

  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = !selection.allMatching && onPage > 0 && !allOnPage;
  }, [onPage, allOnPage, selection.allMatching]);

  const selectPage = (on: boolean) => onChange({ ids: new Set(on ? pageIds : []), allMatching: false });

  return (
    <div role="region" aria-label="Bulk actions" className="flex flex-col gap-2 border-b border-line px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium select-none sm:min-h-9">
          <input
            ref={pageBox}
            type="checkbox"
            checked={selection.allMatching || allOnPage}
            onChange={(event) => selectPage(event.target.checked)}
            className="size-5 accent-brass-700"
          />
          Select all on this page
        </label>
        <p role="status" className="text-sm text-ink-muted">
          <ListChecks aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
          {formatCount(count)} selected
        </p>
        <div className="flex w-full gap-2 sm:ml-auto sm:w-auto">
          <BulkButton disabled={count === 0} onClick={() => setDialog('bulk-assign')}>
            <UserRound aria-hidden="true" />
            Assign to…
          </BulkButton>
          <BulkButton disabled={count === 0} onClick={() => setDialog('bulk-status')}>
            Change status…
          </BulkButton>
        </div>
      </div>
      {selection.allMatching ? (
        <p className="text-sm">
          All {leadsWord(matching)} that match are selected.{' '}
          <button type="button" className="min-h-11 font-medium text-brass-700 underline sm:min-h-0" onClick={() => selectPage(false)}>
            Clear selection
          </button>
        </p>
      ) : allOnPage && moreMatch ? (
        canSelectAll ? (
          <p className="text-sm">
            All {leadsWord(pageIds.length)} on this page are selected.{' '}
            <button
              type="button"
              className="min-h-11 font-medium text-brass-700 underline sm:min-h-0"
              onClick={() => onChange({ ids: new Set(), allMatching: true })}
            >
              Select all {formatCount(matching)} that match
            </button>
          </p>
        ) : (
          <p className="text-sm text-ink-muted">
            All {leadsWord(pageIds.length)} on this page are selected. {moreThan ? 'More than ' : ''}
            {leadsWord(matching)} match: a bulk action changes at most {formatCount(BULK_MAX)} at once, so narrow the filters to change them
            all.
          </p>
        )
      ) : null}
      {dialog ? (
        <BulkDialog
          intent={dialog}
          count={count}
          selection={selection}
          filters={filters}
          staff={staff}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            onChange({ ids: new Set(), allMatching: false });
          }}
        />
      ) : null}
    </div>
  );
}

function BulkDialog({
  intent,
  count,
  selection,
  filters,
  staff,
  onClose,
  onDone,
}: {
  intent: BulkIntent;
  count: number;
  selection: LeadSelection;
  filters: LeadFilters;
  staff: MemberRef[];
  onClose: () => void;
  onDone: () => void;
}) {
  // This dialog's own fetcher: a second opening starts without the first one's answer.
  const fetcher = useFetcher<BulkAnswer>();
  const [invalid, setInvalid] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ assignee: string | null; status: LeadStatus } | null>(null);
  const sent = useRef(false);
  const fieldId = useId();
  const errorId = useId();
  const assign = intent === 'bulk-assign';
  const choices = assign
    ? [{ value: UNASSIGNED, label: 'Unassigned' }, ...staff.map((member) => ({ value: member.id, label: memberLabel(member) }))]
    : leadStatuses.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));

  useEffect(() => {
    if (!sent.current || fetcher.state !== 'idle' || !fetcher.data) return;
    sent.current = false;
    if (fetcher.data.ok && chosen) {
      const done = assign
        ? bulkDoneText({ intent: 'bulk-assign', assignee: chosen.assignee }, fetcher.data)
        : bulkDoneText({ intent: 'bulk-status', status: chosen.status }, fetcher.data);
      toast({ title: 'Leads updated', description: done });
      onDone();
    }
  }, [fetcher.state, fetcher.data, chosen, assign, onDone]);
  // What the browser's check found, else what the server refused (say, more than 1,000 leads match now).
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const error = invalid ?? refused;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = readBulkForm(
      form,
      staff.map((member) => member.id),
    );
    if (!read.ok) {
      setInvalid(read.error);
      return;
    }
    setInvalid(null);
    const value = read.value;
    const member = value.intent === 'bulk-assign' && value.assignedTo ? staff.find((one) => one.id === value.assignedTo) : undefined;
    setChosen({
      assignee: member ? memberLabel(member) : null,
      status: value.intent === 'bulk-status' ? value.newStatus : 'new',
    });
    sent.current = true;
    void fetcher.submit(form, { method: 'post', action: '/admin/leads' });
  }

  const title = assign ? `Assign ${leadsWord(count)}` : `Change the status of ${leadsWord(count)}`;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {assign
              ? 'Each lead’s activity shows who it was with and who has it now.'
              : 'Their pipeline stages follow, as when one lead’s status is changed, and each lead’s activity shows the change.'}
          </DialogDescription>
        </DialogHeader>
        <form method="post" action="/admin/leads" onSubmit={submit} noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={intent} />
          {selection.allMatching ? (
            <>
              <input type="hidden" name="match" value="filters" />
              {[...leadFilterParams(filters)].map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
            </>
          ) : (
            <>
              <input type="hidden" name="match" value="ids" />
              {[...selection.ids].map((id) => (
                <input key={id} type="hidden" name="id" value={id} />
              ))}
            </>
          )}
          <div className="flex flex-col gap-2">
            <label htmlFor={fieldId} className="text-sm font-medium">
              {assign ? 'Assign to' : 'New status'}
            </label>
            <NativeSelect
              id={fieldId}
              name={assign ? 'assignedTo' : 'newStatus'}
              defaultValue=""
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <option value="" disabled>
                {assign ? 'Choose a member' : 'Choose a status'}
              </option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <DialogCancelFooter onCancel={onClose}>
            <Button type="submit" disabled={fetcher.state !== 'idle'}>
              {assign ? `Assign ${leadsWord(count)}` : `Change ${leadsWord(count)}`}
            </Button>
          </DialogCancelFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One of the bar's actions: full width on a phone, small beside the count on wider screens. */
function BulkButton({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" size="sm" className="min-h-11 flex-1 sm:min-h-9 sm:flex-none" disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

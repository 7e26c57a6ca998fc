// The lead list's table (decisions 075, 079): the product's columns, every one in view at 1280 px,
// each row a card on phones.
import { Link } from 'react-router';
import { cn } from '#app/components/ui/cn.ts';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import { formatDate } from '#app/lib/format.ts';
import type { LeadListRow, MemberRef } from '#app/features/sales/list/lead-list.server.ts';
import { DueBadge, OverdueBadge, RepeatBadge } from '#app/features/sales/list/lead-badges.tsx';
import { LeadRowStatusSelect } from '#app/features/sales/lead/lead-status-select.tsx';
import { telHref } from '#app/features/sales/lead/reach-out.ts';

export const NOT_SPECIFIED = 'Not specified';
export const DEFAULT_SOURCE = 'Website';

function orFallback(value: string | null, fallback: string) {
  return value?.trim() ? value : <span className="text-ink-muted">{fallback}</span>;
}

/** A member by name, or by the part of their e-mail before the @ (the whole address in its title). */
function memberShort(member: MemberRef) {
  return member.name.trim() || member.email.split('@')[0];
}

/**
 * The Name cell: the name (a link to the lead's page), 'Overdue', whether the person enquired before, and
 * how the lead is being worked: 'Assigned to' and 'Next follow-up'.
 */
function NameCell({ lead, selected, onSelect }: { lead: LeadListRow; selected: boolean; onSelect: (on: boolean) => void }) {
  return (
    <span className="flex items-start gap-2">
      {/* The bulk actions' tick, inside the Name cell so the product's columns stay as they are; its label's padding makes a 44 px target. */}
      <label className="-m-2.5 inline-flex shrink-0 cursor-pointer p-2.5">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${lead.name}`}
          className="size-5 accent-brass-700"
        />
      </label>
      <NameDetails lead={lead} />
    </span>
  );
}

function NameDetails({ lead }: { lead: LeadListRow }) {
  return (
    <span className="flex min-w-0 flex-col items-start gap-1">
      <Link to={`/admin/leads/${lead.id}`} className="font-medium text-ink underline-offset-2 hover:text-brass-700 hover:underline">
        {lead.name}
      </Link>
      {lead.overdue ? <OverdueBadge title="Nobody has contacted this lead and its first response was due" /> : null}
      {lead.repeat ? <RepeatBadge /> : null}
      <span className="text-xs text-ink-muted">
        Assigned to:{' '}
        {lead.assignee ? (
          <span title={lead.assignee.email} className="text-ink [overflow-wrap:anywhere]">
            {memberShort(lead.assignee)}
          </span>
        ) : (
          'Unassigned'
        )}
      </span>
      {lead.nextFollowUpAt ? (
        <span className={cn('text-xs', lead.followUpDue ? 'font-medium text-danger' : 'text-ink-muted')}>
          Next follow-up: <LocalTime iso={lead.nextFollowUpAt} />
        </span>
      ) : null}
      {lead.followUpDue ? <DueBadge /> : null}
    </span>
  );
}

/** The list's columns, as the product names them (docs/product.md, "Lead Management"). */
const COLUMNS = ['Name', 'Contact', 'Service', 'Location', 'Date', 'Source', 'Status', 'Actions'] as const;

/**
 * The leads of the page, rendered once for every width (decisions 075, 079): a grid of rows with
 * the table's roles (on elements whose roles a validator accepts, so phones keep the table
 * semantics when the rows are drawn as cards), every column in view at 1280 px; on phones each
 * cell shows its column's name above its content (`.lead-list` in app/styles/admin.css).
 */
export function LeadTable({
  leads,
  onView,
  selected,
  onSelect,
}: {
  leads: LeadListRow[];
  onView: (id: string) => void;
  /** Whether a lead is ticked for the bulk actions. */
  selected: (id: string) => boolean;
  onSelect: (id: string, on: boolean) => void;
}) {
  const [, contact, service, location, date, source, status] = COLUMNS;
  return (
    <div role="table" aria-label="Leads" aria-rowcount={leads.length + 1} className="lead-list">
      <div role="rowgroup" className="lead-head">
        <div role="row">
          {COLUMNS.map((column) => (
            <div key={column} role="columnheader">
              {column}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="divide-y divide-line">
        {leads.map((lead) => (
          <div
            key={lead.id}
            role="row"
            className={cn('lead-row', (lead.followUpDue || lead.overdue) && 'lead-due', selected(lead.id) && 'lead-selected')}
          >
            <div role="cell">
              <NameCell lead={lead} selected={selected(lead.id)} onSelect={(on) => onSelect(lead.id, on)} />
            </div>
            <div role="cell" data-label={contact}>
              <a href={`mailto:${lead.email}`} className="block [overflow-wrap:anywhere] text-ink hover:text-brass-700 hover:underline">
                {lead.email}
              </a>
              <a href={telHref(lead)} className="text-ink-muted hover:text-brass-700 hover:underline">
                {lead.phone}
              </a>
            </div>
            <div role="cell" data-label={service}>
              {orFallback(lead.service, NOT_SPECIFIED)}
            </div>
            <div role="cell" data-label={location}>
              {orFallback(lead.location, NOT_SPECIFIED)}
            </div>
            <div role="cell" data-label={date}>
              {formatDate(lead.createdAt)}
            </div>
            <div role="cell" data-label={source}>
              {lead.source?.trim() || DEFAULT_SOURCE}
            </div>
            <div role="cell" data-label={status}>
              <LeadRowStatusSelect lead={lead} className="w-full" />
            </div>
            <div role="cell">
              <button type="button" className="lead-row-button" onClick={() => onView(lead.id)} aria-label={`View ${lead.name}`}>
                View
              </button>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

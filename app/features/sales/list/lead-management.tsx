import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import {
  BellRing,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Download,
  Inbox,
  LoaderCircle,
  PhoneCall,
  RefreshCw,
  Search,
  Sparkles,
  Users,
} from 'lucide-react';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { formatCount } from '#app/lib/format.ts';
import { LEAD_STATUS_LABELS, leadFilterParams, SEARCH_MIN_LENGTH, searchWords } from '#app/features/sales/list/lead-filters.ts';
import type { LeadsTabData, MemberRef } from '#app/features/sales/list/lead-list.server.ts';
import { LeadTable } from '#app/features/sales/list/lead-table.tsx';
import { BulkBar } from '#app/features/sales/list/lead-bulk-bar.tsx';
import type { LeadSelection } from '#app/features/sales/list/lead-bulk-bar.tsx';
import { LeadDetailsDialog } from '#app/features/sales/lead/lead-details-dialog.tsx';
import { LeadStatusItems } from '#app/features/sales/lead/lead-status-select.tsx';
import { StatCard } from '#app/components/ui/stat-card.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { UnstoredLeadsPanel } from '#app/features/intake/admin/unstored-leads-panel.tsx';
import { AddLeadButton } from '#app/features/intake/admin/add-lead-dialog.tsx';

const SEARCH_DELAY_MS = 300;
/** The lead list's address (the admin's 'Lead Management' screen). */
const LEAD_LIST_PATH = '/admin/leads';

/**
 * The URL after a new search or status: the leads tab from its first page, with no lead open
 * (the open lead may not be among the new results).
 */
function withFilters(
  params: URLSearchParams,
  change: { q?: string; status?: string; due?: boolean; mine?: boolean; overdue?: boolean },
): URLSearchParams {
  for (const flag of ['due', 'mine', 'overdue'] as const) {
    if (change[flag] === true) params.set(flag, '1');
    else if (change[flag] === false) params.delete(flag);
  }
  if (change.q !== undefined) {
    if (change.q) params.set('q', change.q);
    else params.delete('q');
  }
  if (change.status !== undefined) {
    if (change.status === 'all') params.delete('status');
    else params.set('status', change.status);
  }
  params.delete('page');
  params.delete('lead');
  return params;
}

const NOTHING_SELECTED: LeadSelection = { ids: new Set(), allMatching: false };

export function LeadManagement({ data, staff }: { data: LeadsTabData; staff: MemberRef[] }) {
  const { filters, page, counters } = data;
  // The bulk actions' selection: the page's leads ticked, or all that match. Another search,
  // filter or page starts it afresh.
  const [selection, setSelection] = useState<LeadSelection>(NOTHING_SELECTED);
  const listKey = `${leadFilterParams(filters)}#${page.page}`;
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (listKey !== selectionKey) {
    setSelectionKey(listKey);
    setSelection(NOTHING_SELECTED);
  }
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [query, setQuery] = useState(filters.q);
  // The last search this box sent to the URL, and the URL's search as last seen here.
  const [sent, setSent] = useState(filters.q);
  const [seen, setSeen] = useState(filters.q);

  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === LEAD_LIST_PATH && !navigation.formMethod) ||
    revalidator.state === 'loading';

  // The search box follows the URL when something else changes it (back button, a link) ...
  if (filters.q !== seen) {
    setSeen(filters.q);
    if (filters.q !== sent) {
      setSent(filters.q);
      setQuery(filters.q);
    }
  }
  // ... and the URL follows the search box, shortly after typing stops.
  useEffect(() => {
    const wanted = query.trim();
    if (wanted === sent) return;
    const timer = setTimeout(() => {
      setSent(wanted);
      setSearchParams((params) => withFilters(params, { q: wanted }), { replace: true, preventScrollReset: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, sent, setSearchParams]);

  function setStatus(status: string) {
    setSearchParams((params) => withFilters(params, { status }), { preventScrollReset: true });
  }

  function setFlag(flag: 'due' | 'mine' | 'overdue', on: boolean) {
    setSearchParams((params) => withFilters(params, { [flag]: on }), { preventScrollReset: true });
  }

  function openLead(id: string) {
    setSearchParams(
      (params) => {
        params.set('lead', id);
        return params;
      },
      { preventScrollReset: true },
    );
  }

  function closeLead() {
    setSearchParams(
      (params) => {
        params.delete('lead');
        return params;
      },
      { preventScrollReset: true, replace: true },
    );
  }

  const pageHref = (target: number) => {
    const params = new URLSearchParams(searchParams);
    params.delete('lead');
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    return params.size > 0 ? `${LEAD_LIST_PATH}?${params}` : LEAD_LIST_PATH;
  };

  const filtered = filters.q !== '' || filters.status !== 'all' || filters.due || filters.mine || Boolean(filters.overdue);
  // A filter shows as on from the click, while its leads load.
  const pendingParams = navigation.location?.pathname === LEAD_LIST_PATH ? new URLSearchParams(navigation.location.search) : null;
  const flagShown = (flag: 'due' | 'mine' | 'overdue') => (pendingParams ? pendingParams.get(flag) === '1' : Boolean(filters[flag]));
  const searchTooShort = filters.q !== '' && searchWords(filters.q).length === 0;
  const exportHref = `/admin/leads/export${leadFilterParams(filters).size > 0 ? `?${leadFilterParams(filters)}` : ''}`;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.leads.length - 1;
  const hasNext = page.moreThan || page.matching > page.page * page.pageSize;
  const openId = searchParams.get('lead');
  const openRow = openId ? (page.leads.find((lead) => lead.id === openId) ?? null) : null;

  return (
    <TabSection id="leads-heading" title="Lead Management" titleHidden>
      <div className="flex justify-end">
        <AddLeadButton />
      </div>
      <UnstoredLeadsPanel total={data.unstored.total} items={data.unstored.items} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard label="Total Leads" value={counters.total} icon={<Users aria-hidden="true" />} />
        <StatCard label="New" value={counters.new} icon={<Sparkles aria-hidden="true" />} accent="bg-brass-50 text-brass-800" />
        <StatCard label="Contacted" value={counters.contacted} icon={<PhoneCall aria-hidden="true" />} />
        <StatCard
          label="Converted"
          value={counters.converted}
          icon={<CircleCheck aria-hidden="true" />}
          accent="bg-sage-100 text-sage-700"
        />
        <StatCard
          label="Follow-ups due"
          value={counters.followUpsDue}
          icon={<BellRing aria-hidden="true" />}
          accent={counters.followUpsDue > 0 ? 'bg-danger-50 text-danger' : undefined}
          className="col-span-2 lg:col-span-1"
        />
      </div>

      <div className="rounded-lg border border-line bg-surface shadow-soft">
        <Form
          method="get"
          action={LEAD_LIST_PATH}
          role="search"
          aria-label="Filter leads"
          className="flex flex-col gap-3 border-b border-line p-4"
          onSubmit={(event) => {
            // With JavaScript the URL already follows the fields; Enter just applies the search now.
            event.preventDefault();
            const wanted = query.trim();
            setSent(wanted);
            setSearchParams((params) => withFilters(params, { q: wanted }), { preventScrollReset: true });
          }}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="relative flex-1">
              <Label htmlFor="lead-search" className="sr-only">
                Search leads
              </Label>
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
              <Input
                id="lead-search"
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Search name, email, phone, location or service"
                className="pl-9"
                maxLength={100}
                autoComplete="off"
              />
            </div>
            <div className="flex gap-3">
              <Select name="status" value={filters.status} onValueChange={setStatus}>
                <SelectTrigger aria-label="Filter by status" className="w-full sm:w-44">
                  <SelectValue>{filters.status === 'all' ? 'All Status' : LEAD_STATUS_LABELS[filters.status]}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">All Status</SelectItem>
                  <LeadStatusItems />
                </SelectContent>
              </Select>
              <Button
                type="button"
                variant="outline"
                onClick={() => void revalidator.revalidate()}
                disabled={revalidator.state === 'loading'}
                aria-label="Refresh leads"
              >
                <RefreshCw aria-hidden="true" className={cn(revalidator.state === 'loading' && 'animate-spin')} />
                <span className="hidden sm:inline">Refresh</span>
              </Button>
            </div>
          </div>
          {searchTooShort ? (
            <p role="status" className="text-sm text-ink-muted">
              Type at least {SEARCH_MIN_LENGTH} characters to search: every lead is shown meanwhile.
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <FilterChip name="due" label="Follow-ups due" checked={flagShown('due')} onChange={(on) => setFlag('due', on)} />
            <FilterChip name="overdue" label="Overdue" checked={flagShown('overdue')} onChange={(on) => setFlag('overdue', on)} />
            <FilterChip name="mine" label="Assigned to me" checked={flagShown('mine')} onChange={(on) => setFlag('mine', on)} />
            <a
              href={exportHref}
              download
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'ml-auto min-h-11 sm:min-h-9' })}
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </div>
        </Form>

        <div className="relative" aria-busy={loading}>
          {loading ? (
            <div
              role="status"
              className="absolute inset-x-0 top-0 z-10 flex items-center justify-center gap-2 bg-surface/85 py-3 text-sm text-ink-muted"
            >
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brass-700" />
              Loading leads...
            </div>
          ) : null}
          {page.leads.length === 0 ? (
            <EmptyState icon={Inbox}>
              {filtered ? 'No matching leads found. Try adjusting your filters.' : 'No leads found. Form submissions will appear here.'}
            </EmptyState>
          ) : (
            <>
              <BulkBar
                pageIds={page.leads.map((lead) => lead.id)}
                matching={page.matching}
                moreThan={page.moreThan}
                filters={filters}
                staff={staff}
                selection={selection}
                onChange={setSelection}
              />
              <LeadTable
                leads={page.leads}
                onView={openLead}
                selected={(id) => selection.allMatching || selection.ids.has(id)}
                onSelect={(id, on) => {
                  // Unticking one of "all that match" leaves the rest of the page ticked.
                  const ids = new Set(selection.allMatching ? page.leads.map((lead) => lead.id) : selection.ids);
                  if (on) ids.add(id);
                  else ids.delete(id);
                  setSelection({ ids, allMatching: false });
                }}
              />
            </>
          )}
        </div>

        {page.leads.length > 0 ? (
          <nav
            aria-label="Lead pages"
            className="flex flex-col items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm sm:flex-row"
          >
            <p className="text-ink-muted">
              Showing {formatCount(first)}–{formatCount(last)} of {page.moreThan ? 'more than ' : ''}
              {formatCount(page.matching)} {page.matching === 1 ? 'lead' : 'leads'}
            </p>
            <div className="flex gap-2">
              <PageLink href={pageHref(page.page - 1)} disabled={page.page <= 1} label="Previous page">
                <ChevronLeft aria-hidden="true" /> Previous
              </PageLink>
              <PageLink href={pageHref(page.page + 1)} disabled={!hasNext} label="Next page">
                Next <ChevronRight aria-hidden="true" />
              </PageLink>
            </div>
          </nav>
        ) : null}
      </div>

      <LeadDetailsDialog
        openId={openId}
        details={data.selectedLead && data.selectedLead.lead.id === openId ? data.selectedLead : null}
        row={openRow}
        missing={Boolean(openId) && data.requestedLead === openId && !data.selectedLead && !loading}
        onClose={closeLead}
      />
    </TabSection>
  );
}

/**
 * A filter that is on or off: a checkbox drawn as a chip. It posts with the search form before
 * the page's script runs; after, a change applies at once.
 */
function FilterChip({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors select-none has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brass-700 sm:min-h-9',
        checked ? 'border-charcoal bg-charcoal text-white' : 'border-line bg-surface text-ink hover:bg-sand',
      )}
    >
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brass-500"
      />
      {label}
    </label>
  );
}

function PageLink({ href, disabled, label, children }: { href: string; disabled: boolean; label: string; children: ReactNode }) {
  const classes = buttonClasses({ variant: 'outline', size: 'sm' });
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(classes, 'opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={href} aria-label={label} preventScrollReset className={classes}>
      {children}
    </Link>
  );
}

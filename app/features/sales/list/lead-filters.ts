// What the lead table shows and how its URL is read: shared by the dashboard and its loader.
import { z } from 'zod';
import { leadStatuses } from '#db/enums.ts';
import type { LeadStatus } from '#db/enums.ts';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
};

export const LEADS_PAGE_SIZE = 50;
/** Matching leads are counted up to this many past the current page (a broad search stays fast). */
export const LEADS_COUNT_LOOKAHEAD = 1000;

export type LeadFilters = {
  q: string;
  status: LeadStatus | 'all';
  /** 'Follow-ups due': only leads whose next follow-up is now or past (`due=1`). */
  due: boolean;
  /** 'Assigned to me' (`mine=1`). */
  mine: boolean;
  /**
   * 'Overdue' (`overdue=1`): only leads nobody has contacted whose first response was due before
   * now (decision 113). Absent: off.
   */
  overdue?: boolean;
  page: number;
};

const flag = z
  .string()
  .transform((value) => value === '1')
  .catch(false);

const filtersSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  status: z.enum(['all', ...leadStatuses]).catch('all'),
  due: flag,
  mine: flag,
  overdue: flag,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** Filters from the dashboard URL; anything unreadable falls back to its default. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  return filtersSchema.parse({
    q: params.get('q') ?? '',
    status: params.get('status') ?? 'all',
    due: params.get('due') ?? '',
    mine: params.get('mine') ?? '',
    overdue: params.get('overdue') ?? '',
    page: params.get('page') ?? 1,
  });
}

/** The shortest search the list runs: the trigram index needs three characters (decision 071). */
export const SEARCH_MIN_LENGTH = 3;

/**
 * The words a search looks for (six at most). Shorter words count only beside a longer one: a
 * search of only one- and two-letter words would read every lead, so it is not run.
 */
export function searchWords(q: string): string[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  return words.some((word) => word.length >= SEARCH_MIN_LENGTH) ? words : [];
}

/**
 * A search for one person: a whole e-mail address, or a phone number (ten digits or more, written
 * any way: '+91 98450 12345', '098450-12345'). The list then shows every enquiry of the person
 * who has it (decision 077), not only those that spell it the same way.
 */
export function personSearch(q: string): { kind: 'email' | 'phone'; value: string } | null {
  const value = q.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return { kind: 'email', value };
  if (/^[\d\s\-().+]+$/.test(value) && (value.match(/\+/g) ?? []).length <= 1 && (value.match(/\d/g) ?? []).length >= 10)
    return { kind: 'phone', value };
  return null;
}

/** The URL parameters of the filters (no page): what the list, its links and 'Export CSV' carry. */
export function leadFilterParams(filters: Omit<LeadFilters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.due) params.set('due', '1');
  if (filters.mine) params.set('mine', '1');
  if (filters.overdue) params.set('overdue', '1');
  return params;
}

export const leadStatusSchema = z.object({
  status: z.enum(leadStatuses, { error: 'Choose New, Contacted, Converted or Lost.' }),
});

/** A missing or unknown status shows as New (docs/product.md, 'The admin panel'). */
export function displayStatus(status: string | null | undefined): LeadStatus {
  return (leadStatuses as readonly string[]).includes(status ?? '') ? (status as LeadStatus) : 'new';
}

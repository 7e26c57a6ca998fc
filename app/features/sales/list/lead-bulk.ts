// Bulk actions of the lead list (decision 118): 'Assign to…' and 'Change status…' for the leads
// ticked on the page, or for every lead that matches the list's filters, up to BULK_MAX at once.
// One reader and one schema for the browser (before sending) and the action. Browser-safe.
import { z } from 'zod';
import { leadStatuses } from '#db/enums.ts';
import type { LeadStatus } from '#db/enums.ts';
import { formatCount } from '#app/lib/format.ts';
import { LEAD_STATUS_LABELS, parseLeadFilters } from '#app/features/sales/list/lead-filters.ts';
import type { LeadFilters } from '#app/features/sales/list/lead-filters.ts';

/** The most leads one bulk action changes. */
export const BULK_MAX = 1000;

export const BULK_TEXTS = {
  none: 'Select at least one lead.',
  notLead: 'Select leads from the list.',
  tooMany: (count: number | null) =>
    `${count === null ? 'More than 1,000' : formatCount(count)} leads are selected: a bulk action changes at most ${formatCount(BULK_MAX)} at once. Narrow the filters, or select fewer.`,
  member: 'Choose a member of the team who works on leads, or Unassigned.',
  status: 'Choose New, Contacted, Converted or Lost.',
} as const;

export const bulkIntents = ['bulk-assign', 'bulk-status'] as const;
export type BulkIntent = (typeof bulkIntents)[number];

/** Which leads a bulk action is for: the ones ticked, or every lead the filters match. */
export type BulkSelection = { kind: 'ids'; ids: string[] } | { kind: 'filters'; filters: Omit<LeadFilters, 'page'> };

/** The form's fields as posted: repeated `id`s, or `match=filters` with the list's filter parameters. */
function bulkFields(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    intent: text('intent'),
    match: text('match'),
    ids: form.getAll('id').filter((value): value is string => typeof value === 'string'),
    filters: parseLeadFilters(new URLSearchParams([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))),
    assignedTo: text('assignedTo'),
    newStatus: text('newStatus'),
  };
}

const selection = z
  .object({
    match: z.enum(['ids', 'filters']).optional(),
    ids: z.array(z.uuid({ error: BULK_TEXTS.notLead })),
    filters: z.custom<LeadFilters>(),
  })
  .transform(({ match, ids, filters }, context): BulkSelection => {
    if (match === 'filters') {
      const { page: _page, ...rest } = filters;
      return { kind: 'filters', filters: rest };
    }
    const unique = [...new Set(ids)];
    if (unique.length === 0) context.addIssue({ code: 'custom', message: BULK_TEXTS.none, path: ['ids'] });
    if (unique.length > BULK_MAX) context.addIssue({ code: 'custom', message: BULK_TEXTS.tooMany(unique.length), path: ['ids'] });
    return { kind: 'ids', ids: unique };
  });

/** 'Unassigned' in the 'Assign to…' form. */
export const UNASSIGNED = 'none';

/**
 * A bulk action: its intent, its leads and what it sets. `memberIds` are the staff a lead may be
 * assigned to (or UNASSIGNED).
 */
export function bulkSchema(memberIds: readonly string[]) {
  return z.discriminatedUnion('intent', [
    z.object({
      intent: z.literal('bulk-assign'),
      selection,
      assignedTo: z
        .string({ error: BULK_TEXTS.member })
        .refine((value) => value === UNASSIGNED || memberIds.includes(value), BULK_TEXTS.member)
        .transform((value) => (value === UNASSIGNED ? null : value)),
    }),
    z.object({
      intent: z.literal('bulk-status'),
      selection,
      newStatus: z.enum(leadStatuses, { error: BULK_TEXTS.status }),
    }),
  ]);
}

export type BulkAction = z.output<ReturnType<typeof bulkSchema>>;

/** Reads a posted bulk action; the first problem in words when it is not one. */
export function readBulkForm(
  form: FormData,
  memberIds: readonly string[],
): { ok: true; value: BulkAction } | { ok: false; error: string; field: string } {
  const fields = bulkFields(form);
  const parsed = bulkSchema(memberIds).safeParse({
    intent: fields.intent,
    selection: { match: fields.match, ids: fields.ids, filters: fields.filters },
    assignedTo: fields.assignedTo,
    newStatus: fields.newStatus,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.includes('selection') ? 'selection' : String(issue.path[0] ?? 'intent');
  return { ok: false, error: issue.message, field };
}

/** What a bulk action did, for its toast: how many leads changed, and how many already were so. */
export function bulkDoneText(
  action: { intent: 'bulk-assign'; assignee: string | null } | { intent: 'bulk-status'; status: LeadStatus },
  { selected, changed }: { selected: number; changed: number },
): string {
  const leads = (count: number) => `${formatCount(count)} ${count === 1 ? 'lead' : 'leads'}`;
  const done =
    action.intent === 'bulk-assign'
      ? action.assignee === null
        ? `${leads(changed)} unassigned`
        : `${leads(changed)} assigned to ${action.assignee}`
      : `${leads(changed)} set to ${LEAD_STATUS_LABELS[action.status]}`;
  const already = selected - changed;
  return already > 0 ? `${done} (${formatCount(already)} already ${already === 1 ? 'was' : 'were'}).` : `${done}.`;
}

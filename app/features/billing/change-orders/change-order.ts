// A change order priced and applied (decision 166), pure and browser-safe: the new line list
// priced like a quotation (the contract's discount and site state kept), what changed against the
// contract, and the milestones after it: the difference spread over those not yet invoiced, or a
// milestone of its own. The milestones always add up, column by column, to the new contract.
import { z } from 'zod';
import { changeOrderSpreads } from '#db/enums.ts';
import type { ChangeOrderSpread } from '#db/enums.ts';
import { contractSplit, spreadDifference } from '#app/features/billing/milestone-split.ts';
import type { MilestoneAmounts, MoneySplit, SpreadMilestone } from '#app/features/billing/milestone-split.ts';
import {
  diffLines,
  LINES_MAX,
  QUOTATION_TEXTS,
  quotationSectionSchema,
  SECTIONS_MAX,
  totalQuotation,
} from '#app/features/sales/quotation/quotation.ts';
import type { Discount, LineChange, QuotationSection, QuotationTotals, SiteState } from '#app/features/sales/quotation/quotation.ts';

export const CHANGE_ORDER_TEXTS = {
  spread: 'Choose how the difference is paid.',
  unchanged: 'Nothing has changed from the contract: add, remove or change a line first.',
  allInvoiced: 'Every milestone is invoiced: add the difference as a milestone of its own.',
  ownNegative: 'A change that lowers the contract is taken off the milestones not yet invoiced.',
  tooLow: 'This change lowers the contract by more than the milestones not yet invoiced hold.',
} as const;

export const SPREAD_LABELS: Record<ChangeOrderSpread, string> = {
  open_milestones: 'Spread it over the milestones not yet invoiced',
  own_milestone: 'Add it as a milestone of its own',
};

/** 'Send to customer' from the change order's editor: the whole new line list and how its difference is paid. */
export const changeOrderFormSchema = z
  .object({
    sections: z.array(quotationSectionSchema).min(1, QUOTATION_TEXTS.noLines).max(SECTIONS_MAX, QUOTATION_TEXTS.tooManyLines),
    spread: z.enum(changeOrderSpreads, { error: CHANGE_ORDER_TEXTS.spread }),
  })
  .superRefine((form, context) => {
    if (form.sections.reduce((sum, section) => sum + section.lines.length, 0) > LINES_MAX)
      context.addIssue({ code: 'custom', path: ['sections'], message: QUOTATION_TEXTS.tooManyLines });
  });
export type ChangeOrderForm = z.infer<typeof changeOrderFormSchema>;

/** What the contract is now: its lines, its discount and where the site is (for GST). */
export type ContractBasis = { sections: QuotationSection[]; discount: Discount; siteState: SiteState; currentValuePaise: number };

export type PricedChangeOrder = {
  totals: QuotationTotals;
  changes: LineChange[];
  /** The new total less the contract's current value. */
  deltaPaise: number;
  /** The new contract's taxable value and taxes. */
  contract: MoneySplit;
};

/** The new line list priced like a quotation, against the contract it changes. */
export function priceChangeOrder(basis: ContractBasis, sections: QuotationSection[]): PricedChangeOrder {
  const totals = totalQuotation({
    sections,
    discount: basis.discount,
    siteState: basis.siteState,
    paymentSchedule: [{ label: 'All', percent: 100 }],
  });
  return {
    totals,
    changes: diffLines(basis.sections, sections),
    deltaPaise: totals.totalPaise - basis.currentValuePaise,
    contract: contractSplit(totals.taxablePaise, basis.siteState),
  };
}

export type AppliedChange<T extends SpreadMilestone> =
  { ok: true; milestones: T[]; ownMilestone: MilestoneAmounts | null } | { ok: false; problem: 'allInvoiced' | 'ownNegative' | 'tooLow' };

const COLUMNS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;

/**
 * The milestones once the contract becomes `contract`: every column's difference against what the
 * milestones hold now goes over the open ones (spreadDifference) or into one milestone of its own.
 * Invoiced milestones never change. Refused when nothing is open to spread over, when a milestone
 * of its own would be below 0, or when a lowering is larger than what the open milestones hold.
 */
export function applyChangeOrder<T extends SpreadMilestone>(
  milestones: readonly T[],
  contract: MoneySplit,
  spread: ChangeOrderSpread,
): AppliedChange<T> {
  const held = (column: (typeof COLUMNS)[number]) => milestones.reduce((sum, milestone) => sum + milestone[column], 0);
  const delta = Object.fromEntries(COLUMNS.map((column) => [column, contract[column] - held(column)])) as MoneySplit;
  if (spread === 'own_milestone') {
    if (COLUMNS.some((column) => delta[column] < 0)) return { ok: false, problem: 'ownNegative' };
    const amountPaise = delta.taxablePaise + delta.cgstPaise + delta.sgstPaise + delta.igstPaise;
    return { ok: true, milestones: milestones.map((milestone) => ({ ...milestone })), ownMilestone: { ...delta, amountPaise } };
  }
  const open = milestones.filter((milestone) => milestone.status !== 'invoiced');
  if (open.length === 0) return { ok: false, problem: 'allInvoiced' };
  const openHeld = (column: (typeof COLUMNS)[number]) => open.reduce((sum, milestone) => sum + milestone[column], 0);
  if (COLUMNS.some((column) => openHeld(column) + delta[column] < 0)) return { ok: false, problem: 'tooLow' };
  const spreadOut = spreadDifference(milestones, delta.taxablePaise, delta);
  if (!spreadOut) return { ok: false, problem: 'allInvoiced' };
  return { ok: true, milestones: spreadOut, ownMilestone: null };
}

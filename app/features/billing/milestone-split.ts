// A contract's money into milestones, exact to the paisa (decision 162): the taxable value and each
// tax (CGST and SGST within Karnataka, IGST elsewhere) split by the schedule's whole percents, each
// milestone but the last taking its share rounded down and its tax at the rate (rounded half up,
// as the quotation does), the last taking what is left, so every column adds up to the contract's.
// And a change of the contract's value spread over the milestones not yet invoiced. Pure.
import type { MilestoneStatus } from '#db/enums.ts';
import { gstLines } from '#app/features/sales/quotation/quotation.ts';
import type { PaymentStage, SiteState } from '#app/features/sales/quotation/quotation.ts';

export type TaxSplit = { cgstPaise: number; sgstPaise: number; igstPaise: number };
export type MoneySplit = TaxSplit & { taxablePaise: number };
/** A milestone's money: its amount with GST is its taxable value plus its taxes. */
export type MilestoneAmounts = MoneySplit & { amountPaise: number };
export type PlannedMilestone = MilestoneAmounts & { position: number; label: string; percent: number };

const COLUMNS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;

const amountOf = (split: MoneySplit) => split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise;

/** The taxes on a taxable value as the quotation computes them: CGST 9% + SGST 9% in Karnataka, IGST 18% elsewhere. */
export function taxSplit(taxablePaise: number, siteState: SiteState): TaxSplit {
  const lines = gstLines(taxablePaise, siteState);
  return siteState === 'karnataka'
    ? { cgstPaise: lines[0]!.amountPaise, sgstPaise: lines[1]!.amountPaise, igstPaise: 0 }
    : { cgstPaise: 0, sgstPaise: 0, igstPaise: lines[0]!.amountPaise };
}

/** A contract's taxable value and its taxes, as the quotation totals them. */
export function contractSplit(taxablePaise: number, siteState: SiteState): MoneySplit {
  return { taxablePaise, ...taxSplit(taxablePaise, siteState) };
}

const withAmount = <T extends MoneySplit>(split: T): T & { amountPaise: number } => ({ ...split, amountPaise: amountOf(split) });

/**
 * The milestones of a contract, one per stage of `stages` (whole percents adding up to 100), in
 * order from position 1: each column of them adds up to the contract's exactly, none below 0
 * unless the contract's column is.
 */
export function splitContract(contract: MoneySplit, stages: readonly PaymentStage[], siteState: SiteState): PlannedMilestone[] {
  if (stages.length === 0) throw new RangeError('A schedule of at least one stage');
  const percentSum = stages.reduce((sum, stage) => sum + stage.percent, 0);
  const shares: MoneySplit[] = stages.slice(0, -1).map((stage) => {
    const taxablePaise = Math.floor((contract.taxablePaise * stage.percent) / percentSum);
    return { taxablePaise, ...taxSplit(taxablePaise, siteState) };
  });
  let last = remainder(contract, shares);
  // A tiny contract's rounding can leave the last stage short of tax: then every column is shared alike.
  if (COLUMNS.some((column) => last[column] < 0 && contract[column] >= 0)) {
    shares.splice(
      0,
      shares.length,
      ...stages.slice(0, -1).map((stage) => {
        const share = {} as MoneySplit;
        for (const column of COLUMNS) share[column] = Math.floor((contract[column] * stage.percent) / percentSum);
        return share;
      }),
    );
    last = remainder(contract, shares);
  }
  return [...shares, last].map((share, index) => ({
    ...withAmount(share),
    position: index + 1,
    label: stages[index]!.label,
    percent: stages[index]!.percent,
  }));
}

function remainder(whole: MoneySplit, parts: readonly MoneySplit[]): MoneySplit {
  const left = { ...whole };
  for (const part of parts) for (const column of COLUMNS) left[column] -= part[column];
  return left;
}

/**
 * `total` shared in proportion to `weights` (whole, 0 or more), exactly: each share rounded down,
 * the paise left one each to the largest remainders (the earliest first on a tie). Equal weights
 * when they are all 0. Exact for any amount of paise (BigInt inside).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) throw new RangeError('At least one weight');
  const used = weights.some((weight) => weight > 0) ? weights : weights.map(() => 1);
  const sum = used.reduce((acc, weight) => acc + BigInt(weight), 0n);
  const big = BigInt(total);
  const shares = used.map((weight, index) => {
    const exact = big * BigInt(weight);
    // Floor division for negative amounts too.
    let base = exact / sum;
    if (exact % sum !== 0n && exact < 0n) base -= 1n;
    return { index, base, rest: exact - base * sum };
  });
  let left = big - shares.reduce((acc, share) => acc + share.base, 0n);
  for (const share of [...shares].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.index - b.index))) {
    if (left <= 0n) break;
    share.base += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.base));
}

export type SpreadMilestone = MilestoneAmounts & { status: MilestoneStatus };

/**
 * A change of the contract's value (`deltaTaxable`, and `deltaTax` per tax; negative lowers it)
 * spread over the milestones not yet invoiced, each column in proportion to what those milestones
 * hold of it (or alike when they hold none), exactly. Invoiced milestones come back unchanged; null
 * when every milestone is invoiced (the difference then needs a milestone of its own). No column
 * of a milestone goes below 0 while that column's total over the open milestones stays 0 or more.
 */
export function spreadDifference<T extends SpreadMilestone>(
  milestones: readonly T[],
  deltaTaxable: number,
  deltaTax: TaxSplit,
): T[] | null {
  const open = milestones.flatMap((milestone, index) => (milestone.status === 'invoiced' ? [] : [index]));
  if (open.length === 0) return null;
  const delta: MoneySplit = { taxablePaise: deltaTaxable, ...deltaTax };
  const result = milestones.map((milestone) => ({ ...milestone }));
  for (const column of COLUMNS) {
    const weights = open.map((index) => Math.max(0, milestones[index]![column]));
    // A tax the open milestones do not carry yet goes by their taxable value.
    const basis = weights.some((weight) => weight > 0) ? weights : open.map((index) => Math.max(0, milestones[index]!.taxablePaise));
    allocate(delta[column], basis).forEach((share, at) => {
      result[open[at]!]![column] += share;
    });
  }
  return result.map((milestone) => ({ ...milestone, amountPaise: amountOf(milestone) }));
}

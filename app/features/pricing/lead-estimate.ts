// The estimate a calculator lead carries: made on the server from the inputs the visitor sent and
// the rate card in force (never from amounts a browser sends), stored with the lead, and read back
// for the admin and the notification e-mail.
import { estimate } from '#app/features/pricing/estimate.ts';
import type { Estimate } from '#app/features/pricing/estimate.ts';
import { estimateServices } from '#app/features/pricing/estimate-options.ts';
import { propertyTypes } from '#app/features/pricing/property-types.ts';
import type { EstimateInput } from '#app/features/pricing/estimate-input.ts';
import { formatLakhRange, formatRange, PLUS_GST } from '#app/features/pricing/money.ts';
import { packages } from '#content/packages.ts';
import type { RateCard } from '#content/rate-card.ts';

export type LeadEstimate = Estimate & { input: EstimateInput };

export function leadEstimate(input: EstimateInput, card: RateCard): LeadEstimate {
  return { input, ...estimate(input, card) };
}

/** The middle of an estimate's range in paise: a lead's value on the pipeline until it has a quotation. */
export function estimateMiddlePaise(value: Pick<Estimate, 'range'>): number {
  return Math.round(((value.range.low + value.range.high) / 2) * 100);
}

const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((option) => option.value === value)?.label ?? value;

/** 'Full Interior Design · 2 BHK · 1,100 sq ft · Premium' */
export function estimateScope(input: EstimateInput): string {
  return [
    labelOf(estimateServices, input.service),
    labelOf(propertyTypes, input.property),
    `${input.area.toLocaleString('en-IN')} sq ft`,
    labelOf(packages, input.package),
  ].join(' · ');
}

/**
 * Which rates an estimate used, in staff's words: the site's own rates (version 0, never saved in
 * 'Pricing') or the numbered card saved there.
 */
export function rateCardWords(version: number): string {
  return version === 0 ? 'standard rates' : `rates saved in 'Pricing' (version ${version})`;
}

/** '₹4,94,000 – ₹6,05,000 (₹4.94 – 6.05 lakh), plus GST' */
export function estimateRangeText(value: Pick<Estimate, 'range'>): string {
  return `${formatRange(value.range)} (${formatLakhRange(value.range)}), ${PLUS_GST}`;
}

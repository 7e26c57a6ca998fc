// Every estimate is before GST and says so where it is shown: the calculator's range and its
// phone total, the breakdown, the lead's estimate for staff and its one-line text (the
// notification e-mail, the export); a quotation adds the 18%.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultRateCard } from '#content/rate-card.ts';
import { CompactTotal } from '#app/features/pricing/components/compact-total.tsx';
import { EstimatePanel } from '#app/features/pricing/components/estimate-panel.tsx';
import { LeadEstimateSummary } from '#app/features/pricing/components/lead-estimate-summary.tsx';
import { parseEstimateInput } from '#app/features/pricing/estimate-input.ts';
import { estimateRangeText, leadEstimate } from '#app/features/pricing/lead-estimate.ts';
import type { EstimateState } from '#app/features/pricing/use-estimate.ts';

const parsed = parseEstimateInput(
  new URLSearchParams('service=modular-kitchen&property=2bhk&area=1100&package=premium&layout=parallel&length=16'),
);
if (!parsed.ok) throw new Error('the kitchen estimate no longer parses');
const estimate = leadEstimate(parsed.input, defaultRateCard);
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('an estimate', () => {
  it('says "plus GST" beside its range, its total and its offer, on the calculator and for staff', () => {
    expect(estimateRangeText(estimate)).toMatch(/lakh\), plus GST$/);
    const state: EstimateState = {
      values: {},
      input: parsed.input,
      result: estimate,
      errors: {},
      query: '',
      rateCard: defaultRateCard,
      set: () => {},
    };
    const panel = textOf(renderToStaticMarkup(<EstimatePanel state={state} />));
    expect(panel).toMatch(/lakh, after 10% off, plus GST/);
    expect(panel).toContain('Estimate, plus GST');
    expect(panel).toContain('If you book within 24 hours, plus GST');
    expect(textOf(renderToStaticMarkup(<CompactTotal state={state} />))).toMatch(/lakh plus GST/);
    expect(textOf(renderToStaticMarkup(<LeadEstimateSummary estimate={estimate} />))).toMatch(/lakh\), plus GST/);
  });
});

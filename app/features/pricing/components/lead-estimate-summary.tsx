import { EstimateBreakdown } from '#app/features/pricing/components/estimate-breakdown.tsx';
import { estimateRangeText, estimateScope, rateCardWords } from '#app/features/pricing/lead-estimate.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';

/** The estimate a lead was sent with, for staff: the range, what it was for, and the breakdown. */
export function LeadEstimateSummary({ estimate }: { estimate: LeadEstimate }) {
  return (
    <section aria-labelledby="lead-estimate-heading" className="mt-5 rounded-md border border-line bg-canvas p-4">
      <h3 id="lead-estimate-heading" className="font-sans text-xs font-semibold tracking-wide text-ink-muted uppercase">
        Estimate
      </h3>
      <p className="mt-1 text-lg font-semibold text-ink tabular-nums">{estimateRangeText(estimate)}</p>
      <p className="text-sm text-ink-muted">
        {estimateScope(estimate.input)} · {rateCardWords(estimate.rateCardVersion)}
      </p>
      <div className="mt-3">
        <EstimateBreakdown estimate={estimate} caption="Breakdown the visitor saw" />
      </div>
    </section>
  );
}

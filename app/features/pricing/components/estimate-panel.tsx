import { useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { EstimateBreakdown } from '#app/features/pricing/components/estimate-breakdown.tsx';
import { estimateScope } from '#app/features/pricing/lead-estimate.ts';
import { formatLakhRange, formatRange, PLUS_GST } from '#app/features/pricing/money.ts';
import type { EstimateState } from '#app/features/pricing/use-estimate.ts';
import { formatDate } from '#app/lib/format.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { company } from '#content/company.ts';
import { estimateCoverage } from '#content/estimate-coverage.ts';
import { DEFAULT_RATES_NAME } from '#content/rate-card.ts';
import type { RateCard } from '#content/rate-card.ts';
import { quotePromise } from '#content/promises.ts';

/** Which rates an estimate used, as a person reads it: when staff set them, or the standard ones. */
function ratesText(card: Pick<RateCard, 'version' | 'savedAt'>): string {
  return card.savedAt && card.version > 0
    ? `Prices from our rates of ${formatDate(card.savedAt)} (rate card ${card.version}).`
    : `Prices from ${DEFAULT_RATES_NAME}.`;
}

/** The printout's date (today in India time, again when the visitor prints) and the rates it used. */
function PrintNote({ rateCard }: { rateCard: RateCard }) {
  const [today, setToday] = useState(() => formatDate(new Date().toISOString()));
  useEffect(() => {
    const refresh = () => setToday(formatDate(new Date().toISOString()));
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, []);
  return (
    <p className="mt-4 hidden text-xs text-ink-muted print:block">
      Estimate of <span suppressHydrationWarning>{today}</span>. {ratesText(rateCard)}
    </p>
  );
}

/** 'Your estimate': the range (announced politely when it changes), its breakdown and what it covers. */
export function EstimatePanel({ state }: { state: EstimateState }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const { result, input, errors } = state;
  const problems = Object.values(errors);
  // What is included follows the service priced (a kitchen has no furnishing budget).
  const coverage = input ? estimateCoverage[input.service] : null;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section aria-labelledby="your-estimate" className="estimate-print rounded-lg border border-line bg-surface p-6 shadow-lift sm:p-8">
      <p className="mb-3 hidden text-sm print:block">
        {company.name} · {company.phone.display} · {company.email}
      </p>
      <h2 id="your-estimate" className="scroll-mt-24 text-2xl">
        Your estimate
      </h2>
      {input ? <p className="mt-1 text-sm text-ink-muted">{estimateScope(input)}</p> : null}
      <div aria-live="polite" aria-atomic="true" className="mt-4">
        {result ? (
          <>
            <p className="font-display text-3xl font-semibold text-ink tabular-nums sm:text-4xl">{formatRange(result.range)}</p>
            <p className="mt-1 text-ink-muted">
              {formatLakhRange(result.range)}, after 10% off, {PLUS_GST}
            </p>
          </>
        ) : (
          <div role="alert" className="rounded-md bg-danger-50 p-4 text-sm text-danger">
            <p className="font-semibold">Please check your answers to see an estimate:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {result ? (
        <>
          <div className="mt-6">
            <EstimateBreakdown estimate={result} />
          </div>
          <p className="mt-4 text-sm text-ink-muted">
            The range is the estimate plus or minus {result.rangePercent}%, rounded. Your final price depends on exact measurements,
            materials and finishes: after a free site visit we send a detailed, itemised quote {quotePromise.within}.
          </p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold">Included</dt>
              <dd className="text-ink-muted">{coverage?.included}</dd>
            </div>
            <div>
              <dt className="font-semibold">Not included</dt>
              <dd className="text-ink-muted">{coverage?.excluded}</dd>
            </div>
          </dl>
          {hydrated ? (
            <div className="mt-6 flex flex-wrap gap-3 print:hidden">
              <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
                Print estimate
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => void copyLink()}>
                {copied ? 'Link copied' : 'Copy link to this estimate'}
              </Button>
            </div>
          ) : null}
          <PrintNote rateCard={state.rateCard} />
        </>
      ) : null}
    </section>
  );
}

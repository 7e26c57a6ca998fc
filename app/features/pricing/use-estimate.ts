// The calculator page's state: what the visitor typed (as text, so a half-typed number is kept),
// the estimate it makes with the page's rate card, and the shareable URL kept in step with it.
import { useEffect, useMemo, useState } from 'react';
import { estimate } from '#app/features/pricing/estimate.ts';
import type { Estimate } from '#app/features/pricing/estimate.ts';
import { estimateFieldNames, estimateQuery, parseEstimateInput, propertyOf, serviceFields } from '#app/features/pricing/estimate-input.ts';
import type { EstimateInput, InputErrors } from '#app/features/pricing/estimate-input.ts';
import type { PropertyType } from '#app/features/pricing/property-types.ts';
import type { RateCard } from '#content/rate-card.ts';

export type EstimateState = {
  values: Record<string, string>;
  input: EstimateInput | null;
  result: Estimate | null;
  errors: InputErrors;
  /** The inputs as a query string (the shareable URL's, and the lead form's hidden fields). */
  query: string;
  /** The rates the estimate uses (their version and when staff saved them, for the printout). */
  rateCard: RateCard;
  set(name: string, value: string): void;
};

const fullHomeParts = serviceFields['full-interior'];

export function useEstimate(
  initial: Record<string, string>,
  rateCard: RateCard,
  options: { correctAddress?: boolean } = {},
): EstimateState {
  const [values, setValues] = useState(initial);
  // The address changes only once the visitor changes something, so a plain /calculator stays
  // plain; or at once when the page had to correct the link's values (the address then shows
  // the inputs the estimate uses).
  const [changed, setChanged] = useState(options.correctAddress ?? false);
  const parsed = useMemo(() => parseEstimateInput(values), [values]);
  const input = parsed.ok ? parsed.input : null;
  const result = useMemo(() => (input ? estimate(input, rateCard) : null), [input, rateCard]);
  const query = input ? estimateQuery(input).toString() : new URLSearchParams(values).toString();

  useEffect(() => {
    if (!input || !changed) return;
    // Other parameters (a campaign's utm_*, say) stay in the address.
    const params = new URLSearchParams(window.location.search);
    for (const name of estimateFieldNames) params.delete(name);
    const url = `${window.location.pathname}?${estimateQuery(input)}${params.size > 0 ? `&${params}` : ''}`;
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, '', url);
  }, [input, changed]);

  function set(name: string, value: string) {
    setChanged(true);
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === 'property') {
        // A new property type brings its typical area and a fresh set of full-home parts.
        next.area = String(propertyOf(value as PropertyType)?.area ?? current.area ?? '');
        for (const part of fullHomeParts) delete next[part];
      }
      if (name === 'area') for (const part of ['ceiling', 'ceilingArea']) delete next[part];
      if (name === 'layout') delete next.length;
      return next;
    });
  }

  return { values, input, result, errors: parsed.ok ? {} : parsed.errors, query, rateCard, set };
}

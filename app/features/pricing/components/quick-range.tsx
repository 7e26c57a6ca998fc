import { useEffect, useState } from 'react';

type Props = { service: string; property: string; package: string };

/**
 * The home page's quick answer: the price range for the chosen service, property type and
 * package, asked of the server (so the rates in force apply), with a link to the full breakdown.
 */
export function QuickRange({ service, property, package: pkg }: Props) {
  const query = new URLSearchParams({ service, property, package: pkg }).toString();
  const [range, setRange] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/estimate?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ lakhs: string }>) : null))
      .then((body) => setRange(body?.lakhs ?? null))
      .catch(() => undefined);
    return () => controller.abort();
  }, [query]);

  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md bg-brass-50 px-3 py-2.5 text-sm">
      <span aria-live="polite">
        {range ? (
          <>
            {/* Written out rather than imported from money.ts (PLUS_GST): the home page's script budget. */}
            Estimate: <strong className="text-base text-ink tabular-nums">{range}</strong> plus GST
          </>
        ) : (
          'Instant estimate for your home'
        )}
      </span>
      <a href={`/calculator?${query}`} className="font-medium text-brass-800 underline underline-offset-2">
        See the breakdown
      </a>
    </p>
  );
}

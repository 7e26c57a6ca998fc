import { formatLakhRange, PLUS_GST } from '#app/features/pricing/money.ts';
import type { EstimateState } from '#app/features/pricing/use-estimate.ts';

/**
 * On phones and tablets, where 'Your estimate' comes after the inputs: the range in a bar that
 * stays at the bottom of the screen while the visitor changes the inputs, with a link to the
 * breakdown. It rests at the end of the inputs once they scroll past. Not a live region: the
 * estimate itself announces its changes.
 */
export function CompactTotal({ state }: { state: EstimateState }) {
  const { result } = state;
  return (
    <div className="estimate-compact-total sticky bottom-0 z-10 -mx-6 -mb-6 mt-6 flex items-center justify-between gap-3 rounded-b-lg border-t border-line bg-surface/95 px-6 py-3 shadow-[0_-6px_16px_-10px_rgb(0_0_0/0.25)] backdrop-blur-sm sm:-mx-8 sm:-mb-8 sm:px-8 lg:hidden print:hidden">
      <p className="min-w-0 text-sm leading-tight">
        <span className="block text-ink-muted">Your estimate</span>
        <strong className="font-display text-base font-semibold whitespace-nowrap text-ink tabular-nums">
          {result ? formatLakhRange(result.range) : 'Check your answers'}
        </strong>
        {result ? <span className="text-ink-muted"> {PLUS_GST}</span> : null}
      </p>
      <a
        href="#your-estimate"
        className="inline-flex min-h-11 shrink-0 items-center rounded-md px-2 text-sm font-medium text-brass-800 underline underline-offset-2"
      >
        See breakdown
      </a>
    </div>
  );
}

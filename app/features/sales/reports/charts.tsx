// The charts of 'Reports', drawn on the server as SVG and HTML: no chart library, nothing measured
// in the browser, the same picture before and after the page's script runs (decision 073). Each
// chart is a figure with a title, a short summary for screen readers, and its numbers as a table.
import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/cn.ts';
import { formatCount } from '#app/lib/format.ts';

/**
 * Series colours from the palette (brass, charcoal, sage, sand, clay, slate, stone), each next to
 * its neighbour in a stack with a white gap, and every one named in the legend and the table.
 */
export const SERIES_COLOURS = ['#8c5a22', '#1f1d1b', '#55694f', '#d9b27c', '#b5654a', '#6b7a8f', '#a8a29a'] as const;

/** Round figures for the value axis: 0 and up to five steps of 1, 2 or 5 x 10^n that cover `max`. */
/** The colour of the series at `index` (the colours repeat after seven). */
export const seriesColour = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length];

/** A small square in a series' colour, beside its name in a key or a table heading. */
export function SeriesSwatch({ index, className }: { index: number; className: string }) {
  return <span aria-hidden="true" className={className} style={{ backgroundColor: seriesColour(index) }} />;
}

export function axisTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) {
    ticks.push(value);
    if (value >= max) break;
  }
  return ticks;
}

export function ChartFigure({
  id,
  title,
  summary,
  children,
  className,
}: {
  id: string;
  title: string;
  summary?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className={cn('min-w-0 rounded-lg border border-line bg-surface p-5 shadow-soft sm:p-6', className)}
    >
      <figcaption id={`${id}-title`} className="font-display text-xl text-ink">
        {title}
      </figcaption>
      {summary ? <p className="mt-1 text-sm text-ink-muted">{summary}</p> : null}
      <div className="mt-4">{children}</div>
    </figure>
  );
}

/** Two decimals of a percentage of the chart's height: finer than a pixel, and short in the HTML. */
const round2 = (value: number) => Math.round(value * 100) / 100;

type StackedProps = {
  id: string;
  /** What one bar is ('Week of Nov 17'), per category. */
  categories: string[];
  /** The short label under each bar ('Nov 17'). */
  ticks: string[];
  series: string[];
  /** values[category][series] */
  values: number[][];
  /** What the chart says, for screen readers. */
  description: string;
};

/**
 * Stacked bars, one per category. The bars are an SVG stretched to the container's width (text is
 * HTML, so it keeps its size on a phone); each segment has a tooltip with its number.
 */
export function StackedBarChart({ id, categories, ticks, series, values, description }: StackedProps) {
  const totals = values.map((row) => row.reduce((sum, value) => sum + value, 0));
  const axis = axisTicks(Math.max(0, ...totals));
  const top = axis.at(-1)!;
  const width = Math.max(1, categories.length) * 10;
  // Label every bar when there is room, else every second or fourth (the table has them all).
  const every = categories.length > 26 ? 4 : categories.length > 13 ? 2 : 1;
  return (
    <div>
      <ul className="mb-4 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-ink" aria-label="Sources">
        {series.map((name, index) => (
          <li key={name} className="inline-flex items-center gap-1.5">
            <SeriesSwatch index={index} className="size-3 rounded-sm" />
            {name}
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div aria-hidden="true" className="relative h-56 w-10 text-right text-xs text-ink-muted tabular-nums sm:h-64">
          {axis.map((value) => (
            <span key={value} className="absolute right-0 -translate-y-1/2" style={{ top: `${100 - (value / top) * 100}%` }}>
              {formatCount(value)}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-56 w-full overflow-visible sm:h-64"
        >
          <desc id={`${id}-desc`}>{description}</desc>
          {axis.map((value) => (
            <line
              key={value}
              x1={0}
              x2={width}
              y1={100 - (value / top) * 100}
              y2={100 - (value / top) * 100}
              stroke={value === 0 ? '#5c5650' : '#e7e0d6'}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {/* One group per series carries the colour; the stroke is set once (.chart-bars in app/styles/admin.css). */}
          <g className="chart-bars">
            {series.map((name, index) => (
              <g key={name} fill={seriesColour(index)}>
                {values.map((row, category) => {
                  const value = row[index] ?? 0;
                  if (value <= 0) return null;
                  const below = row.slice(0, index).reduce((sum, each) => sum + Math.max(0, each), 0);
                  return (
                    <rect
                      key={categories[category]}
                      x={category * 10 + 1.5}
                      width={7}
                      y={round2(100 - ((below + value) / top) * 100)}
                      height={round2((value / top) * 100)}
                    >
                      <title>{`${categories[category]}, ${name}: ${formatCount(value)}`}</title>
                    </rect>
                  );
                })}
              </g>
            ))}
          </g>
        </svg>
        <div />
        <div aria-hidden="true" className="mt-2 flex text-xs text-ink-muted">
          {ticks.map((tick, index) => (
            // Phones have room for every third label, wider screens for every one (or every
            // second or fourth of a long range); the table under the chart has them all.
            <span key={categories[index]} className="min-w-0 flex-1 text-center whitespace-nowrap">
              <span className={index % (every * 3) === 0 ? undefined : 'hidden sm:inline'}>{index % every === 0 ? tick : ''}</span>
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * A table of numbers under a chart, scrolling sideways on a narrow screen rather than squeezing:
 * a region a keyboard can reach and scroll (it takes the focus), with a shadow at the edge that
 * has more columns beyond it (`.scroll-cue` in app/styles/admin.css).
 */
export function ChartTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="scroll-cue mt-6 overflow-x-auto rounded-md border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** The proportion bar drawn in a table cell; the cell's text says the number. */
export function InlineBar({ fraction, colour = SERIES_COLOURS[0] }: { fraction: number; colour?: string }) {
  const width = Math.max(0, Math.min(1, fraction)) * 100;
  return (
    <span aria-hidden="true" className="block h-2 w-full min-w-16 overflow-hidden rounded-full bg-sand">
      <span className="block h-full rounded-full" style={{ width: `${width}%`, backgroundColor: colour }} />
    </span>
  );
}

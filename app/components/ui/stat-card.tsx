import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/cn.ts';
import { formatCount } from '#app/lib/format.ts';

export function StatCard({
  label,
  value,
  icon,
  accent,
  className,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  accent?: string;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        // Phones stack the icon over the figure: a count in the lakhs needs the card's whole width.
        'flex flex-col items-start gap-2 rounded-lg border border-line bg-surface p-4 shadow-soft sm:flex-row sm:items-center sm:gap-3 sm:p-5',
        className,
      )}
    >
      <span
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-sand text-ink sm:size-10 [&_svg]:size-4 sm:[&_svg]:size-5',
          accent,
        )}
      >
        {icon}
      </span>
      <div className="max-w-full min-w-0">
        <p aria-hidden="true" className="text-sm text-ink-muted">
          {label}
        </p>
        <p className="font-display text-xl leading-tight font-semibold [overflow-wrap:anywhere] text-ink tabular-nums sm:text-2xl">
          {formatCount(value)}
        </p>
      </div>
    </div>
  );
}

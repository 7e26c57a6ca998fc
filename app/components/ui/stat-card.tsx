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
      className={cn('flex items-center gap-3 rounded-lg border border-line bg-surface p-4 shadow-soft sm:p-5', className)}
    >
      <span className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-sand text-ink [&_svg]:size-5', accent)}>
        {icon}
      </span>
      <div className="min-w-0">
        <p aria-hidden="true" className="text-sm text-ink-muted">
          {label}
        </p>
        <p className="font-display text-2xl leading-tight font-semibold text-ink tabular-nums">{formatCount(value)}</p>
      </div>
    </div>
  );
}

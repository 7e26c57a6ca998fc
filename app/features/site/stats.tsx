import { cn } from '#app/components/ui/cn.ts';
import type { Stat } from '#content/types.ts';

export function Stats({ stats, dark = false }: { stats: readonly Stat[]; dark?: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn('flex flex-col rounded-lg border p-6 text-center', dark ? 'border-white/10' : 'border-line bg-surface')}
        >
          <dt className={cn('order-2 mt-2 text-sm font-medium', dark ? 'text-white/70' : 'text-ink-muted')}>{stat.label}</dt>
          <dd className={cn('order-1 font-display text-4xl font-semibold', dark ? 'text-brass-300' : 'text-brass-700')}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

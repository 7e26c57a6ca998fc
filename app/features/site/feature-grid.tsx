import { cn } from '#app/components/ui/cn.ts';
import type { Feature } from '#content/types.ts';
import { ContentIcon } from '#app/features/site/icon.tsx';

/** Icon, title and a line of text per item, in two to four columns. */
export function FeatureGrid({ items, columns = 3, dark = false }: { items: readonly Feature[]; columns?: 2 | 3 | 4; dark?: boolean }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn('rounded-lg border p-6', dark ? 'border-white/10 bg-charcoal-soft' : 'border-line bg-surface shadow-soft')}
        >
          <span
            className={cn(
              'inline-flex size-12 items-center justify-center rounded-md',
              dark ? 'bg-white/5 text-brass-300' : 'bg-brass-50 text-brass-700',
            )}
          >
            <ContentIcon name={item.icon} />
          </span>
          <h3 className={cn('mt-5 font-sans text-lg font-semibold', dark && 'text-white')}>{item.title}</h3>
          <p className={cn('mt-2', dark ? 'text-white/70' : 'text-ink-muted')}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

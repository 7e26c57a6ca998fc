import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { cn } from '#app/components/ui/cn.ts';

type FilterTabsProps<T extends string> = {
  /** Names the tab list for screen readers, e.g. 'Filter projects'. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  /** The panel for the selected option. */
  children: ReactNode;
  className?: string;
};

/**
 * A filter as tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between options and
 * select them; the results below are the tab panel. Small enough for public pages.
 */
export function FilterTabs<T extends string>({ label, value, onChange, options, children, className }: FilterTabsProps<T>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (option: T) => `${id}-tab-${option.replace(/\W+/g, '-')}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = options.findIndex((option) => option.value === value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: options.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const option = options[(next + options.length) % options.length]!;
    onChange(option.value);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(option.value))}`)?.focus();
  };

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mx-auto flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-full bg-sand p-1 [scrollbar-width:none]"
      >
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <button
              key={option.value}
              id={tabId(option.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(option.value)}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center justify-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors duration-150',
                selected ? 'bg-charcoal text-white' : 'text-ink-muted hover:text-ink',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(value)} tabIndex={0} className="mt-10 outline-none">
        {children}
      </div>
    </div>
  );
}

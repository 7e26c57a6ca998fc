import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '#app/components/ui/cn.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { AdminTabEntry } from '#app/routes/admin/admin-tabs.ts';

/** Where each key moves the focus from tab `index` (the ends wrap round). */
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

export const tabElementId = (id: string) => `admin-tab-${id}`;

/**
 * The admin's tab bar: a tablist whose tabs are links to the screens (so they work before the
 * page's script runs, and open in a new tab with a middle click). Once the script runs, the bar is
 * one stop for the Tab key: the arrow keys, Home and End move between the tabs, Enter or Space
 * opens the one with the focus (manual activation: each screen loads its data first).
 */
export function AdminTabBar({ tabs, selected, panelId }: { tabs: AdminTabEntry[]; selected: string | null; panelId: string }) {
  const hydrated = useHydrated();
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const selectedIndex = tabs.findIndex((tab) => tab.id === selected);
  // The tab the Tab key reaches: the open screen's, or the first when none of these is open (Account).
  const tabStop = selectedIndex === -1 ? 0 : selectedIndex;

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const move = MOVES[event.key];
    const target = move ? move(index, tabs.length - 1) : null;
    if (target !== null) {
      event.preventDefault();
      links.current[target]?.focus();
    } else if (event.key === ' ') {
      // A link opens with Enter; a tab opens with Space too.
      event.preventDefault();
      event.currentTarget.click();
    }
  }

  return (
    <div
      role="tablist"
      aria-label="Dashboard sections"
      // The pills wrap on a phone: with five tabs a sideways scroll would hide the open one.
      className="flex w-fit max-w-full flex-wrap items-center gap-1 rounded-3xl bg-sand p-1"
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <Link
            key={tab.id}
            ref={(element) => {
              links.current[index] = element;
            }}
            to={tab.path}
            id={tabElementId(tab.id)}
            role="tab"
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            // Before the script runs every tab is a plain link the Tab key reaches.
            tabIndex={hydrated ? (index === tabStop ? 0 : -1) : undefined}
            preventScrollReset
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors duration-150',
              isSelected ? 'bg-charcoal text-white' : 'text-ink-muted hover:text-ink',
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}

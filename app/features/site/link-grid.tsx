import { Link } from 'react-router';
import type { IconName } from '#content/types.ts';
import { ContentIcon } from '#app/features/site/icon.tsx';
import { Icon } from '#app/components/ui/icon.tsx';

/** Cards that each lead to another page of the site. */
export function LinkGrid({ links }: { links: readonly { title: string; description: string; to: string; icon: IconName }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="group flex h-full flex-col rounded-lg border border-line bg-surface p-6 transition-all duration-200 hover:-translate-y-0.5 hover:border-brass-300 hover:shadow-soft"
          >
            <span className="flex items-center justify-between text-brass-700">
              <ContentIcon name={link.icon} />
              <Icon name="arrow-up-right" className="size-5 opacity-60 transition-opacity group-hover:opacity-100" />
            </span>
            <span className="mt-4 font-sans text-lg font-semibold text-ink">{link.title}</span>
            <span className="mt-1 text-[0.9375rem] text-ink-muted">{link.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

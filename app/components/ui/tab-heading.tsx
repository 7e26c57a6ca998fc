import type { ReactNode } from 'react';

/** An admin tab's heading row: its title (with a line under it, if given) and the tab's main button on the right. */
export function TabHeading({ id, title, intro, action }: { id: string; title: string; intro?: ReactNode; action: ReactNode }) {
  const heading = (
    <h2 id={id} className="text-2xl">
      {title}
    </h2>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {intro ? (
        <div>
          {heading}
          <p className="mt-1 text-sm text-ink-muted">{intro}</p>
        </div>
      ) : (
        heading
      )}
      {action}
    </div>
  );
}

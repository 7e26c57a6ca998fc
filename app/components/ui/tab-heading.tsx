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

/**
 * An admin tab's screen: a section named by its heading row (`id` is the heading's), then what the
 * tab shows. `titleHidden`: the heading is for screen readers only, where the tab's own name
 * already stands above the screen (Leads, Reports).
 */
export function TabSection({
  id,
  title,
  intro,
  action = null,
  titleHidden = false,
  className = 'flex flex-col gap-6',
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  titleHidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      {titleHidden ? (
        <h2 id={id} className="sr-only">
          {title}
        </h2>
      ) : (
        <TabHeading id={id} title={title} intro={intro} action={action} />
      )}
      {children}
    </section>
  );
}

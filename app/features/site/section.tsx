import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/cn.ts';

type SectionProps = {
  id?: string;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  tone?: 'canvas' | 'surface' | 'sand' | 'dark';
  /** Centre the heading block (default) or align it left. */
  align?: 'center' | 'left';
  className?: string;
  children?: ReactNode;
};

/** A page section: generous vertical space, an optional heading block, content below. */
export function Section({ id, eyebrow, heading, intro, tone = 'canvas', align = 'center', className, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={cn(
        'scroll-mt-20 py-16 sm:py-24',
        // Light sections only: checkers that sample the background (axe) see skipped content
        // against the page's light background, which misjudges light text on a dark section.
        tone !== 'dark' && 'render-when-near',
        tone === 'surface' && 'bg-surface',
        tone === 'sand' && 'bg-sand',
        tone === 'dark' && 'bg-charcoal text-white',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {heading ? (
          <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} align={align} dark={tone === 'dark'} />
        ) : null}
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = 'center',
  dark = false,
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: 'center' | 'left';
  dark?: boolean;
}) {
  return (
    <div className={cn('mb-10 max-w-3xl sm:mb-14', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <Eyebrow dark={dark}>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className={cn('text-3xl leading-tight sm:text-4xl', dark && 'text-white')}>
        {heading}
      </h2>
      {intro ? <p className={cn('mt-4 text-lg', dark ? 'text-white/75' : 'text-ink-muted')}>{intro}</p> : null}
    </div>
  );
}

export function Eyebrow({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <p className={cn('mb-3 text-xs font-semibold tracking-[0.18em] uppercase', dark ? 'text-brass-300' : 'text-brass-700')}>{children}</p>
  );
}

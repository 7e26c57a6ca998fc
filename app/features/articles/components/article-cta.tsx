import { MessageSquareText, Phone, X } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { articlesCopy } from '#content/articles.ts';
import { company, telLink } from '#content/company.ts';

const copy = articlesCopy.cta;

/**
 * Wraps a button so it opens the quote dialog (the leads feature's, passed in by the route:
 * features do not import each other).
 */
export type QuoteDialogSlot = (trigger: ReactElement) => ReactNode;

/** The end-of-article call to action: 'Ready to Create Your Dream Interior?'. */
export function EndCta({ quoteDialog }: { quoteDialog: QuoteDialogSlot }) {
  return (
    <section
      aria-labelledby="end-cta-heading"
      className="relative overflow-hidden rounded-lg bg-charcoal px-6 py-10 text-white sm:px-12 sm:py-14"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full border-[28px] border-brass-500/20" />
      <div className="relative max-w-2xl">
        <h2 id="end-cta-heading" className="text-3xl leading-tight text-white sm:text-4xl">
          {copy.endTitle}
        </h2>
        <p className="mt-4 text-lg text-white/75">{copy.endText}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {quoteDialog(
            <Button size="lg">
              <MessageSquareText aria-hidden="true" />
              {copy.endButton}
            </Button>,
          )}
          <a
            href={telLink()}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border border-white/30 px-7 text-lg font-medium text-white transition-colors duration-150 hover:bg-white/10"
          >
            <Phone aria-hidden="true" className="size-5" />
            {copy.call} {company.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}

/** The mid-article call to action (its appearance is decided by MidArticleCta). */
export function InlineCta({
  quoteDialog,
  onDismiss,
  className,
}: {
  quoteDialog: QuoteDialogSlot;
  onDismiss: () => void;
  className?: string;
}) {
  return (
    <aside
      aria-labelledby="inline-cta-heading"
      className={cn('relative rounded-lg border border-line bg-surface p-5 pr-14 shadow-lift', className)}
    >
      <h2 id="inline-cta-heading" className="font-display text-xl leading-snug">
        {copy.inlineTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{copy.inlineText}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        {quoteDialog(<Button>{copy.inlineButton}</Button>)}
        <a
          href={telLink()}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-brass-700 underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          {company.phone.display}
        </a>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={copy.dismiss}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-sand hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </aside>
  );
}

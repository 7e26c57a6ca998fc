import type { ReactElement, ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { articlesCopy } from '#content/articles.ts';
import { company, telLink } from '#content/company.ts';
import { Icon } from '#app/components/ui/icon.tsx';

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
              <Icon name="message-square-text" />
              {copy.endButton}
            </Button>,
          )}
          <a
            href={telLink()}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border border-white/30 px-7 text-lg font-medium text-white transition-colors duration-150 hover:bg-white/10"
          >
            <Icon name="phone" className="size-5" />
            {copy.call} {company.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}

/**
 * The mid-article call to action (its appearance is decided by MidArticleCta). Below 1280 px a
 * compact bar at the bottom of the screen (one line, its buttons, the close button), whose
 * height the page keeps free below its end while it shows; from 1280 px a card in the margin
 * beside the text column, clear of the text (decision 060).
 */
export function InlineCta({ quoteDialog, onDismiss }: { quoteDialog: QuoteDialogSlot; onDismiss: () => void }) {
  return (
    <aside
      aria-labelledby="inline-cta-heading"
      className={cn(
        'article-cta fixed z-40 border border-line bg-surface/95 shadow-lift backdrop-blur-sm motion-safe:animate-[cta-rise_240ms_cubic-bezier(0.16,1,0.3,1)]',
        'max-xl:inset-x-0 max-xl:bottom-0 max-xl:flex max-xl:items-center max-xl:gap-2 max-xl:border-x-0 max-xl:border-b-0 max-xl:py-2 max-xl:pr-1 max-xl:pl-4 max-xl:pb-[calc(0.5rem+env(safe-area-inset-bottom))]',
        'xl:right-6 xl:bottom-6 xl:w-60 xl:rounded-lg xl:p-5 xl:pr-12',
      )}
    >
      <div className="min-w-0 max-xl:flex-1">
        <h2 id="inline-cta-heading" className="font-display leading-snug max-xl:line-clamp-2 max-xl:text-base xl:text-xl">
          {copy.inlineTitle}
        </h2>
        <p className="mt-1 text-sm text-ink-muted max-xl:hidden">{copy.inlineText}</p>
      </div>
      <div className="flex shrink-0 items-center gap-1 xl:mt-4 xl:flex-col xl:items-start xl:gap-2">
        {quoteDialog(<Button size="sm">{copy.inlineButton}</Button>)}
        <a
          href={telLink()}
          aria-label={`${copy.call} ${company.phone.display}`}
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 font-medium text-brass-700 underline-offset-4 hover:underline"
        >
          <Icon name="phone" className="size-5 xl:size-4" />
          <span className="max-xl:hidden">{company.phone.display}</span>
        </a>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={copy.dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-sand hover:text-ink xl:absolute xl:top-2 xl:right-2"
      >
        <Icon name="x" className="size-5" />
      </button>
    </aside>
  );
}

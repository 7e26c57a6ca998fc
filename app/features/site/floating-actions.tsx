import { useEffect, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/** What the floating actions stay clear of: `data-floating-aside` on a section, and the footer. */
export const FLOATING_ASIDE = 'data-floating-aside';

/**
 * The chat and quote shortcuts, without covering what a visitor reads or taps (decisions 060 and
 * 098). On a phone they are a bar at the bottom of the screen whose height the page keeps free
 * below its footer (app/styles/page.css), so everything can be scrolled clear of it and a focused field is
 * scrolled above it. On wider screens they are two narrow tabs on the right edge, in a gutter the
 * page's content keeps free while they are on the page (app/styles/page.css), shown only between the first
 * screen and the closing enquiry form: they step aside while a section marked
 * `data-floating-aside` (the hero, the closing form) or the footer is in view.
 */
export function FloatingActions({ chatHref, quote }: { chatHref: string; quote: (trigger: ReactElement) => ReactNode }) {
  // Until the page's script has looked, the wide-screen buttons stay aside (the hero is in view).
  const [aside, setAside] = useState(true);
  useEffect(() => {
    const watched = [...document.querySelectorAll(`[${FLOATING_ASIDE}]`), ...document.querySelectorAll('footer')];
    const inView = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      setAside([...inView.values()].some(Boolean));
    });
    for (const element of watched) observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      data-aside={aside}
      className={cn(
        'floating-actions fixed z-40',
        // Phone: a bar across the bottom, the two actions side by side.
        'max-sm:inset-x-0 max-sm:bottom-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-2 max-sm:border-t max-sm:border-line max-sm:bg-surface/95 max-sm:px-3 max-sm:pt-2 max-sm:pb-[calc(0.5rem+env(safe-area-inset-bottom))] max-sm:backdrop-blur-sm',
        // Wider: tabs on the right edge, in the gutter the content keeps free, out of the way of the marked sections.
        'sm:right-0 sm:bottom-24 sm:flex sm:w-10 sm:flex-col sm:items-stretch sm:gap-2 sm:transition-[opacity,transform] sm:duration-200',
        aside && 'sm:invisible sm:translate-x-3 sm:opacity-0',
      )}
    >
      <a
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className="inline-flex items-center justify-center gap-2 bg-sage-700 font-medium text-white transition-colors hover:bg-sage-700/90 max-sm:min-h-12 max-sm:rounded-md sm:size-10 sm:rounded-l-md sm:shadow-lift"
      >
        <Icon name="message-circle" className="size-5 sm:size-6" />
        <span aria-hidden="true" className="sm:hidden">
          WhatsApp
        </span>
      </a>
      {quote(
        // Written sideways from 640 px: Tailwind's px/py are logical, so px-4 pads its top and bottom there.
        <Button
          size="lg"
          className="max-sm:min-h-12 max-sm:w-full sm:w-10 sm:rounded-none sm:rounded-l-md sm:px-4 sm:py-0 sm:text-sm sm:shadow-lift sm:[writing-mode:vertical-rl]"
        >
          <Icon name="file-text" className="sm:hidden" />
          Get Free Quote
        </Button>,
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/** What the floating actions stay clear of: `data-floating-aside` on a section, and the footer. */
export const FLOATING_ASIDE = 'data-floating-aside';

/**
 * The chat and quote shortcuts, without covering what a visitor reads or taps (issue 13,
 * decision 060). On a phone they are a bar at the bottom of the screen whose height the page
 * keeps free below its footer (app.css), so everything can be scrolled clear of it and a focused
 * field is scrolled above it. On wider screens they are two small round buttons at the bottom
 * right, shown only between the first screen and the closing enquiry form: they step aside
 * while a section marked `data-floating-aside` (the hero, the closing form) or the footer is in
 * view.
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
        // Wider: round buttons at the bottom right, out of the way of the marked sections.
        'sm:right-6 sm:bottom-6 sm:flex sm:flex-col sm:items-end sm:gap-3 sm:transition-[opacity,transform] sm:duration-200',
        aside && 'sm:invisible sm:translate-y-3 sm:opacity-0',
      )}
    >
      <a
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className="inline-flex items-center justify-center gap-2 rounded-full bg-sage-700 font-medium text-white shadow-lift transition-transform hover:scale-105 max-sm:min-h-12 max-sm:rounded-md max-sm:shadow-none sm:size-14"
      >
        <Icon name="message-circle" className="size-5 sm:size-6" />
        <span aria-hidden="true" className="sm:hidden">
          WhatsApp
        </span>
      </a>
      {quote(
        <Button
          size="lg"
          className="shadow-lift max-sm:min-h-12 max-sm:w-full max-sm:rounded-md max-sm:shadow-none sm:h-14 sm:rounded-full"
        >
          <Icon name="file-text" className="sm:hidden" />
          Get Free Quote
        </Button>,
      )}
    </div>
  );
}

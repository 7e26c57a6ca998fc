import { useEffect, useState } from 'react';
import { MID_ARTICLE_CTA_SCROLL } from '#content/articles.ts';
import { InlineCta } from '#app/features/articles/components/article-cta.tsx';
import type { QuoteDialogSlot } from '#app/features/articles/components/article-cta.tsx';

/** Share of the page the reader has scrolled through (0 at the top, 1 at the bottom). */
function scrollProgress(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
}

/**
 * The mid-article call to action: it slides in at the bottom of the screen once the reader is
 * past 40% of the page, steps aside while the end call to action (same offer) is on screen,
 * and stays closed once dismissed. It floats, so the text never jumps when it appears.
 */
export function MidArticleCta({ quoteDialog, endCtaId }: { quoteDialog: QuoteDialogSlot; endCtaId: string }) {
  const [reached, setReached] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [endInView, setEndInView] = useState(false);

  useEffect(() => {
    if (reached) return;
    const check = () => {
      if (scrollProgress() > MID_ARTICLE_CTA_SCROLL) setReached(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [reached]);

  useEffect(() => {
    const end = document.getElementById(endCtaId);
    if (!end) return;
    const observer = new IntersectionObserver(([entry]) => setEndInView(Boolean(entry?.isIntersecting)));
    observer.observe(end);
    return () => observer.disconnect();
  }, [endCtaId]);

  if (!reached || dismissed || endInView) return null;
  return (
    <div className="fixed inset-x-3 bottom-3 z-40 motion-safe:animate-[cta-rise_240ms_cubic-bezier(0.16,1,0.3,1)] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[24rem]">
      <InlineCta quoteDialog={quoteDialog} onDismiss={() => setDismissed(true)} />
    </div>
  );
}

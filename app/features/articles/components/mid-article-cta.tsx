import { useEffect, useState } from 'react';
import { MID_ARTICLE_CTA_SCROLL } from '#content/articles.ts';
import { InlineCta } from '#app/features/articles/components/article-cta.tsx';
import type { QuoteDialogSlot } from '#app/features/articles/components/article-cta.tsx';

/** Share of the page the reader has scrolled through (0 at the top, 1 at the bottom). */
function scrollProgress(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
}

/** Where a dismissal is remembered: closed once, it stays closed on every article. */
const DISMISSED_KEY = 'aangan.article-cta.dismissed';

function rememberedDismissal(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: closed for this page only
  }
}

/**
 * The mid-article call to action: it appears once the reader is past 40% of the page, steps
 * aside while the end call to action (same offer) or the footer is on screen, and once dismissed
 * stays closed, on later articles too. It floats clear of the text (InlineCta), so the text never
 * jumps when it appears.
 */
export function MidArticleCta({ quoteDialog, endCtaId }: { quoteDialog: QuoteDialogSlot; endCtaId: string }) {
  const [reached, setReached] = useState(false);
  // Read in the browser only; the first render shows nothing either way (not reached yet), so the
  // page the server sent and the first render in the browser agree.
  const [dismissed, setDismissed] = useState(() => typeof window !== 'undefined' && rememberedDismissal());
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
    const watched = [document.getElementById(endCtaId), ...document.querySelectorAll('footer')].filter((element) => element !== null);
    if (watched.length === 0) return;
    const inView = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      setEndInView([...inView.values()].some(Boolean));
    });
    for (const element of watched) observer.observe(element);
    return () => observer.disconnect();
  }, [endCtaId]);

  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage blocked: closed for this page only
    }
  };

  if (!reached || dismissed || endInView) return null;
  return <InlineCta quoteDialog={quoteDialog} onDismiss={dismiss} />;
}

import { useEffect } from 'react';
import { captureAttribution, visitStorage } from '#app/features/intake/attribution.ts';

/** Rendered once in the root: remembers the landing page, referrer and utm_* of the visit's first page view. */
export function AttributionCapture() {
  useEffect(() => {
    const storage = visitStorage();
    if (!storage) return;
    try {
      captureAttribution(storage, new URL(window.location.href), document.referrer);
    } catch {
      // A full or refused storage only costs the campaign details, never the lead.
    }
  }, []);
  return null;
}

// Dates and counts as the site shows them: US English with the month spelled out (docs/product.md,
// 'Public pages'), in the studio's time zone, so the server's rendering and the browser's agree.
/** The studio's time zone: India Standard Time (no daylight saving). */
export const TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** 'October 19, 2026' */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return `${dateTimeFormat.format(new Date(iso))} IST`;
}

/** Made once: `toLocaleString` builds a new formatter on every call (a report formats hundreds). */
const countFormat = new Intl.NumberFormat('en-IN');

export function formatCount(value: number): string {
  return countFormat.format(value);
}

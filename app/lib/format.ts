// Dates and counts as the site shows them: US English with the month spelled out (docs/product.md,
// 'Public pages'), in the studio's time zone, so the server's rendering and the browser's agree.
//
// A browser's first Intl date formatter loads its locale's date patterns: 60 to 260 ms of main
// thread on a phone (measured with the processor slowed four times), inside the task that starts
// the app. So the public pages' date ('October 19, 2026') is written here from the instant and
// India's fixed offset, whole numbers are grouped here too, and the other formatters are made on
// first use (decision 133).
/** The studio's time zone: India Standard Time (no daylight saving). */
export const TIME_ZONE = 'Asia/Kolkata';

/** India Standard Time is UTC+05:30 all year. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A formatter made the first time it is asked for, then kept. */
export function madeOnce<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateTimeFormat = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    }),
);

/** 'October 19, 2026': the day in India of the instant `iso`. */
export function formatDate(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${iso}`);
  const india = new Date(time + INDIA_OFFSET_MS);
  return `${MONTHS[india.getUTCMonth()]} ${india.getUTCDate()}, ${india.getUTCFullYear()}`;
}

export function formatDateTime(iso: string): string {
  return `${dateTimeFormat().format(new Date(iso))} IST`;
}

/**
 * A safe integer with Indian grouping, '12,34,567': the last three digits, then pairs. Written
 * here for the same reason as the date (a first Intl number formatter costs up to 110 ms at four
 * times slower).
 */
function groupIndian(value: number): string {
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}

/** Made once: `toLocaleString` builds a new formatter on every call (a report formats hundreds). */
const countFormat = madeOnce(() => new Intl.NumberFormat('en-IN'));

/** '12,34,567'; anything but a safe integer (a fraction, NaN) as Intl gives it. */
export function formatCount(value: number): string {
  return Number.isSafeInteger(value) ? groupIndian(value) : countFormat().format(value);
}

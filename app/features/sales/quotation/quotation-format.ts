// A quotation's amounts and dates as the customer's page, the admin, the e-mails and the PDF write
// them. Apart from quotation.ts (its schemas need zod) so the customer's page loads no zod.
const rupeeGroups = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '₹1,23,456.78' (Indian grouping, always two decimals; a negative amount reads '−₹500.00'). */
export function formatPaise(paise: number, symbol = '₹'): string {
  const text = `${symbol}${rupeeGroups.format(Math.abs(paise) / 100)}`;
  return paise < 0 ? `−${text}` : text;
}

/** How a tax line's rounding reads: '+0.44 paise', '−0.5 paise', or '' when none. */
export function formatRounding(roundingPaise: number): string {
  if (roundingPaise === 0) return 'exact';
  const value = Math.abs(roundingPaise).toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return `${roundingPaise > 0 ? '+' : '−'}${value} paise rounding`;
}

/** When a quotation was accepted, in India time, as the customer's page and the PDF say it: '26 November 2026 at 11:30 am'. */
export function formatAcceptedAt(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}

/** '11 December 2026' style for a valid-until date (India's calendar date, as written). */
export function formatValidUntil(validUntil: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${validUntil}T00:00:00Z`),
  );
}

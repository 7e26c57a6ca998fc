// A quotation's amounts and dates as the customer's page, the admin, the e-mails and the PDF write
// them. Apart from quotation.ts (its schemas need zod) so the customer's page loads no zod.
const rupeeGroups = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const paiseGroups = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * '₹1,23,456' in whole rupees (Indian grouping); '₹1,23,456.78' only when the amount has paise
 * (a tax rounded to the paisa, what follows from it); a negative amount reads '−₹500'.
 */
export function formatPaise(paise: number, symbol = '₹'): string {
  const whole = Math.abs(paise) % 100 === 0;
  const text = `${symbol}${(whole ? rupeeGroups : paiseGroups).format(Math.abs(paise) / 100)}`;
  return paise < 0 ? `−${text}` : text;
}

/** How a tax line's rounding reads: '+0.44 paise rounding', '−0.5 paise rounding', or '' when none. */
export function formatRounding(roundingPaise: number): string {
  if (roundingPaise === 0) return '';
  const value = Math.abs(roundingPaise).toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return `${roundingPaise > 0 ? '+' : '−'}${value} paise rounding`;
}

/** A tax line's words: 'CGST 9%', with its rounding in brackets when there is one. */
export function taxLineLabel(tax: { label: string; roundingPaise: number }): string {
  const rounding = formatRounding(tax.roundingPaise);
  return rounding ? `${tax.label} (${rounding})` : tax.label;
}

/** When a version was sent, India's calendar day: '29 November 2026'. */
export function formatIssuedOn(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
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

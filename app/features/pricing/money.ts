// Rupees as people in India write them: ₹4,85,000 and ₹4.85 lakh. Whole rupees are grouped
// without Intl and the lakh formatter is made on first use: a page that shows no lakh figure never
// pays for a number formatter (decision 133).
import { formatCount, madeOnce } from '#app/lib/format.ts';

const lakhs = madeOnce(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

/** '₹4,85,000' (whole rupees; a negative amount reads '−₹48,500'). */
export function formatRupees(amount: number): string {
  const text = `₹${formatCount(Math.abs(Math.round(amount)))}`;
  return amount < 0 ? `−${text}` : text;
}

/** '₹4.85 lakh' */
export function formatLakh(amount: number): string {
  return `₹${lakhs().format(Math.round(amount) / 100_000)} lakh`;
}

/** '₹4,85,000 – ₹5,90,000' */
export function formatRange(range: { low: number; high: number }): string {
  return `${formatRupees(range.low)} – ${formatRupees(range.high)}`;
}

/** '₹4.85 – 5.9 lakh' */
export function formatLakhRange(range: { low: number; high: number }): string {
  return `₹${lakhs().format(range.low / 100_000)} – ${lakhs().format(range.high / 100_000)} lakh`;
}

/** Every estimate is before GST (a quotation adds 18%): said wherever one is shown (decision 154). */
export const PLUS_GST = 'plus GST';

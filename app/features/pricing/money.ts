// Rupees as people in India write them: ₹4,85,000 and ₹4.85 lakh. The formatters are made on
// first use: a page that shows no price never pays for them (decision 133).
let made: { rupees: Intl.NumberFormat; lakhs: Intl.NumberFormat } | undefined;
const formats = () =>
  (made ??= {
    rupees: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
    lakhs: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }),
  });

/** '₹4,85,000' (whole rupees; a negative amount reads '−₹48,500'). */
export function formatRupees(amount: number): string {
  const text = `₹${formats().rupees.format(Math.abs(Math.round(amount)))}`;
  return amount < 0 ? `−${text}` : text;
}

/** '₹4.85 lakh' */
export function formatLakh(amount: number): string {
  return `₹${formats().lakhs.format(Math.round(amount) / 100_000)} lakh`;
}

/** '₹4,85,000 – ₹5,90,000' */
export function formatRange(range: { low: number; high: number }): string {
  return `${formatRupees(range.low)} – ${formatRupees(range.high)}`;
}

/** '₹4.85 – 5.9 lakh' */
export function formatLakhRange(range: { low: number; high: number }): string {
  return `₹${formats().lakhs.format(range.low / 100_000)} – ${formats().lakhs.format(range.high / 100_000)} lakh`;
}

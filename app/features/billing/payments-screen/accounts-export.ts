// 'Export for accounts': the range of days asked for, checked the same in the browser's form and on
// the server, and how its amounts are written (rupees, two decimals, no grouping: what an
// accounting package imports).
import { z } from 'zod';

export const EXPORT_TEXTS = {
  date: 'Enter a date as YYYY-MM-DD.',
  order: 'The first day must not be after the last.',
  tooLong: 'Export at most 366 days at once.',
} as const;

/** At most a year and a day: one financial year's documents in one file. */
export const EXPORT_MAX_DAYS = 366;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, EXPORT_TEXTS.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: EXPORT_TEXTS.date,
  });

export const accountsExportSchema = z.object({ from: day, to: day }).superRefine(({ from, to }, context) => {
  if (from > to) context.addIssue({ code: 'custom', path: ['to'], message: EXPORT_TEXTS.order });
  else if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > EXPORT_MAX_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: EXPORT_TEXTS.tooLong });
});
export type AccountsExportRange = z.infer<typeof accountsExportSchema>;

/** The header row, in the order the accountant's import reads. */
export const ACCOUNTS_EXPORT_COLUMNS = [
  'Date',
  'Type',
  'Number',
  'Customer',
  'GSTIN',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Mode',
  'Reference',
] as const;

/** '2593.16', '-40.05', '0.00': rupees with two decimals, exact from whole paise. */
export function rupeesForAccounts(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** This month so far, India's calendar: the range the form starts with. */
export function defaultExportRange(today: string): AccountsExportRange {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

// India's financial year (1 April to 31 March, India time) and the numbers of GST documents in
// it: a series per kind and year, 'INV/2026-27/0001', at most 16 characters. Pure.
import type { TaxDocumentKind } from '#db/enums.ts';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The day `at` falls on in India ('2026-11-29'). */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year of an instant in India time: '2026-27' from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** Each kind's prefix in its number. */
export const DOCUMENT_PREFIXES: Record<TaxDocumentKind, string> = {
  receipt_voucher: 'RV',
  tax_invoice: 'INV',
  credit_note: 'CN',
};

/** The highest serial a series takes in one year (four digits keep a number within 16 characters). */
export const SERIAL_MAX = 9999;

/** 'INV/2026-27/0001'; refuses a serial outside 1 to 9999 or a year not like '2026-27'. */
export function documentNumber(kind: TaxDocumentKind, financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > SERIAL_MAX) throw new RangeError(`A serial from 1 to ${SERIAL_MAX}`);
  if (!/^\d{4}-\d{2}$/.test(financialYear)) throw new RangeError('A financial year like 2026-27');
  return `${DOCUMENT_PREFIXES[kind]}/${financialYear}/${String(serial).padStart(4, '0')}`;
}

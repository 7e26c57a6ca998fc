import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, indiaDate } from '#app/features/billing/financial-year.ts';

describe('financial year', () => {
  it('turns on 1 April at midnight India time', () => {
    // 31 March 2026 23:59:59 IST is 18:29:59 UTC.
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
    expect(indiaDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });

  it('numbers each kind in its own series, within 16 characters', () => {
    expect(documentNumber('tax_invoice', '2026-27', 1)).toBe('INV/2026-27/0001');
    expect(documentNumber('receipt_voucher', '2026-27', 42)).toBe('RV/2026-27/0042');
    expect(documentNumber('credit_note', '2026-27', 9999)).toBe('CN/2026-27/9999');
    expect(documentNumber('tax_invoice', '2026-27', 9999).length).toBeLessThanOrEqual(16);
    expect(() => documentNumber('tax_invoice', '2026-27', 10_000)).toThrow(RangeError);
    expect(() => documentNumber('tax_invoice', '2026-27', 0)).toThrow(RangeError);
  });
});

// The totals list is valid HTML as the customer's page and the editor render it: every term and
// its amount one group of the description list (the Nu HTML Checker finds no error).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { nuErrors } from '../../../../tests/e2e/support/nu-validator.ts';
import { QuotationTotalsList } from '#app/features/sales/quotation/quotation-totals.tsx';
import { sampleVersion } from '#app/features/sales/quotation/sample-quotation.ts';

describe('the quotation totals list', () => {
  it('passes the Nu HTML Checker with a discount and both taxes', async () => {
    const { totals } = sampleVersion(12);
    expect(totals.discountPaise).toBeGreaterThan(0);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Totals</title></head><body>${renderToStaticMarkup(
      <QuotationTotalsList totals={totals} totalClassName="font-semibold" />,
    )}</body></html>`;
    expect(await nuErrors([{ name: 'totals', html }])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { rateCardFormValues, rateCardSchema } from '#app/features/pricing/admin/rate-card-form.ts';
import { parseEstimateInput } from '#app/features/pricing/estimate-input.ts';
import { defaultRateCard } from '#content/rate-card.ts';

describe('the amounts and areas typed on the calculator and on Pricing', () => {
  it("prices the calculator's carpet area typed as '1,450' and refuses '14,50'", () => {
    const grouped = parseEstimateInput({ service: 'full-interior', property: '2bhk', area: '1,450' });
    expect(grouped).toMatchObject({ ok: true, input: { area: 1450 } });
    const indian = parseEstimateInput({ service: 'full-interior', property: '2bhk', area: '1,00,000' });
    expect(indian).toMatchObject({ ok: true, input: { area: 100000 } });
    expect(parseEstimateInput({ service: 'full-interior', property: '2bhk', area: '14,50' })).toMatchObject({
      ok: false,
      errors: { area: 'Carpet area must be a number (sq ft).' },
    });
  });

  it("takes a rate typed '1,45,000' on 'Pricing' and refuses '1,4,5'", () => {
    const values = rateCardFormValues(defaultRateCard);
    const [first] = Object.keys(values).filter((name) => name !== 'basedOn' && name !== 'rangePercent');
    // The same rate, written with its grouping ('5,000').
    const grouped = rateCardSchema.safeParse({
      ...values,
      [first!]: values[first!]!.replace(/^(\d+)$/, (digits) => Number(digits).toLocaleString('en-IN')),
    });
    expect(grouped.success).toBe(true);
    const wrong = rateCardSchema.safeParse({ ...values, [first!]: '1,4,5' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([expect.stringContaining('enter a whole number of rupees')]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseGroupedNumber } from '#app/lib/grouped-number.ts';

describe('numbers typed with Indian or international grouping', () => {
  it('reads plain, Indian and international grouping alike', () => {
    expect(parseGroupedNumber('1450')).toBe(1450);
    expect(parseGroupedNumber('1,450')).toBe(1450);
    expect(parseGroupedNumber(' 1,45,000 ')).toBe(145000);
    expect(parseGroupedNumber('145,000')).toBe(145000);
    expect(parseGroupedNumber('12,34,56,789')).toBe(123456789);
    expect(parseGroupedNumber('1,234,567')).toBe(1234567);
    expect(parseGroupedNumber('1,450.5', { decimals: 2 })).toBe(1450.5);
  });

  it('refuses a comma out of place, a decimal where none is allowed, and words', () => {
    for (const text of ['14,50', '1,,450', ',450', '1450,', '1,4500', '12,3456', '', 'big', '1.5', '1,450.123'])
      expect(parseGroupedNumber(text, { decimals: text === '1,450.123' ? 2 : 0 }), text).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, TIME_ZONE } from './format.ts';

// What the browser's own formatter says of the day, for comparison.
const intlDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: TIME_ZONE });

describe('formatDate', () => {
  it('gives the day in India, as Intl would', () => {
    expect(formatDate('2026-10-19T10:00:00.000Z')).toBe('October 19, 2026');
    // 18:29:59 UTC is 23:59:59 in India; a second later it is the next day there.
    expect(formatDate('2026-12-31T18:29:59.999Z')).toBe('December 31, 2026');
    expect(formatDate('2026-12-31T18:30:00.000Z')).toBe('January 1, 2027');
    expect(formatDate('2028-02-28T18:30:00.000Z')).toBe('February 29, 2028');
  });

  it('agrees with Intl for any instant from 1970 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (time) => {
        const iso = new Date(time).toISOString();
        expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)));
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses what is not a date, as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('gives the time in India', () => {
    expect(formatDateTime('2026-10-19T10:05:00.000Z')).toMatch(/^October 19, 2026(,| at) 3:35\sPM IST$/);
  });
});

describe('formatCount', () => {
  const intlCount = new Intl.NumberFormat('en-IN');

  it('groups the last three digits, then pairs', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(-12345678)).toBe('-1,23,45,678');
  });

  it('agrees with Intl for any number but minus zero, which it writes 0', () => {
    expect(formatCount(-0)).toBe('0');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e9 }),
          fc.maxSafeInteger(),
          fc.maxSafeInteger().map((n) => -n),
          fc.double({ noNaN: false }),
        ),
        (value) => {
          fc.pre(!Object.is(value, -0));
          expect(formatCount(value)).toBe(intlCount.format(value));
        },
      ),
      { numRuns: 5000 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packages } from '#content/packages.ts';
import { defaultRateCard } from '#content/rate-card.ts';
import { estimate } from '#app/features/pricing/estimate.ts';
import { estimateQuery, nearestEstimateInput, parseEstimateInput, typicalMeasures } from '#app/features/pricing/estimate-input.ts';
import type { PropertyType } from '#app/features/pricing/property-types.ts';
import { ceilingTypes, estimateServices, kitchenLayouts, poojaSizes, wardrobeTypes } from '#app/features/pricing/estimate-options.ts';
import { propertyTypes } from '#app/features/pricing/property-types.ts';
import type { EstimateInput } from '#app/features/pricing/estimate-input.ts';
import { formatLakh, formatRange, formatRupees } from '#app/features/pricing/money.ts';

function input(query: Record<string, string>): EstimateInput {
  const parsed = parseEstimateInput(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

const lines = (query: Record<string, string>) =>
  estimate(input(query), defaultRateCard).items.map((line) => [line.item, line.quantity, line.unit, line.rate, line.amount]);

describe('estimate: one table of cases per service (default rate card)', () => {
  it('full interior, 2 BHK, 1,100 sq ft, Premium: the parts of a home from the property type', () => {
    expect(lines({ service: 'full-interior', property: '2bhk', area: '1100', package: 'premium' })).toEqual([
      ['Modular kitchen, L-shaped', 14, 'ft', 7500, 105000],
      ['Wardrobes, hinged, 6 x 7 ft each', 84, 'sq ft', 1600, 134400],
      ['TV and entertainment units, 8 ft each', 8, 'ft', 5500, 44000],
      ['False ceiling, gypsum', 385, 'sq ft', 130, 50050],
      ['Pooja units, compact', 1, 'unit', 35000, 35000],
      ['Design, project management and furnishing allowance', 1100, 'sq ft', 220, 242000],
    ]);
    const result = estimate(input({ service: 'full-interior', property: '2bhk', area: '1100', package: 'premium' }), defaultRateCard);
    expect(result.subtotal).toBe(610450);
    expect(result.offer).toEqual({ label: '10% off all interior services', amount: -61045 });
    expect(result.total).toBe(549405);
    expect(result.earlyBooking).toEqual({ label: 'Extra 5% off when you book within 24 hours', amount: -27470, total: 521935 });
    expect(result.range).toEqual({ low: 494000, high: 605000 });
    expect(result.rateCardVersion).toBe(0);
  });

  it('full interior: quantities the visitor changes or removes', () => {
    expect(
      lines({
        service: 'full-interior',
        property: '3bhk',
        area: '1500',
        package: 'essential',
        wardrobes: '2',
        tv: '0',
        pooja: '0',
        ceiling: '0',
      }),
    ).toEqual([
      ['Modular kitchen, L-shaped', 14, 'ft', 5000, 70000],
      ['Wardrobes, hinged, 6 x 7 ft each', 84, 'sq ft', 1100, 92400],
      ['Design, project management and furnishing allowance', 1500, 'sq ft', 120, 180000],
    ]);
  });

  it('full interior for an office: a pantry and storage units, no pooja unit', () => {
    expect(lines({ service: 'full-interior', property: 'office', area: '2000', package: 'luxury' })).toEqual([
      ['Pantry', 8, 'ft', 11000, 88000],
      ['Storage units, 6 x 7 ft each', 168, 'sq ft', 2400, 403200],
      ['False ceiling, gypsum', 1200, 'sq ft', 180, 216000],
      ['Design, project management and furnishing allowance', 2000, 'sq ft', 380, 760000],
    ]);
  });

  it.each([
    [{ layout: 'straight', length: '10', package: 'essential' }, [['Modular kitchen, Straight', 10, 'ft', 5000, 50000]]],
    [{ layout: 'u-shaped', package: 'luxury' }, [['Modular kitchen, U-shaped', 20, 'ft', 11000, 220000]]],
    [
      { layout: 'island', length: '12.5', package: 'premium' },
      [
        ['Modular kitchen, Island', 12.5, 'ft', 7500, 93750],
        ['Kitchen island', 1, 'unit', 95000, 95000],
      ],
    ],
  ])('modular kitchen %o', (query, expected) => {
    expect(lines({ service: 'modular-kitchen', property: '2bhk', ...query })).toEqual(expected);
  });

  it.each([
    [{ wardrobeType: 'hinged', width: '4', height: '7', package: 'essential' }, [['Wardrobe, hinged, 4 x 7 ft', 28, 'sq ft', 1100, 30800]]],
    [{ wardrobeType: 'sliding', package: 'premium' }, [['Wardrobe, sliding, 6 x 7 ft', 42, 'sq ft', 1850, 77700]]],
    [
      { wardrobeType: 'walk-in', width: '12', height: '8', package: 'luxury' },
      [['Wardrobe, walk-in, 12 x 8 ft', 96, 'sq ft', 3000, 288000]],
    ],
  ])('modular wardrobe %o', (query, expected) => {
    expect(lines({ service: 'modular-wardrobe', property: '2bhk', ...query })).toEqual(expected);
  });

  it('entertainment unit by width', () => {
    expect(lines({ service: 'entertainment-unit', property: '1bhk', package: 'premium', tvWidth: '10' })).toEqual([
      ['TV and entertainment unit, 10 ft wide', 10, 'ft', 5500, 55000],
    ]);
  });

  it.each([
    ['compact', 'Pooja unit, compact (wall-mounted, up to 3 ft)', 22000],
    ['standard', 'Pooja unit, standard (floor-standing, up to 4 ft)', 40000],
    ['room', 'Pooja room', 85000],
  ])('pooja unit, %s', (poojaSize, item, rate) => {
    expect(lines({ service: 'pooja-unit', property: '3bhk', package: 'essential', poojaSize })).toEqual([[item, 1, 'unit', rate, rate]]);
  });

  it.each([
    ['gypsum', 'False ceiling, gypsum', 130],
    ['pop', 'False ceiling, POP', 115],
    ['wooden', 'False ceiling, wooden', 380],
    ['metal-grid', 'False ceiling, metal grid', 150],
  ])('false ceiling, %s, with the area given or from the carpet area', (ceilingType, item, rate) => {
    expect(lines({ service: 'false-ceiling', property: '2bhk', package: 'premium', ceilingType, ceilingArea: '300' })).toEqual([
      [item, 300, 'sq ft', rate, 300 * rate],
    ]);
    expect(lines({ service: 'false-ceiling', property: '2bhk', area: '1000', package: 'premium', ceilingType })[0]![1]).toBe(350);
  });

  it('agrees with the site\u2019s starting prices', () => {
    const kitchen = estimate(
      input({ service: 'modular-kitchen', property: '1bhk', package: 'essential', layout: 'straight' }),
      defaultRateCard,
    );
    expect(kitchen.subtotal).toBe(50000);
    const wardrobe = estimate(
      input({ service: 'modular-wardrobe', property: '1bhk', package: 'essential', width: '4', height: '7' }),
      defaultRateCard,
    );
    expect(wardrobe.subtotal).toBeGreaterThanOrEqual(30000);
    const home = estimate(
      input({
        service: 'full-interior',
        property: '1bhk',
        area: '450',
        package: 'essential',
        tv: '0',
        pooja: '0',
        ceiling: '0',
        wardrobes: '0',
      }),
      defaultRateCard,
    );
    expect(home.subtotal).toBeGreaterThanOrEqual(100000);
  });
});

describe('inputs from a URL', () => {
  it('refuses what a visitor could type or edit into the address, with a message', () => {
    const errors = (query: Record<string, string>) => {
      const parsed = parseEstimateInput(new URLSearchParams(query));
      return parsed.ok ? {} : parsed.errors;
    };
    expect(errors({ area: '0' })).toEqual({ area: 'Carpet area must be between 100 and 1,00,000 sq ft.' });
    expect(errors({ area: '10000000' })).toEqual({ area: 'Carpet area must be between 100 and 1,00,000 sq ft.' });
    expect(errors({ area: 'abc' })).toEqual({ area: 'Carpet area must be a number (sq ft).' });
    expect(errors({ area: '-5' })).toEqual({ area: 'Carpet area must be a number (sq ft).' });
    expect(errors({ package: 'platinum' })).toEqual({ package: 'Please choose a package: Essential, Premium or Luxury.' });
    expect(errors({ property: 'castle' })).toEqual({ property: 'Please choose a property type.' });
    expect(errors({ service: 'modular-kitchen', length: '1000' })).toEqual({ length: 'Running length must be between 4 and 80 ft.' });
  });

  it('makes the nearest valid inputs of any address, with a sentence for each value it changed', () => {
    const nearest = (query: Record<string, string>) => nearestEstimateInput(new URLSearchParams(query));
    const castle = nearest({ service: 'full-interior', area: '1100', package: 'premium', property: 'castle' });
    expect(castle.input).toMatchObject({
      service: 'full-interior',
      property: '2bhk',
      area: 1100,
      package: 'premium',
      kitchen: 14,
      wardrobes: 2,
    });
    expect(castle.corrections).toEqual(['Property type “castle” is not one of our options, so the estimate uses 2 BHK.']);
    expect(nearest({ area: '0' })).toMatchObject({
      input: { area: 100 },
      corrections: ['Carpet area “0” is outside 100-1,00,000 sq ft, so the estimate uses 100 sq ft.'],
    });
    expect(nearest({ property: 'villa', area: 'lots' })).toMatchObject({
      input: { area: 3000 },
      corrections: ['Carpet area “lots” is not a number, so the estimate uses 3,000 sq ft.'],
    });
    expect(nearest({ service: 'full-interior', wardrobes: '40' }).corrections).toEqual([
      'Wardrobes “40” is outside 0-12 wardrobes, so the estimate uses 12.',
    ]);
    // A value the priced service does not use is dropped without a word.
    expect(nearest({ service: 'pooja-unit', layout: 'galley', width: 'wide' }).corrections).toEqual([]);
    expect(nearest({ service: 'sauna', package: 'gold' }).corrections).toEqual([
      'Service “sauna” is not one of our options, so the estimate uses Full Interior Design.',
      'Package “gold” is not one of our options, so the estimate uses Premium.',
    ]);
    // Whatever is typed, the result is inputs the estimator prices.
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('service', 'property', 'area', 'package', 'layout', 'length', 'width', 'pooja'), fc.string()),
        (query) => {
          const { input } = nearest(query);
          expect(parseEstimateInput(estimateQuery(input)).ok).toBe(true);
          expect(estimate(input, defaultRateCard).total).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('gives typical measures for a property type or layout it does not know, instead of failing', () => {
    expect(typicalMeasures('castle' as PropertyType, 1100, 'galley' as never)).toEqual(typicalMeasures('2bhk', 1100, 'l-shaped'));
  });

  it('fills what is missing with the defaults and the typical area of the property type', () => {
    const parsed = parseEstimateInput(new URLSearchParams());
    expect(parsed.ok && parsed.input).toMatchObject({ service: 'full-interior', property: '2bhk', area: 1100, package: 'premium' });
    const villa = parseEstimateInput(new URLSearchParams({ property: 'villa' }));
    expect(villa.ok && villa.input.area).toBe(3000);
  });

  it('round-trips through the shareable query', () => {
    const first = input({
      service: 'modular-kitchen',
      property: '3bhk',
      area: '1400',
      package: 'luxury',
      layout: 'parallel',
      length: '18',
    });
    expect(estimateQuery(first).toString()).toBe(
      'service=modular-kitchen&property=3bhk&area=1400&package=luxury&layout=parallel&length=18',
    );
    expect(input(Object.fromEntries(estimateQuery(first)))).toEqual(first);
  });
});

describe('money', () => {
  it('groups digits the Indian way and speaks in lakhs', () => {
    expect(formatRupees(485000)).toBe('₹4,85,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(-61045)).toBe('−₹61,045');
    expect(formatLakh(485000)).toBe('₹4.85 lakh');
    expect(formatLakh(100000)).toBe('₹1 lakh');
    expect(formatRange({ low: 494000, high: 605000 })).toBe('₹4,94,000 – ₹6,05,000');
  });
});

// --- properties ---------------------------------------------------------------------------

const choice = <T extends { value: string }>(list: readonly T[]) => fc.constantFrom(...list.map((option) => option.value));

const queryArbitrary = fc.record({
  service: choice(estimateServices),
  property: choice(propertyTypes),
  layout: choice(kitchenLayouts),
  wardrobeType: choice(wardrobeTypes),
  ceilingType: choice(ceilingTypes),
  poojaSize: choice(poojaSizes),
  width: fc.integer({ min: 2, max: 40 }).map(String),
  height: fc.integer({ min: 3, max: 12 }).map(String),
  tvWidth: fc.integer({ min: 3, max: 30 }).map(String),
  wardrobes: fc.integer({ min: 0, max: 12 }).map(String),
});

describe('estimate: properties', () => {
  it('more area is never cheaper', () => {
    fc.assert(
      fc.property(queryArbitrary, fc.integer({ min: 100, max: 99_999 }), fc.integer({ min: 1, max: 5000 }), (query, area, more) => {
        const bigger = Math.min(100_000, area + more);
        for (const { value: pkg } of packages) {
          const small = estimate(input({ ...query, package: pkg, area: String(area) }), defaultRateCard);
          const large = estimate(input({ ...query, package: pkg, area: String(bigger) }), defaultRateCard);
          expect(large.total).toBeGreaterThanOrEqual(small.total);
          expect(large.range.low).toBeGreaterThanOrEqual(small.range.low);
          expect(large.range.high).toBeGreaterThanOrEqual(small.range.high);
        }
      }),
    );
  });

  it('a higher package is never cheaper', () => {
    fc.assert(
      fc.property(queryArbitrary, fc.integer({ min: 100, max: 100_000 }), (query, area) => {
        const totals = packages.map(({ value }) => estimate(input({ ...query, package: value, area: String(area) }), defaultRateCard));
        for (let index = 1; index < totals.length; index++) {
          expect(totals[index]!.total).toBeGreaterThanOrEqual(totals[index - 1]!.total);
          expect(totals[index]!.range.high).toBeGreaterThanOrEqual(totals[index - 1]!.range.high);
        }
      }),
    );
  });

  it('the range contains the estimate and every amount is whole rupees', () => {
    fc.assert(
      fc.property(
        queryArbitrary,
        choice(packages),
        fc.integer({ min: 100, max: 100_000 }),
        fc.integer({ min: 0, max: 30 }),
        (query, pkg, area, width) => {
          const result = estimate(input({ ...query, package: pkg, area: String(area) }), { ...defaultRateCard, rangePercent: width });
          expect(result.range.low).toBeLessThanOrEqual(result.total);
          expect(result.range.high).toBeGreaterThanOrEqual(result.total);
          const amounts = [
            ...result.items.map((line) => line.amount),
            result.subtotal,
            result.offer.amount,
            result.total,
            result.earlyBooking.amount,
          ];
          for (const amount of [...amounts, result.range.low, result.range.high]) expect(Number.isInteger(amount)).toBe(true);
        },
      ),
    );
  });
});

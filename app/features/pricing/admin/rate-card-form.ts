// The 'Pricing' tab's form: every rate per package and the range width, one flat field each
// (`kitchen-premium`), checked by the same zod schema in the browser and in the action.
import { z } from 'zod';
import { groupedNumber } from '#app/lib/number-fields.ts';
import { RATE_BOUNDS } from '#app/features/pricing/rate-card.ts';
import { packages } from '#content/packages.ts';
import type { PackageId } from '#content/packages.ts';
import { rateItems } from '#content/rate-card.ts';
import type { RateCard, RateCardRates, RateKey } from '#content/rate-card.ts';

export const rateFieldName = (key: RateKey, pkg: PackageId) => `${key}-${pkg}`;

const grouped = (value: number) => `₹${value.toLocaleString('en-IN')}`;

function rupees(label: string) {
  return z
    .string({ error: `Enter the rate for ${label}.` })
    .trim()
    .check(z.minLength(1, `Enter the rate for ${label}.`))
    .pipe(groupedNumber(`${label}: enter a whole number of rupees, without decimals.`))
    .pipe(
      z
        .number()
        .int()
        .min(RATE_BOUNDS.min, `${label}: the rate must be at least ${grouped(RATE_BOUNDS.min)}.`)
        .max(RATE_BOUNDS.max, `${label}: the rate must be at most ${grouped(RATE_BOUNDS.max)}.`),
    );
}

const shape: Record<string, z.ZodType> = {
  basedOn: z.coerce.number<string>().int().min(0),
  rangePercent: z
    .string({ error: 'Enter the range width.' })
    .trim()
    .regex(/^\d+$/, 'The range width must be a whole number of percent.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(RATE_BOUNDS.rangeMin)
        .max(RATE_BOUNDS.rangeMax, `The range width must be between ${RATE_BOUNDS.rangeMin}% and ${RATE_BOUNDS.rangeMax}%.`),
    ),
};
for (const item of rateItems) {
  for (const pkg of packages) shape[rateFieldName(item.key, pkg.value)] = rupees(`${item.label} (${pkg.label})`);
}

/** A rate card edit: positive whole rupees within bounds, and no package cheaper than the one below it. */
export const rateCardSchema = z.object(shape).superRefine((values, context) => {
  for (const item of rateItems) {
    for (let index = 1; index < packages.length; index++) {
      const lower = values[rateFieldName(item.key, packages[index - 1]!.value)];
      const higher = values[rateFieldName(item.key, packages[index]!.value)];
      if (typeof lower === 'number' && typeof higher === 'number' && higher < lower) {
        context.addIssue({
          code: 'custom',
          path: [rateFieldName(item.key, packages[index]!.value)],
          message: `${item.label}: ${packages[index]!.label} must not cost less than ${packages[index - 1]!.label} (${grouped(lower)}).`,
        });
      }
    }
  }
});

export type RateCardEdit = { rates: RateCardRates; rangePercent: number; basedOn: number };

/** The checked form's values as a rate card edit. */
export function toRateCardEdit(values: Record<string, unknown>): RateCardEdit {
  const rates = Object.fromEntries(
    rateItems.map((item) => [item.key, Object.fromEntries(packages.map((pkg) => [pkg.value, values[rateFieldName(item.key, pkg.value)]]))]),
  ) as RateCardRates;
  return { rates, rangePercent: values.rangePercent as number, basedOn: values.basedOn as number };
}

/** The form's initial values from a rate card. */
export function rateCardFormValues(card: RateCard): Record<string, string> {
  const values: Record<string, string> = { basedOn: String(card.version), rangePercent: String(card.rangePercent) };
  for (const item of rateItems)
    for (const pkg of packages) values[rateFieldName(item.key, pkg.value)] = String(card.rates[item.key][pkg.value]);
  return values;
}

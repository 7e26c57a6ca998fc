/**
 * The default rate card of the price calculator: Bangalore prices for 2026, per package, before
 * the site's offers. Staff change these in the admin's 'Pricing' tab (each save is a new version
 * in the database); these figures apply until the first save, and on a database that cannot be
 * read. Why each figure is what it is: docs/decisions/053-price-estimate-and-rate-card.md.
 */
import type { PackageId } from '#content/packages.ts';

export type Unit = 'ft' | 'sq ft' | 'unit';

/** Every rate the estimator uses, in the order the admin's 'Pricing' tab lists them. */
export const rateItems = [
  { key: 'kitchen', label: 'Modular kitchen', unit: 'ft', per: 'per running foot' },
  { key: 'kitchenIsland', label: 'Kitchen island', unit: 'unit', per: 'per island' },
  { key: 'wardrobeHinged', label: 'Wardrobe, hinged', unit: 'sq ft', per: 'per sq ft of front' },
  { key: 'wardrobeSliding', label: 'Wardrobe, sliding', unit: 'sq ft', per: 'per sq ft of front' },
  { key: 'wardrobeWalkIn', label: 'Wardrobe, walk-in', unit: 'sq ft', per: 'per sq ft of front' },
  { key: 'tvUnit', label: 'TV and entertainment unit', unit: 'ft', per: 'per running foot' },
  { key: 'ceilingGypsum', label: 'False ceiling, gypsum', unit: 'sq ft', per: 'per sq ft' },
  { key: 'ceilingPop', label: 'False ceiling, POP', unit: 'sq ft', per: 'per sq ft' },
  { key: 'ceilingWooden', label: 'False ceiling, wooden', unit: 'sq ft', per: 'per sq ft' },
  { key: 'ceilingMetalGrid', label: 'False ceiling, metal grid', unit: 'sq ft', per: 'per sq ft' },
  { key: 'poojaCompact', label: 'Pooja unit, compact (wall-mounted)', unit: 'unit', per: 'per unit' },
  { key: 'poojaStandard', label: 'Pooja unit, standard (floor-standing)', unit: 'unit', per: 'per unit' },
  { key: 'poojaRoom', label: 'Pooja room', unit: 'unit', per: 'per unit' },
  {
    key: 'designAndFurnishing',
    label: 'Design, project management and furnishing allowance',
    unit: 'sq ft',
    per: 'per sq ft of carpet area',
  },
] as const satisfies ReadonlyArray<{ key: string; label: string; unit: Unit; per: string }>;

export type RateKey = (typeof rateItems)[number]['key'];
export type PackageRates = Record<PackageId, number>;
export type RateCardRates = Record<RateKey, PackageRates>;

export type RateCard = {
  /** 0: the defaults in content/, never saved; 1 and up: versions saved by staff. */
  version: number;
  rates: RateCardRates;
  rangePercent: number;
  /** When staff saved this version (ISO time); the defaults have none. */
  savedAt?: string;
};

export const defaultRates: RateCardRates = {
  // Per running foot of base and wall cabinets: a 10 ft straight kitchen in Essential is ₹50,000,
  // the site's "kitchens from ₹50,000".
  kitchen: { essential: 5000, premium: 7500, luxury: 11000 },
  kitchenIsland: { essential: 60000, premium: 95000, luxury: 150000 },
  // Per square foot of wardrobe front (width x height): a 4 x 7 ft hinged wardrobe in Essential
  // is ₹30,800, the site's "wardrobes from ₹30,000".
  wardrobeHinged: { essential: 1100, premium: 1600, luxury: 2400 },
  wardrobeSliding: { essential: 1300, premium: 1850, luxury: 2700 },
  wardrobeWalkIn: { essential: 1400, premium: 2000, luxury: 3000 },
  // Per running foot of TV and entertainment unit width.
  tvUnit: { essential: 3500, premium: 5500, luxury: 8500 },
  // Per square foot of ceiling, with wiring for lights but not the fittings.
  ceilingGypsum: { essential: 95, premium: 130, luxury: 180 },
  ceilingPop: { essential: 85, premium: 115, luxury: 160 },
  ceilingWooden: { essential: 260, premium: 380, luxury: 550 },
  ceilingMetalGrid: { essential: 110, premium: 150, luxury: 200 },
  // Per unit.
  poojaCompact: { essential: 22000, premium: 35000, luxury: 55000 },
  poojaStandard: { essential: 40000, premium: 65000, luxury: 100000 },
  poojaRoom: { essential: 85000, premium: 140000, luxury: 225000 },
  // Per square foot of carpet area, full-home projects only: design fees, project management and
  // an allowance for furnishings, painting touch-ups and hardware (the FAQ's "what the estimate includes").
  designAndFurnishing: { essential: 120, premium: 220, luxury: 380 },
};

/** How far either side of the estimate the range reaches, in percent. */
export const defaultRangePercent = 10;

/** The rate card before staff have saved one (version 0). */
/** How the printed estimate names the defaults (the rates before staff saved any). */
export const DEFAULT_RATES_NAME = 'our standard Bangalore rates for 2026';

export const defaultRateCard: RateCard = { version: 0, rates: defaultRates, rangePercent: defaultRangePercent };

// What a visitor tells the calculator, read from a URL's query or a form's fields, checked by the
// same function in the browser and on the server (decision 054: plain code, not zod, because it
// runs on every change in the browser and must cost a few hundred bytes).
import { packages } from '#content/packages.ts';
import type { PackageId } from '#content/packages.ts';
import { ceilingTypes, estimateServices, kitchenLayouts, poojaSizes, wardrobeTypes } from '#app/features/pricing/estimate-options.ts';
import { DEFAULT_INPUT, propertyTypes } from '#app/features/pricing/property-types.ts';
import type { CeilingType, EstimateService, KitchenLayout, PoojaSize, WardrobeType } from '#app/features/pricing/estimate-options.ts';
import type { PropertyType } from '#app/features/pricing/property-types.ts';
import { parseGroupedNumber } from '#app/lib/grouped-number.ts';

/** Everything the estimator needs; measures a visitor left empty are filled with typical values. */
export type EstimateInput = {
  service: EstimateService;
  property: PropertyType;
  area: number;
  package: PackageId;
  // modular kitchen
  layout: KitchenLayout;
  length: number;
  // modular wardrobe
  wardrobeType: WardrobeType;
  width: number;
  height: number;
  // entertainment unit
  tvWidth: number;
  // false ceiling
  ceilingType: CeilingType;
  ceilingArea: number;
  // pooja unit
  poojaSize: PoojaSize;
  // full interior: the quantities of its parts (0 removes a part)
  kitchen: number;
  wardrobes: number;
  tv: number;
  ceiling: number;
  pooja: number;
};

/** The names the inputs go by in URLs and forms. */
export const estimateFieldNames = [
  'service',
  'property',
  'area',
  'package',
  'layout',
  'length',
  'wardrobeType',
  'width',
  'height',
  'tvWidth',
  'ceilingType',
  'ceilingArea',
  'poojaSize',
  'kitchen',
  'wardrobes',
  'tv',
  'ceiling',
  'pooja',
] as const satisfies ReadonlyArray<keyof EstimateInput>;

type NumberRule = { label: string; unit: string; min: number; max: number; step: number };

/** The numeric fields, their names in the URL and forms, and their bounds. */
export const numberRules = {
  area: { label: 'Carpet area', unit: 'sq ft', min: 100, max: 100_000, step: 1 },
  length: { label: 'Running length', unit: 'ft', min: 4, max: 80, step: 0.5 },
  width: { label: 'Wardrobe width', unit: 'ft', min: 2, max: 40, step: 0.5 },
  height: { label: 'Wardrobe height', unit: 'ft', min: 3, max: 12, step: 0.5 },
  tvWidth: { label: 'Unit width', unit: 'ft', min: 3, max: 30, step: 0.5 },
  ceilingArea: { label: 'Ceiling area', unit: 'sq ft', min: 10, max: 100_000, step: 1 },
  kitchen: { label: 'Kitchen', unit: 'ft', min: 0, max: 80, step: 0.5 },
  wardrobes: { label: 'Wardrobes', unit: 'wardrobes', min: 0, max: 12, step: 1 },
  tv: { label: 'TV units', unit: 'units', min: 0, max: 6, step: 1 },
  ceiling: { label: 'False ceiling', unit: 'sq ft', min: 0, max: 100_000, step: 1 },
  pooja: { label: 'Pooja units', unit: 'units', min: 0, max: 4, step: 1 },
} as const satisfies Record<string, NumberRule>;
export type NumberField = keyof typeof numberRules;

/** The fields that belong to a service (besides service, property, area and package). */
export const serviceFields: Record<EstimateService, readonly (keyof EstimateInput)[]> = {
  'full-interior': ['kitchen', 'wardrobes', 'tv', 'ceiling', 'pooja'],
  'modular-kitchen': ['layout', 'length'],
  'modular-wardrobe': ['wardrobeType', 'width', 'height'],
  'entertainment-unit': ['tvWidth'],
  'pooja-unit': ['poojaSize'],
  'false-ceiling': ['ceilingType', 'ceilingArea'],
};

const byValue = <T extends { value: string }>(list: readonly T[], value: unknown): T | undefined =>
  list.find((option) => option.value === value);

export function propertyOf(value: PropertyType) {
  return byValue(propertyTypes, value)!;
}

/** Typical values for the measures a visitor has not given, from the property and area. */
export function typicalMeasures(property: PropertyType, area: number, layout: KitchenLayout = 'l-shaped') {
  // A value from outside the lists (a hand-edited address) counts as the calculator's default.
  const profile = byValue(propertyTypes, property) ?? propertyOf(DEFAULT_INPUT.property);
  const ceilingShare = profile.residential ? 0.35 : 0.6;
  return {
    length: (byValue(kitchenLayouts, layout) ?? kitchenLayouts[0]).length,
    width: 6,
    height: 7,
    tvWidth: 8,
    ceilingArea: Math.max(numberRules.ceilingArea.min, Math.round(area * ceilingShare)),
    kitchen: profile.residential ? byValue(kitchenLayouts, profile.layout)!.length : 8,
    wardrobes: profile.residential ? profile.bedrooms : Math.max(1, Math.round(area / 500)),
    tv: profile.residential ? 1 : 0,
    ceiling: Math.round(area * ceilingShare),
    pooja: profile.residential ? 1 : 0,
  };
}

export type InputErrors = Partial<Record<keyof EstimateInput, string>>;
export type ParsedInput = { ok: true; input: EstimateInput } | { ok: false; errors: InputErrors };

type Raw = Record<string, unknown> | URLSearchParams;

function read(raw: Raw, key: string): string | undefined {
  const value = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const grouped = (value: number) => value.toLocaleString('en-IN');

/** What replaced a value that could not be used: the visitor's text and what the estimate uses instead. */
type Correction = { field: keyof EstimateInput; given: string; used: string; reason: 'choice' | 'number' | 'range' };

type Reading = { errors: InputErrors; corrections: Correction[] };

function readNumber(raw: Raw, field: NumberField, reading: Reading, typical: () => number): number {
  const text = read(raw, field);
  if (text === undefined) return typical();
  const rule = numberRules[field];
  const value = parseGroupedNumber(text, { decimals: 6 }) ?? Number.NaN;
  const unit = (amount: number) =>
    rule.unit === 'wardrobes' || rule.unit === 'units' ? grouped(amount) : `${grouped(amount)} ${rule.unit}`;
  if (!Number.isFinite(value)) {
    reading.errors[field] = `${rule.label} must be a number (${rule.unit}).`;
    const used = typical();
    reading.corrections.push({ field, given: text, used: unit(used), reason: 'number' });
    return used;
  }
  if (value < rule.min || value > rule.max) {
    reading.errors[field] = `${rule.label} must be between ${grouped(rule.min)} and ${grouped(rule.max)} ${rule.unit}.`;
    const used = value < rule.min ? rule.min : rule.max;
    reading.corrections.push({ field, given: text, used: unit(used), reason: 'range' });
    return used;
  }
  return Math.round(value / rule.step) * rule.step;
}

function readChoice<T extends { value: string; label: string }>(
  raw: Raw,
  key: keyof EstimateInput,
  list: readonly T[],
  fallback: T['value'],
  message: string,
  reading: Reading,
): T['value'] {
  const text = read(raw, key);
  if (text === undefined) return fallback;
  const option = byValue(list, text);
  if (option) return option.value;
  reading.errors[key] = message;
  reading.corrections.push({ field: key, given: text, used: byValue(list, fallback)!.label, reason: 'choice' });
  return fallback;
}

/**
 * Reads the calculator's inputs and always makes valid ones of them: a missing value takes the
 * default (service Full Interior Design, 2 BHK, Premium) or the property's typical measure, a
 * wrong choice the default, a number out of bounds the nearest bound, anything else unreadable
 * the typical measure. What was wrong is kept as a message per field, and as a correction.
 */
function readEstimateInput(raw: Raw): { input: EstimateInput } & Reading {
  const reading: Reading = { errors: {}, corrections: [] };
  const service = readChoice(raw, 'service', estimateServices, DEFAULT_INPUT.service, 'Please choose one of the services.', reading);
  const property = readChoice(raw, 'property', propertyTypes, DEFAULT_INPUT.property, 'Please choose a property type.', reading);
  const pkg: PackageId = readChoice(
    raw,
    'package',
    packages,
    DEFAULT_INPUT.package,
    'Please choose a package: Essential, Premium or Luxury.',
    reading,
  );
  const area = readNumber(raw, 'area', reading, () => propertyOf(property).area);
  const layout = readChoice(raw, 'layout', kitchenLayouts, 'l-shaped', 'Please choose a kitchen layout.', reading);
  const typical = typicalMeasures(property, area, layout);
  const number = (field: NumberField) => readNumber(raw, field, reading, () => typical[field as keyof typeof typical]);
  const input: EstimateInput = {
    service,
    property,
    area,
    package: pkg,
    layout,
    length: number('length'),
    wardrobeType: readChoice(raw, 'wardrobeType', wardrobeTypes, 'hinged', 'Please choose a wardrobe type.', reading),
    width: number('width'),
    height: number('height'),
    tvWidth: number('tvWidth'),
    ceilingType: readChoice(raw, 'ceilingType', ceilingTypes, 'gypsum', 'Please choose a ceiling type.', reading),
    ceilingArea: number('ceilingArea'),
    poojaSize: readChoice(raw, 'poojaSize', poojaSizes, 'compact', 'Please choose a pooja unit size.', reading),
    kitchen: number('kitchen'),
    wardrobes: number('wardrobes'),
    tv: number('tv'),
    ceiling: number('ceiling'),
    pooja: number('pooja'),
  };
  return { input, ...reading };
}

/**
 * Reads and checks the calculator's inputs. Missing values take the defaults and the property's
 * typical measures; a value that is there but wrong is an error with a message a visitor can act on.
 */
export function parseEstimateInput(raw: Raw): ParsedInput {
  const { input, errors } = readEstimateInput(raw);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

const fieldNames: Record<keyof EstimateInput, string> = {
  service: 'Service',
  property: 'Property type',
  package: 'Package',
  layout: 'Kitchen layout',
  wardrobeType: 'Wardrobe type',
  ceilingType: 'Ceiling type',
  poojaSize: 'Pooja unit size',
  ...Object.fromEntries(Object.entries(numberRules).map(([field, rule]) => [field, rule.label])),
} as Record<keyof EstimateInput, string>;

function correctionText({ field, given, used, reason }: Correction): string {
  const shown = given.length > 30 ? `${given.slice(0, 30)}…` : given;
  const name = fieldNames[field];
  if (reason === 'choice') return `${name} “${shown}” is not one of our options, so the estimate uses ${used}.`;
  if (reason === 'number') return `${name} “${shown}” is not a number, so the estimate uses ${used}.`;
  const rule = numberRules[field as NumberField];
  return `${name} “${shown}” is outside ${grouped(rule.min)}-${grouped(rule.max)} ${rule.unit}, so the estimate uses ${used}.`;
}

/**
 * The nearest valid inputs to what an address asks for (a shared link someone edited, or an old
 * one): never refused, and each value that had to change explained in a sentence.
 */
export function nearestEstimateInput(raw: Raw): { input: EstimateInput; corrections: string[] } {
  const { input, corrections } = readEstimateInput(raw);
  const relevant = new Set<keyof EstimateInput>(['service', 'property', 'area', 'package', ...serviceFields[input.service]]);
  // A kitchen layout decides the typical length, so it counts for a kitchen only.
  return { input, corrections: corrections.filter((correction) => relevant.has(correction.field)).map(correctionText) };
}

/** Whether a query or form carries calculator inputs at all (a lead without them has no estimate). */
export function hasEstimateInput(raw: Raw): boolean {
  return read(raw, 'property') !== undefined && read(raw, 'package') !== undefined;
}

/** The query of a shareable URL: service, property, area, package and the service's own measures. */
export function estimateQuery(input: EstimateInput): URLSearchParams {
  const query = new URLSearchParams({ service: input.service, property: input.property, area: String(input.area), package: input.package });
  for (const field of serviceFields[input.service]) query.set(field, String(input[field]));
  return query;
}

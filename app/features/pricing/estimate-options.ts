// The calculator's choices (services, layouts, kinds, sizes): small lists without the estimator
// itself. Property types, which the home page's calculator form asks for too, are in property-types.ts.
export const estimateServices = [
  { value: 'full-interior', label: 'Full Interior Design' },
  { value: 'modular-kitchen', label: 'Modular Kitchen' },
  { value: 'modular-wardrobe', label: 'Modular Wardrobe' },
  { value: 'entertainment-unit', label: 'Entertainment Unit' },
  { value: 'pooja-unit', label: 'Pooja Unit' },
  { value: 'false-ceiling', label: 'False Ceiling' },
] as const;
export type EstimateService = (typeof estimateServices)[number]['value'];

/** Kitchen layouts (the modular kitchen page's six) with a typical running length in feet. */
export const kitchenLayouts = [
  { value: 'l-shaped', label: 'L-shaped', length: 14 },
  { value: 'u-shaped', label: 'U-shaped', length: 20 },
  { value: 'straight', label: 'Straight', length: 10 },
  { value: 'parallel', label: 'Parallel', length: 16 },
  { value: 'island', label: 'Island', length: 14 },
  { value: 'peninsula', label: 'Peninsula', length: 16 },
] as const;
export type KitchenLayout = (typeof kitchenLayouts)[number]['value'];

export const wardrobeTypes = [
  { value: 'hinged', label: 'Hinged', rate: 'wardrobeHinged' },
  { value: 'sliding', label: 'Sliding', rate: 'wardrobeSliding' },
  { value: 'walk-in', label: 'Walk-in', rate: 'wardrobeWalkIn' },
] as const;
export type WardrobeType = (typeof wardrobeTypes)[number]['value'];

export const ceilingTypes = [
  { value: 'gypsum', label: 'Gypsum', rate: 'ceilingGypsum' },
  { value: 'pop', label: 'POP', rate: 'ceilingPop' },
  { value: 'wooden', label: 'Wooden', rate: 'ceilingWooden' },
  { value: 'metal-grid', label: 'Metal grid', rate: 'ceilingMetalGrid' },
] as const;
export type CeilingType = (typeof ceilingTypes)[number]['value'];

export const poojaSizes = [
  { value: 'compact', label: 'Compact (wall-mounted, up to 3 ft)', rate: 'poojaCompact' },
  { value: 'standard', label: 'Standard (floor-standing, up to 4 ft)', rate: 'poojaStandard' },
  { value: 'room', label: 'Pooja room', rate: 'poojaRoom' },
] as const;
export type PoojaSize = (typeof poojaSizes)[number]['value'];

// Property types and the calculator's starting point: all the home page's calculator form needs
// of the calculator's choices (the rest are in estimate-options.ts).
/** Property types with a typical carpet area, bedrooms and the kitchen a full home gets. */
export const propertyTypes = [
  { value: '1bhk', label: '1 BHK', area: 600, bedrooms: 1, layout: 'straight', residential: true },
  { value: '2bhk', label: '2 BHK', area: 1100, bedrooms: 2, layout: 'l-shaped', residential: true },
  { value: '3bhk', label: '3 BHK', area: 1500, bedrooms: 3, layout: 'l-shaped', residential: true },
  { value: '4bhk', label: '4 BHK', area: 2200, bedrooms: 4, layout: 'u-shaped', residential: true },
  { value: 'villa', label: 'Villa / independent house', area: 3000, bedrooms: 4, layout: 'u-shaped', residential: true },
  { value: 'office', label: 'Office', area: 1500, bedrooms: 0, layout: 'straight', residential: false },
] as const;
export type PropertyType = (typeof propertyTypes)[number]['value'];

/** What the calculator starts from when the address names nothing. */
export const DEFAULT_INPUT = { service: 'full-interior', property: '2bhk', package: 'premium' } as const;

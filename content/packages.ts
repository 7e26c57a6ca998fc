// The calculator's three packages. A module of their own: the home page's calculator form lists
// them without loading the rate card (content/rate-card.ts).
export const packages = [
  { value: 'essential', label: 'Essential' },
  { value: 'premium', label: 'Premium' },
  { value: 'luxury', label: 'Luxury' },
] as const;
export type PackageId = (typeof packages)[number]['value'];

// Checks on a rate card (its shape, items and defaults: content/rate-card.ts). Browser-safe.
import { packages } from '#content/packages.ts';
import type { PackageId } from '#content/packages.ts';

/** Bounds a saved rate card must keep (the admin's form checks them; so does the server). */
export const RATE_BOUNDS = { min: 1, max: 10_000_000, rangeMin: 0, rangeMax: 30 } as const;

export function isPackage(value: unknown): value is PackageId {
  return packages.some((option) => option.value === value);
}

// A project's lists (budget bands, styles, and the site's localities and the calculator's services,
// property types and packages), the filters of /projects read from an address, and the link 'Get a
// Similar Design' opens. No zod here: the public pages import this (the form's schema is in
// project-options.ts, for the admin).
import { localities } from '#content/localities.ts';
import { packages } from '#content/packages.ts';
import { estimateServices } from '#app/features/pricing/estimate-options.ts';
import { propertyTypes } from '#app/features/pricing/property-types.ts';
import { projectCategories } from '#app/features/projects/project-categories.ts';

export const budgetBands = [
  { value: 'under-5-lakh', label: 'Under ₹5 lakh' },
  { value: '5-10-lakh', label: '₹5 lakh to ₹10 lakh' },
  { value: '10-20-lakh', label: '₹10 lakh to ₹20 lakh' },
  { value: '20-lakh-plus', label: '₹20 lakh and more' },
] as const;

export const designStyles = [
  { value: 'modern', label: 'Modern' },
  { value: 'contemporary', label: 'Contemporary' },
  { value: 'minimal', label: 'Minimal' },
  { value: 'traditional', label: 'Traditional' },
  { value: 'industrial', label: 'Industrial' },
  { value: 'scandinavian', label: 'Scandinavian' },
] as const;

export const localityOptions = localities.map((locality) => ({ value: locality.slug, label: locality.name }));
export const serviceOptions = estimateServices;
export const propertyOptions = propertyTypes.map(({ value, label }) => ({ value, label }));
export const packageOptions = packages;

export type Option = { value: string; label: string };
export const values = <T extends readonly Option[]>(list: T) =>
  list.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

/** The label of a value in one of the lists above (the value itself if it is not there). */
export function labelOf(list: readonly Option[], value: string): string {
  return list.find((option) => option.value === value)?.label ?? value;
}

/** The filters of /projects, read from the address: a value outside its list counts as no filter. */
export type ProjectFilters = { locality?: string; property?: string; budget?: string; style?: string; category?: string };

export function filtersFrom(query: URLSearchParams): ProjectFilters {
  const pick = (name: string, list: readonly Option[]) => {
    const value = query.get(name);
    return value && list.some((option) => option.value === value) ? value : undefined;
  };
  return {
    locality: pick('locality', localityOptions),
    property: pick('property', propertyOptions),
    budget: pick('budget', budgetBands),
    style: pick('style', designStyles),
    category: pick('category', projectCategories),
  };
}

/** The calculator's address with a project's inputs: what 'Get a Similar Design' opens. */
export function similarDesignLink(project: { service: string; propertyType: string; carpetArea: number; package: string }): string {
  const query = new URLSearchParams({
    service: project.service,
    property: project.propertyType,
    area: String(project.carpetArea),
    package: project.package,
  });
  return `/calculator?${query}`;
}

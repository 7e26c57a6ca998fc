// A project's category: what the filter buttons of /projects choose by and what its dialog
// shows. Apart from project-lists.ts so that the locality pages, which show project cards but no
// filter buttons, load none of it.
/** What kind of project it is: the filter of /projects and the category its dialog shows. */
export const projectCategories = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'bathroom', label: 'Bathroom' },
] as const;

/** The filter buttons over /projects, in their order: 'All' (no category), then each category by its plural. */
export const categoryFilters = [
  { value: undefined, label: 'All' },
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'kitchen', label: 'Kitchens' },
  { value: 'bathroom', label: 'Bathrooms' },
] as const;

/** The address of /projects with these filters (none empty), as a filter button links to it. */
export function projectsAddress(filters: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `/projects?${search}` : '/projects';
}

// The filter form of /projects: a GET form, so the filters live in the address and work without
// JavaScript, and lands on the results (#results). It keeps the category a filter button chose
// (project-browser.tsx).
import { Link } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { budgetBands, designStyles, localityOptions, propertyOptions } from '#app/features/projects/project-lists.ts';
import type { ProjectFilters } from '#app/features/projects/project-lists.ts';

const FILTERS = [
  { name: 'locality', label: 'Locality', all: 'All localities', options: localityOptions },
  { name: 'property', label: 'Property type', all: 'All property types', options: propertyOptions },
  { name: 'budget', label: 'Budget', all: 'Any budget', options: budgetBands },
  { name: 'style', label: 'Style', all: 'All styles', options: designStyles },
] as const;

/**
 * An unchosen filter is left out of the address (`?locality=whitefield`, not `&property=&budget=`):
 * disabled while the form is read, enabled again for the page the back button returns to. Without
 * JavaScript the server drops them instead.
 */
function leaveOutEmpty(event: React.FormEvent<HTMLFormElement>) {
  const empty = [...event.currentTarget.elements].filter(
    (element): element is HTMLSelectElement | HTMLInputElement =>
      (element instanceof HTMLSelectElement || element instanceof HTMLInputElement) && element.name !== '' && element.value === '',
  );
  for (const element of empty) element.disabled = true;
  setTimeout(() => {
    for (const element of empty) element.disabled = false;
  });
}

/** `localities`: the slugs of the localities that have projects, the only ones offered (and the chosen one). */
export function ProjectFilterForm({ filters, localities }: { filters: ProjectFilters; localities: readonly string[] }) {
  const offered = (filter: (typeof FILTERS)[number]) =>
    filter.name === 'locality'
      ? filter.options.filter((option) => localities.includes(option.value) || option.value === filters.locality)
      : filter.options;
  return (
    <form
      method="get"
      action="/projects#results"
      aria-label="Filter projects"
      onSubmit={leaveOutEmpty}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      {FILTERS.map((filter) => (
        <div key={filter.name} className="flex flex-col gap-1.5">
          <label htmlFor={`filter-${filter.name}`} className="text-sm font-medium">
            {filter.label}
          </label>
          <NativeSelect id={`filter-${filter.name}`} name={filter.name} defaultValue={filters[filter.name] ?? ''}>
            <option value="">{filter.all}</option>
            {offered(filter).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses({ className: 'flex-1' })}>
          Show projects
        </button>
        <Link to="/projects" className={buttonClasses({ variant: 'outline' })}>
          Clear
        </Link>
      </div>
    </form>
  );
}

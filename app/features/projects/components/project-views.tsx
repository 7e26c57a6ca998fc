// The public side of the portfolio: the project cards (on /projects and a locality's page) and a
// project's page with its photos, details and 'Get a Similar Design'. /projects' filters are in
// project-filter-form.tsx and project-browser.tsx.
import { Link } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { formatCount } from '#app/lib/format.ts';
import {
  budgetBands,
  designStyles,
  labelOf,
  localityOptions,
  packageOptions,
  propertyOptions,
  serviceOptions,
  similarDesignLink,
} from '#app/features/projects/project-lists.ts';
import type { Project } from '#app/features/projects/projects.server.ts';

/** One line of a project's facts: locality, property type, area. */
const facts = (project: Project) =>
  `${labelOf(localityOptions, project.locality)} · ${labelOf(propertyOptions, project.propertyType)} · ${formatCount(project.carpetArea)} sq ft`;

export function ProjectCards({ projects, headingLevel = 'h2' }: { projects: Project[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => {
        const cover = project.photos[0];
        return (
          <li key={project.id} className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-soft">
            {cover ? (
              <img
                src={cover.url}
                alt={cover.alt}
                width={cover.width}
                height={cover.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-2 p-5">
              <p className="text-sm text-ink-muted">{facts(project)}</p>
              <Heading className="text-xl">
                <Link to={`/projects/${project.slug}`} className="hover:underline">
                  {project.title}
                </Link>
              </Heading>
              <p className="text-sm text-ink-muted">
                {labelOf(designStyles, project.style)} · {labelOf(budgetBands, project.budget)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function ProjectDetails({ project }: { project: Project }) {
  const rows: [string, string][] = [
    ['Locality', labelOf(localityOptions, project.locality)],
    ['Property type', labelOf(propertyOptions, project.propertyType)],
    ['Carpet area', `${formatCount(project.carpetArea)} sq ft`],
    ['Service', labelOf(serviceOptions, project.service)],
    ['Package', labelOf(packageOptions, project.package)],
    ['Budget range', labelOf(budgetBands, project.budget)],
    ['Style', labelOf(designStyles, project.style)],
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div className="flex flex-col gap-6">
        <ul className="flex flex-col gap-4" aria-label="Photos">
          {project.photos.map((photo, index) => (
            <li key={photo.fileName}>
              <img
                src={photo.url}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                className="h-auto w-full rounded-lg"
              />
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-4 text-lg">
          {project.description.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
      <aside className="flex flex-col gap-4 self-start rounded-lg border border-line bg-surface p-5 shadow-soft">
        <h2 className="text-xl">Project details</h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-ink-muted">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-ink-muted">Price a home like this one: the calculator opens with this project&apos;s inputs.</p>
        <Link to={similarDesignLink(project)} className={buttonClasses()}>
          Get a Similar Design
        </Link>
      </aside>
    </div>
  );
}

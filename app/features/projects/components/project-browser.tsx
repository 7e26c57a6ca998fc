// /projects' list: the filter buttons 'All', 'Residential', 'Commercial', 'Kitchens' and
// 'Bathrooms' (links that keep the other filters of the address, so they work without
// JavaScript), the projects, and a project's detail dialog when a card is opened. Without
// JavaScript a card's title is a link to the project's page.
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '#app/components/ui/cn.ts';
import { ProjectCards } from '#app/features/projects/components/project-views.tsx';
import { categoryFilters, projectsAddress } from '#app/features/projects/project-categories.ts';
import type { ProjectFilters } from '#app/features/projects/project-lists.ts';
import type { Project } from '#app/features/projects/projects.server.ts';

const ProjectDialog = lazy(() =>
  import('#app/features/projects/components/project-dialog.tsx').then((module) => ({ default: module.ProjectDialog })),
);

export function ProjectBrowser({ projects, filters, empty }: { projects: Project[]; filters: ProjectFilters; empty: React.ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const open = projects.find((project) => project.id === openId);

  // A card's title links to the project's page (ProjectCards, shared with the locality pages): a
  // plain click on it opens the dialog instead (caught before the link's own handler, which then
  // sees it handled); one with a modifier key follows the link.
  const openFromLink = (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const project = link && projects.find((item) => link.getAttribute('href') === `/projects/${item.slug}`);
    if (!project) return;
    event.preventDefault();
    opener.current = link;
    setOpenId(project.id);
  };

  return (
    <>
      <nav aria-label="Project categories">
        <ul className="flex flex-wrap gap-2">
          {categoryFilters.map((filter) => {
            const current = filters.category === filter.value;
            return (
              <li key={filter.label}>
                <Link
                  to={projectsAddress({ ...filters, category: filter.value })}
                  preventScrollReset
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors duration-150',
                    current ? 'border-charcoal bg-charcoal text-white' : 'border-line bg-surface text-ink-muted hover:text-ink',
                  )}
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p role="status" className="text-ink-muted">
        {projects.length === 1 ? '1 project' : `${projects.length} projects`}
      </p>
      {projects.length > 0 ? (
        <div onClickCapture={openFromLink}>
          <ProjectCards projects={projects} />
        </div>
      ) : (
        empty
      )}
      {open ? (
        <Suspense fallback={null}>
          <ProjectDialog
            project={open}
            onClose={() => {
              setOpenId(null);
              // Back to the card the visitor opened.
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

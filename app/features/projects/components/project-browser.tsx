// /projects' list: the filter buttons 'All', 'Residential', 'Commercial', 'Kitchens' and
// 'Bathrooms' over the projects the address's filters chose, and a project's detail dialog when a
// card is opened. Without JavaScript every project shows and a card's title is a link to its page.
import { lazy, Suspense, useRef, useState } from 'react';
import { FilterTabs } from '#app/components/ui/filter-tabs.tsx';
import { ProjectCards } from '#app/features/projects/components/project-views.tsx';
import { categoryFilters } from '#app/features/projects/project-lists.ts';
import type { Project } from '#app/features/projects/projects.server.ts';

const ProjectDialog = lazy(() =>
  import('#app/features/projects/components/project-dialog.tsx').then((module) => ({ default: module.ProjectDialog })),
);

type Category = (typeof categoryFilters)[number]['value'];

export function ProjectBrowser({ projects, empty }: { projects: Project[]; empty: React.ReactNode }) {
  const [category, setCategory] = useState<Category>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const visible = category === 'all' ? projects : projects.filter((project) => project.category === category);
  const open = projects.find((project) => project.id === openId);

  return (
    <>
      <FilterTabs label="Filter projects" value={category} onChange={setCategory} options={categoryFilters}>
        <div className="flex flex-col gap-6">
          <p role="status" className="text-ink-muted">
            {visible.length === 1 ? '1 project' : `${visible.length} projects`}
          </p>
          {visible.length > 0 ? (
            <ProjectCards
              projects={visible}
              onOpen={(project, link) => {
                opener.current = link;
                setOpenId(project.id);
              }}
            />
          ) : (
            empty
          )}
        </div>
      </FilterTabs>
      {open ? (
        <Suspense fallback={null}>
          <ProjectDialog
            project={open}
            onClose={() => {
              setOpenId(null);
              // Back to the card the visitor opened (Radix returns focus to no trigger here).
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

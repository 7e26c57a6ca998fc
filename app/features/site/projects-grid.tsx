import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Picture } from '#app/components/picture.tsx';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { Dialog, DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx';
import { FilterTabs } from '#app/components/ui/filter-tabs.tsx';
import { getImage } from '#app/lib/images.ts';
import type { Project, ProjectCategory } from '#content/types.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { PictureDialogContent } from '#app/features/site/picture-dialog.tsx';

type Filter = { label: string; value: 'all' | ProjectCategory };

/** Filterable project cards; each opens a dialog with the story and a way to ask for the same. */
export function ProjectsGrid({
  projects,
  filters,
  similarLabel,
}: {
  projects: readonly Project[];
  filters: readonly Filter[];
  similarLabel: string;
}) {
  const [filter, setFilter] = useState<Filter['value']>('all');
  const [open, setOpen] = useState<Project | null>(null);
  // Closing the dialog returns focus to the card that opened it.
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <FilterTabs label="Filter projects" value={filter} onChange={setFilter} options={filters}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects
            .filter((project) => filter === 'all' || project.category === filter)
            .map((project) => (
              <li key={project.id}>
                <button
                  type="button"
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setOpen(project);
                  }}
                  className="group flex h-full w-full flex-col overflow-hidden rounded-lg border border-line bg-surface text-left shadow-soft transition-shadow hover:shadow-lift"
                >
                  <Picture
                    image={getImage(project.image)}
                    alt=""
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    imgClassName="aspect-[4/3] h-auto w-full object-cover"
                  />
                  <span className="flex flex-1 flex-col p-6">
                    <span className="text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase">{project.category}</span>
                    <span className="mt-2 font-display text-xl font-semibold">{project.title}</span>
                    <span className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
                      <Icon name="map-pin" className="size-4" /> {project.location} · {project.scope}
                    </span>
                  </span>
                </button>
              </li>
            ))}
        </ul>
      </FilterTabs>
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {open ? (
          <PictureDialogContent
            image={getImage(open.image)}
            alt={open.title}
            sizes="(min-width: 800px) 768px, 100vw"
            className="max-w-3xl p-0"
            onClosed={() => opener.current?.focus()}
          >
            <div className="p-6 sm:p-8">
              <p className="text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase">{open.category}</p>
              <DialogTitle className="mt-1">{open.title}</DialogTitle>
              <DialogDescription className="mt-3 text-base">{open.description}</DialogDescription>
              <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-ink-muted">Client</dt>
                  <dd className="font-semibold">{open.client}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">Where</dt>
                  <dd className="font-semibold">{open.location}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">Scope and time</dt>
                  <dd className="font-semibold">
                    {open.scope}, {open.duration}
                  </dd>
                </div>
              </dl>
              <Link to="/contact" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-8' })}>
                {similarLabel}
              </Link>
            </div>
          </PictureDialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

// A project's detail dialog on /projects: its photo, category, title, description and client, with
// 'Get a Similar Design' (the calculator with the project's inputs) and a link to its own page.
// Loaded when a visitor first opens a project, as the gallery's viewer is.
import { Link } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx';
import { projectCategories } from '#app/features/projects/project-categories.ts';
import { labelOf, similarDesignLink } from '#app/features/projects/project-lists.ts';
import type { Project } from '#app/features/projects/projects.server.ts';

export function ProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const cover = project.photos[0];
  const [summary, ...more] = project.description.split(/\n\s*\n/);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto p-0">
        {cover ? (
          <img
            src={cover.url}
            alt={cover.alt}
            width={cover.width}
            height={cover.height}
            className="aspect-[4/3] w-full rounded-t-lg object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-3 p-6">
          <p className="text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase">{labelOf(projectCategories, project.category)}</p>
          <DialogTitle className="text-2xl">{project.title}</DialogTitle>
          <DialogDescription className="text-base text-ink">{summary}</DialogDescription>
          {more.map((paragraph, index) => (
            <p key={index} className="text-ink">
              {paragraph}
            </p>
          ))}
          {project.client ? (
            <p className="text-sm text-ink-muted">
              <span className="font-semibold text-ink">Client:</span> {project.client}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-3">
            <Link to={similarDesignLink(project)} className={buttonClasses()}>
              Get a Similar Design
            </Link>
            <Link to={`/projects/${project.slug}`} className={buttonClasses({ variant: 'outline' })}>
              See the project&apos;s page
            </Link>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

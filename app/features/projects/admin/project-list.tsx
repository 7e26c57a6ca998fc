// 'Projects': every project, drafts too, with its locality, status and photos; 'New Project'.
import { Link } from 'react-router';
import { FolderOpen, Plus } from 'lucide-react';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { TableHeader } from '#app/components/ui/table-header.tsx';
import { formatDate } from '#app/lib/format.ts';
import { labelOf, localityOptions } from '#app/features/projects/project-lists.ts';
import type { Project } from '#app/features/projects/projects.server.ts';

export function ProjectList({ projects }: { projects: Project[] }) {
  return (
    <TabSection
      id="projects-heading"
      title="Projects"
      intro="The studio's projects: published ones show on /projects and on their locality's page."
      action={
        <Link to="/admin/projects/new" className={buttonClasses()}>
          <Plus aria-hidden="true" />
          New Project
        </Link>
      }
    >
      {projects.length === 0 ? (
        <EmptyState icon={FolderOpen} boxed>
          No projects yet. Add the first one with New Project.
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-soft">
          <table className="w-full min-w-[640px] text-left text-sm">
            <TableHeader columns={['Title', 'Locality', 'Photos', 'Status', 'Updated']} cellClassName="px-4" />
            <tbody className="divide-y divide-line">
              {projects.map((project) => (
                <tr key={project.id}>
                  <td className="px-4 py-3">
                    <Link to={`/admin/projects/${project.id}`} className="font-medium text-brass-800 underline-offset-2 hover:underline">
                      {project.title}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{labelOf(localityOptions, project.locality)}</td>
                  <td className="px-4 py-3">{project.photos.length}</td>
                  <td className="px-4 py-3">{project.isPublished ? 'Published' : 'Draft'}</td>
                  <td className="px-4 py-3">{formatDate(project.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TabSection>
  );
}

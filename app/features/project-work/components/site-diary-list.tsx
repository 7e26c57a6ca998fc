// 'Site diary': the projects whose diary the member sees (a Site member: those they supervise),
// each a card with its site and its last entry, opening the project's diary. Phone first.
import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { formatDate } from '#app/lib/format.ts';
import type { DiaryProject } from '#app/features/project-work/diary.server.ts';

export function SiteDiaryList({ projects }: { projects: DiaryProject[] }) {
  return (
    <TabSection
      id="site-diary-heading"
      title="Site diary"
      intro="Each day's note on site, the current stage's progress and what blocks it."
    >
      {projects.length === 0 ? (
        <EmptyState icon={ClipboardList} boxed>
          No projects for you yet. An Admin names a project&apos;s site supervisor and designer on its page.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {projects.map((project) => (
            <li key={project.id}>
              <Link
                to={`/admin/site-diary/${project.id}`}
                className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4 shadow-soft hover:border-terracotta"
              >
                <span className="font-medium text-terracotta">{project.customerName}</span>
                {project.siteAddress ? <span className="text-sm break-words text-ink-muted">{project.siteAddress}</span> : null}
                <span className="text-sm">{project.lastEntryOn ? `Last entry ${formatDate(project.lastEntryOn)}` : 'No entries yet'}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TabSection>
  );
}

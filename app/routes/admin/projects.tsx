import { data } from 'react-router';
import { ProjectList } from '#app/features/projects/admin/project-list.tsx';
import { listProjectsForAdmin } from '#app/features/projects/projects.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/projects';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Projects') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/projects: 'Projects', every project (drafts too). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'articles');
  return data({ projects: await listProjectsForAdmin(db()) }, { headers: NO_STORE });
}

export default function ProjectsScreen({ loaderData }: Route.ComponentProps) {
  return <ProjectList projects={loaderData.projects} />;
}

import { data } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { SiteDiaryList } from '#app/features/project-work/components/site-diary-list.tsx';
import { diaryProjectsFor } from '#app/features/project-work/diary.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/site-diary';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Site diary') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * GET /admin/site-diary: the projects whose diary the member sees (decision 173): every project for
 * an Admin, their own leads' and those they design for Sales, those they supervise for Site.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'diary.view');
  return data({ projects: await diaryProjectsFor(db(), { id: user.id, role: user.role }) }, { headers: NO_STORE });
}

export default function SiteDiaryScreen({ loaderData }: Route.ComponentProps) {
  return <SiteDiaryList projects={loaderData.projects} />;
}

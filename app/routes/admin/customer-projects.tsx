import { data } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { CustomerProjectList } from '#app/features/billing/projects/customer-project-list.tsx';
import { projectsFor } from '#app/features/billing/projects/project-page.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { billingMember } from '#app/routes/admin/billing-member.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/customer-projects';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Projects') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/customer-projects?page=N: 'Projects', every project for an Admin, their own leads' for Sales. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'billing.view');
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(asked) && asked >= 1 ? asked : 1;
  return data(await projectsFor(db(), billingMember(user), page), { headers: NO_STORE });
}

export default function CustomerProjectsScreen({ loaderData }: Route.ComponentProps) {
  return <CustomerProjectList {...loaderData} />;
}

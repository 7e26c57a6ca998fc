import { data } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { loadLeadList } from '#app/features/sales/list/lead-list.server.ts';
import { LeadManagement } from '#app/features/sales/list/lead-management.tsx';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/leads';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Lead Management') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * GET /admin/leads?q=&status=&due=&mine=&page=&lead=: 'Lead Management', a page of leads with the
 * counters and 'Leads that could not be stored', and, with `lead=<id>`, that lead's details for
 * its dialog.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'leads');
  return data(await loadLeadList(db(), new URL(request.url).searchParams, user.id), { headers: NO_STORE });
}

export default function LeadsScreen({ loaderData }: Route.ComponentProps) {
  return <LeadManagement data={loaderData} />;
}

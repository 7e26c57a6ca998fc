import { data, redirect } from 'react-router';
import { addStaffLead } from '#app/features/intake/staff-lead.server.ts';
import { staffLeadSchema } from '#app/features/intake/staff-lead.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
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

/**
 * POST /admin/leads, intent 'add-lead' (Admins and Sales): 'Add lead', checked with the schema the
 * dialog used (400 with its field messages), stored through the lead store (person, assignment),
 * then on to the new lead's page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'leads');
  return softFail(getRequestInfo(context).logger, 'add lead', async () => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return data({ ok: false as const, error: 'The form could not be read. Try again.' }, { status: 400, headers: NO_STORE });
    }
    if (form.get('intent') !== 'add-lead')
      return data({ ok: false as const, error: 'Unknown action.' }, { status: 400, headers: NO_STORE });
    const submission = parseForm(form, staffLeadSchema);
    if (submission.status !== 'success')
      return data({ ok: false as const, result: submission.reply() }, { status: 400, headers: NO_STORE });
    const id = await addStaffLead(db(), submission.value, user.id);
    return redirect(`/admin/leads/${id}`, { headers: NO_STORE });
  });
}

export default function LeadsScreen({ loaderData }: Route.ComponentProps) {
  return <LeadManagement data={loaderData} />;
}

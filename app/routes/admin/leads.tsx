import { data, redirect } from 'react-router';
import { addStaffLead } from '#app/features/intake/staff-lead.server.ts';
import { staffLeadSchema } from '#app/features/intake/staff-lead.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { listStaffWho } from '#app/features/accounts/accounts.server.ts';
import { bulkIntents, readBulkForm } from '#app/features/sales/list/lead-bulk.ts';
import { bulkChangeStatus } from '#app/features/sales/list/lead-bulk.server.ts';
import { bulkAssign } from '#app/features/sales/assignment/bulk-assign.server.ts';
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
 * its dialog; and the members a lead may be assigned to ('Assign to…'). The route hands the leads
 * feature the members (accounts), so neither imports the other.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'leads');
  const [list, staff] = await Promise.all([loadLeadList(db(), new URL(request.url).searchParams, user.id), listStaffWho(db(), 'leads')]);
  return data({ ...list, staff }, { headers: NO_STORE });
}

const isBulkIntent = (intent: unknown): intent is (typeof bulkIntents)[number] => (bulkIntents as readonly unknown[]).includes(intent);

/**
 * POST /admin/leads (Admins and Sales), by `intent`: 'add-lead' ('Add lead', checked with the
 * schema the dialog used, 400 with its field messages, stored through the lead store: person,
 * assignment; then on to the new lead's page); 'bulk-assign' (`assignedTo`, a member id or '')
 * and 'bulk-status' (`newStatus`), for the ticked leads (repeated `id`) or, with `match=filters`,
 * every lead the list's filters (`q`, `status`, `due`, `mine`) match: up to 1,000 (decision 118;
 * 400 for a form that is not one, 409 when more leads match).
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
    const intent = form.get('intent');
    if (isBulkIntent(intent)) {
      const staff = await listStaffWho(db(), 'leads');
      const read = readBulkForm(
        form,
        staff.map((member) => member.id),
      );
      if (!read.ok) return data({ ok: false as const, error: read.error, field: read.field }, { status: 400, headers: NO_STORE });
      const action = read.value;
      const done =
        action.intent === 'bulk-assign'
          ? await bulkAssign(db(), { selection: action.selection, assigneeId: action.assignedTo, actorId: user.id })
          : await bulkChangeStatus(db(), { selection: action.selection, status: action.newStatus, actorId: user.id });
      if (!done.ok) return data({ ok: false as const, error: done.error }, { status: done.status, headers: NO_STORE });
      return data({ ok: true as const, intent: action.intent, selected: done.selected, changed: done.changed }, { headers: NO_STORE });
    }
    if (intent !== 'add-lead') return data({ ok: false as const, error: 'Unknown action.' }, { status: 400, headers: NO_STORE });
    const submission = parseForm(form, staffLeadSchema);
    if (submission.status !== 'success')
      return data({ ok: false as const, result: submission.reply() }, { status: 400, headers: NO_STORE });
    const id = await addStaffLead(db(), submission.value, user.id);
    return redirect(`/admin/leads/${id}`, { headers: NO_STORE });
  });
}

export default function LeadsScreen({ loaderData }: Route.ComponentProps) {
  return <LeadManagement data={loaderData} staff={loaderData.staff} />;
}

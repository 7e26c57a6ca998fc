import { data } from 'react-router';
import { z } from 'zod';
import { leadStatusSchema } from '#app/features/sales/list/lead-filters.ts';
import { changeLeadStatus } from '#app/features/sales/lead/lead-work.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import type { Route } from './+types/lead-status';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

/** POST /admin/leads/:leadId/status with `status`: saved at once and recorded in the audit log. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'leads');
  return softFail(getRequestInfo(context).logger, 'lead status', async () => {
    const id = z.uuid().safeParse(params.leadId);
    if (!id.success) return data({ ok: false as const, error: 'Lead not found.' }, { status: 404, headers: NO_STORE });
    const form = await request.formData();
    const parsed = leadStatusSchema.safeParse({ status: form.get('status') });
    if (!parsed.success) {
      return data({ ok: false as const, error: parsed.error.issues[0]!.message }, { status: 400, headers: NO_STORE });
    }
    const change = await changeLeadStatus(db(), { id: id.data, status: parsed.data.status, actorId: user.id });
    if (!change) return data({ ok: false as const, error: 'Lead not found.' }, { status: 404, headers: NO_STORE });
    return data({ ok: true as const, ...change }, { headers: NO_STORE });
  });
}

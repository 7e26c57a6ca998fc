import { data } from 'react-router';
import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { markAcceptedFromForm } from '#app/features/billing/projects/mark-accepted.server.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/quotation-mark-accepted';

/** A GET of this POST-only address: 405. */
export const loader = postOnly;

/**
 * POST /admin/leads/:leadId/quotation/mark-accepted (Admin): 'Mark as accepted' for a signed paper
 * copy (`versionId`, `name`, `signedOn`, `scan`): the lead is won and its project created. 400
 * with field messages, 404 for another lead's version, 409 when the version may not be accepted.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'billing.admin');
  return softFail(getRequestInfo(context).logger, 'mark as accepted', async () => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return data({ ok: false as const, error: 'The form could not be read. Try again.' }, { status: 400, headers: NO_STORE });
    }
    const leadId = z.uuid().safeParse(params.leadId);
    if (!leadId.success) return data({ ok: false as const, error: 'This lead no longer exists.' }, { status: 404, headers: NO_STORE });
    const answer = await markAcceptedFromForm(db(), { leadId: leadId.data, form, by: user.id });
    return data(answer.body, { status: answer.status, headers: NO_STORE });
  });
}

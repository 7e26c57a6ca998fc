import { data } from 'react-router';
import { z } from 'zod';
import { moveLeadToStage } from '#app/features/sales/lead/lead-work.server.ts';
import { moveSchema } from '#app/features/sales/pipeline/pipeline-forms.ts';
import type { MoveAnswer } from '#app/features/sales/pipeline/pipeline-forms.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import type { Route } from './+types/lead-stage';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

const answer = (body: MoveAnswer, status = 200) => data(body, { status, headers: NO_STORE });

/**
 * POST /admin/leads/:leadId/stage with `stage` ('Move to…' or a drop on the 'Pipeline' board), and
 * for 'Lost' `lostReason` (`lostReasonText` for 'Other'): the lead moves, its status follows, the
 * move is on its timeline and in the audit log. A form the schema refuses answers 400 with its
 * field messages.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'leads');
  return softFail(getRequestInfo(context).logger, 'lead stage', async () => {
    const id = z.uuid().safeParse(params.leadId);
    if (!id.success) return answer({ ok: false, error: 'Lead not found.' }, 404);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return answer({ ok: false, error: 'The form could not be read. Try again.' }, 400);
    }
    const submission = parseForm(form, moveSchema);
    if (submission.status !== 'success') {
      const fieldErrors = Object.fromEntries(
        Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
      );
      return answer({ ok: false, error: Object.values(fieldErrors)[0]?.[0] ?? 'Check the form.', fieldErrors }, 400);
    }
    const { stage, lostReason, lostReasonText } = submission.value;
    const lost =
      stage === 'lost' && lostReason
        ? { reason: lostReason, ...(lostReason === 'other' && lostReasonText ? { text: lostReasonText } : {}) }
        : undefined;
    const move = await moveLeadToStage(db(), { id: id.data, stage, actorId: user.id, lost });
    if (!move) return answer({ ok: false, error: 'Lead not found.' }, 404);
    return answer({ ok: true, ...move });
  });
}

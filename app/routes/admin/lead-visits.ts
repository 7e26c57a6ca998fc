import { data } from 'react-router';
import { z } from 'zod';
import { listStaffWho } from '#app/features/accounts/accounts.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { siteVisitTask } from '#app/features/sales/visits/background.server.ts';
import { bookSiteVisit, changeSiteVisit } from '#app/features/sales/visits/site-visits.server.ts';
import { visitIdSchema, visitIntents, visitSchema, visitStartsAt } from '#app/features/sales/visits/visit-forms.ts';
import type { VisitAnswer, VisitIntent } from '#app/features/sales/visits/visit-forms.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import { db, runningTaskIfReady } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/lead-visits';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

const answer = (body: VisitAnswer, status = 200) => data(body, { status, headers: NO_STORE });

/**
 * POST /admin/leads/:leadId/visits with `intent`: 'book' ('Book site visit': `date`, `time` in
 * India time, `address`, `designerId`), 'reschedule' (the same and `visitId`) or 'cancel'
 * (`visitId`). Each change is on the lead's timeline and in the audit log, and the customer and
 * the designer are sent the visit's invitation on the job engine. The designer is a member who
 * works on leads (the e-mail carries the customer's name and phone).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'leads');
  return softFail(getRequestInfo(context).logger, 'site visit', async () => {
    const id = z.uuid().safeParse(params.leadId);
    if (!id.success) return answer({ intent: null, ok: false, error: 'This lead no longer exists.' }, 404);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return answer({ intent: null, ok: false, error: 'The form could not be read. Try again.' }, 400);
    }
    const intent = z.enum(visitIntents).safeParse(form.get('intent'));
    if (!intent.success) return answer({ intent: null, ok: false, error: 'Unknown action.' }, 400);
    const leadId = id.data;
    const visits = runningTaskIfReady(siteVisitTask);
    const done = async (which: VisitIntent, visitId: string) => {
      await visits?.mailVisit(visitId);
      return answer({ intent: which, ok: true, mailed: Boolean(visits?.mails) });
    };

    let visitId: string | undefined;
    if (intent.data !== 'book') {
      const visit = parseForm(form, visitIdSchema);
      if (visit.status !== 'success') return answer({ intent: intent.data, ok: false, result: visit.reply() }, 400);
      visitId = visit.value.visitId;
    }
    if (intent.data === 'cancel') {
      const cancelled = await changeSiteVisit(db(), { leadId, visitId: visitId!, action: 'cancelled', actorId: user.id });
      if (!cancelled) return answer({ intent: 'cancel', ok: false, error: 'This visit is not booked any more.' }, 409);
      return done('cancel', cancelled.visitId);
    }

    const designers = await listStaffWho(db(), 'leads');
    const submission = parseForm(form, visitSchema(designers.map((member) => member.id)));
    if (submission.status !== 'success') return answer({ intent: intent.data, ok: false, result: submission.reply() }, 400);
    const fields = {
      startsAt: visitStartsAt(submission.value)!,
      address: submission.value.address,
      designerId: submission.value.designerId,
    };
    if (intent.data === 'book') {
      const booked = await bookSiteVisit(db(), { leadId, fields, actorId: user.id });
      if (!booked) return answer({ intent: 'book', ok: false, error: 'This lead no longer exists.' }, 404);
      return done('book', booked.visitId);
    }
    const moved = await changeSiteVisit(db(), { leadId, visitId: visitId!, action: 'rescheduled', fields, actorId: user.id });
    if (!moved) return answer({ intent: 'reschedule', ok: false, error: 'This visit is not booked any more.' }, 409);
    return done('reschedule', moved.visitId);
  });
}

import { data } from 'react-router';
import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { saveProjectPlan, saveStageDates } from '#app/features/project-work/stages.server.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/project-work';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

const NOT_FOUND = 'This project or stage does not exist.';

/**
 * POST /admin/customer-projects/:projectId/work (Admins; decision 172) with `intent`: 'plan' (the
 * 'Committed move-in date', designer and 'Site supervisor') or 'stage' (a stage's planned and
 * actual dates and its milestone). 400 with field messages, 404 for no such project or stage.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'stages.admin');
  return softFail(getRequestInfo(context).logger, 'project work', async () => {
    const id = z.uuid().safeParse(params.projectId);
    if (!id.success) return data({ ok: false as const, error: NOT_FOUND }, { status: 404, headers: NO_STORE });
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return data({ ok: false as const, error: 'The form could not be read. Try again.' }, { status: 400, headers: NO_STORE });
    }
    const intent = String(form.get('intent') ?? '');
    const save = intent === 'plan' ? saveProjectPlan : intent === 'stage' ? saveStageDates : null;
    if (!save) return data({ ok: false as const, error: 'Unknown action.' }, { status: 400, headers: NO_STORE });
    const answer = await save(db(), { projectId: id.data, form, actorId: user.id });
    if (answer.ok) return data({ ok: true as const }, { headers: NO_STORE });
    if (answer.status === 400) return data({ ok: false as const, fieldErrors: answer.fieldErrors }, { status: 400, headers: NO_STORE });
    return data({ ok: false as const, error: NOT_FOUND }, { status: 404, headers: NO_STORE });
  });
}

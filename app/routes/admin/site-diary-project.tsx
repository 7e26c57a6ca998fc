import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { SiteDiaryPage } from '#app/features/project-work/components/site-diary-page.tsx';
import { addDiaryEntry, diaryPageFor, DIARY_TEXTS } from '#app/features/project-work/diary.server.ts';
import { notFound } from '#app/lib/not-found.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/site-diary-project';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `${loaderData.page.project.customerName} · Site diary` : 'Project not found') },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * GET /admin/site-diary/:projectId: a project's diary (decision 173); a project the member does not
 * see is not found. `entryKey`: the idempotency key of the next entry, made here so the form
 * carries one with or without JavaScript.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'diary.view');
  const id = z.uuid().safeParse(params.projectId);
  const page = id.success ? await diaryPageFor(db(), id.data, { id: user.id, role: user.role }) : null;
  if (!page) notFound(request, context);
  return data({ page, entryKey: randomUUID() }, { headers: NO_STORE });
}

/**
 * POST /admin/site-diary/:projectId: an entry (note, progressPercent, blocking, idempotencyKey,
 * optional entryOn). 400 with field messages, 403 for a member who only reads this diary, 404 for
 * a project they do not see, 409 for a key stored for another project; the same key twice stores
 * one entry.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'diary.view');
  return softFail(getRequestInfo(context).logger, 'diary entry', async () => {
    const id = z.uuid().safeParse(params.projectId);
    if (!id.success) return data({ ok: false as const, error: DIARY_TEXTS.notFound }, { status: 404, headers: NO_STORE });
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return data({ ok: false as const, error: 'The form could not be read. Try again.' }, { status: 400, headers: NO_STORE });
    }
    const result = await addDiaryEntry(db(), { projectId: id.data, member: { id: user.id, role: user.role }, form });
    if (result.ok) return data({ ok: true as const, duplicate: result.duplicate }, { headers: NO_STORE });
    if (result.status === 400) return data({ ok: false as const, fieldErrors: result.fieldErrors }, { status: 400, headers: NO_STORE });
    return data({ ok: false as const, error: result.error }, { status: result.status, headers: NO_STORE });
  });
}

export default function SiteDiaryProjectScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <SiteDiaryPage page={loaderData.page} entryKey={loaderData.entryKey} answer={actionData} />;
}

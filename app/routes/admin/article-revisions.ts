import { data } from 'react-router';
import { z } from 'zod';
import { getRevision, listRevisions, restoreRevision } from '#app/features/articles/admin/revisions.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/article-revisions';

const notFound = () => data({ ok: false as const, error: 'This revision no longer exists.' }, { status: 404, headers: NO_STORE });
const revisionNumber = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * GET /admin/articles/:articleId/revisions: the article's 'History' (newest first);
 * with `?revision=<n>`, that revision's fields, for 'Compare' (decision 124).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, 'articles');
  const id = z.uuid().safeParse(params.articleId);
  if (!id.success) return notFound();
  const asked = new URL(request.url).searchParams.get('revision');
  if (asked === null) return data({ ok: true as const, revisions: await listRevisions(db(), id.data) }, { headers: NO_STORE });
  const number = revisionNumber.safeParse(asked);
  const revision = number.success ? await getRevision(db(), id.data, number.data) : null;
  return revision ? data({ ok: true as const, revision }, { headers: NO_STORE }) : notFound();
}

/** POST /admin/articles/:articleId/revisions with `revision`: 'Restore' makes it the article's text again, as a new revision. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'articles');
  const log = getRequestInfo(context).logger;
  return softFail(log, 'restore revision', async () => {
    const id = z.uuid().safeParse(params.articleId);
    const number = revisionNumber.safeParse((await request.formData()).get('revision'));
    if (!id.success) return notFound();
    if (!number.success) return data({ ok: false as const, error: 'Choose a revision.' }, { status: 400, headers: NO_STORE });
    const result = await restoreRevision(db(), id.data, number.data, user.id);
    return result.ok ? data({ ok: true as const, version: result.version }, { headers: NO_STORE }) : notFound();
  });
}

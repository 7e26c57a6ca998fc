import { data } from 'react-router';
import { z } from 'zod';
import { NOT_ECHOED, parseArticleForm, SLUG_TAKEN } from '#app/features/articles/article-form.ts';
import { deleteArticle, getArticleForEdit, toggleArticleFlag, updateArticle } from '#app/features/articles/admin/articles-admin.server.ts';
import { remindSchedule } from '#app/features/articles/schedule.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import type { Route } from './+types/article';

const notFound = () => data({ ok: false as const, error: 'This article no longer exists.' }, { status: 404, headers: NO_STORE });

/** GET /admin/articles/:articleId: every field, for the edit dialog. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, 'articles');
  const id = z.uuid().safeParse(params.articleId);
  const article = id.success ? await getArticleForEdit(db(), id.data) : null;
  if (!article) return notFound();
  return data({ ok: true as const, article }, { headers: NO_STORE });
}

const intentSchema = z.enum(['update', 'delete', 'toggle-published', 'toggle-featured']);

/** The version the dialog started from (decision 125): absent from older clients, which are not checked. */
const baseVersionSchema = z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined);

/** POST /admin/articles/:articleId with `intent`: update, delete, or flip published/featured. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'articles');
  const log = getRequestInfo(context).logger;
  return softFail(log, 'article', () => articleAction(request, params.articleId, user.id, log));
}

async function articleAction(request: Request, articleId: string, actorId: string, log: Logger) {
  const id = z.uuid().safeParse(articleId);
  if (!id.success) return notFound();
  const form = await request.formData();
  const intent = intentSchema.safeParse(form.get('intent'));
  if (!intent.success) return data({ ok: false as const, error: 'Unknown action.' }, { status: 400, headers: NO_STORE });

  switch (intent.data) {
    case 'update': {
      const submission = parseArticleForm(form);
      if (submission.status !== 'success') {
        return data({ ok: false as const, result: submission.reply({ hideFields: NOT_ECHOED }) }, { status: 400, headers: NO_STORE });
      }
      const baseVersion = baseVersionSchema.parse(form.get('version') || undefined);
      const autosave = form.get('autosave') === 'true';
      const result = await updateArticle(db(), id.data, submission.value, actorId, { baseVersion, autosave });
      if (result.ok) {
        await remindSchedule([submission.value.publishAt, submission.value.unpublishAt], log);
        return data({ ok: true as const, id: id.data, version: result.version }, { headers: NO_STORE });
      }
      if (result.reason === 'not-found') return notFound();
      if (result.reason === 'conflict') {
        const { version, changedBy, changedAt } = result;
        return data({ ok: false as const, conflict: { version, changedBy, changedAt } }, { status: 409, headers: NO_STORE });
      }
      const refused = submission.reply({ fieldErrors: { slug: [SLUG_TAKEN] }, hideFields: NOT_ECHOED });
      return data({ ok: false as const, result: refused }, { status: 409, headers: NO_STORE });
    }
    case 'delete':
      return (await deleteArticle(db(), id.data, actorId)) ? data({ ok: true as const }, { headers: NO_STORE }) : notFound();
    case 'toggle-published':
    case 'toggle-featured': {
      const value = await toggleArticleFlag(db(), id.data, intent.data === 'toggle-published' ? 'published' : 'featured', actorId);
      return value === null ? notFound() : data({ ok: true as const, value }, { headers: NO_STORE });
    }
  }
}

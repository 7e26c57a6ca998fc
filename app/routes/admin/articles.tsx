import { data } from 'react-router';
import { NOT_ECHOED, parseArticleForm, SLUG_TAKEN } from '#app/features/articles/article-form.ts';
import { ArticleManagement } from '#app/features/articles/admin/article-management.tsx';
import { createArticle, listArticlesForAdmin } from '#app/features/articles/admin/articles-admin.server.ts';
import { remindSchedule } from '#app/features/articles/schedule.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/articles';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Article Management') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/articles: 'Article Management', every article with its counters (drafts too). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'articles');
  return data(await listArticlesForAdmin(db()), { headers: NO_STORE });
}

/** POST /admin/articles: a new article from the dialog's fields. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'articles');
  const log = getRequestInfo(context).logger;
  return softFail(log, 'create article', async () => {
    const submission = parseArticleForm(await request.formData());
    if (submission.status !== 'success') {
      return data({ ok: false as const, result: submission.reply({ hideFields: NOT_ECHOED }) }, { status: 400, headers: NO_STORE });
    }
    const result = await createArticle(db(), submission.value, user.id);
    if (!result.ok) {
      const refused = submission.reply({ fieldErrors: { slug: [SLUG_TAKEN] }, hideFields: NOT_ECHOED });
      return data({ ok: false as const, result: refused }, { status: 409, headers: NO_STORE });
    }
    await remindSchedule([submission.value.publishAt, submission.value.unpublishAt], log);
    return data({ ok: true as const, id: result.id }, { status: 201, headers: NO_STORE });
  });
}

export default function ArticlesScreen({ loaderData }: Route.ComponentProps) {
  return <ArticleManagement articles={loaderData} />;
}

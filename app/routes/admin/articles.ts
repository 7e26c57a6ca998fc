import { data } from 'react-router';
import { articleFormSchema, fieldErrors } from '#app/features/articles/article-form.ts';
import { createArticle } from '#app/features/articles/admin/articles-admin.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { NO_STORE, requireAdmin } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/articles';

/** POST /admin/articles: a new article from the dialog's fields. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return softFail(getRequestInfo(context).logger, 'create article', async () => {
    const parsed = articleFormSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) return data({ ok: false as const, fieldErrors: fieldErrors(parsed.error) }, { status: 400, headers: NO_STORE });
    const result = await createArticle(db(), parsed.data, user.id);
    if (!result.ok) {
      return data(
        { ok: false as const, fieldErrors: { slug: 'An article with this slug already exists. Choose another slug.' } },
        { status: 409, headers: NO_STORE },
      );
    }
    return data({ ok: true as const, id: result.id }, { status: 201, headers: NO_STORE });
  });
}

import { data } from 'react-router';
import { z } from 'zod';
import { RedirectsManagement } from '#app/features/articles/admin/redirects-management.tsx';
import { REDIRECT_REFUSALS, redirectFormSchema } from '#app/features/articles/redirect-rules.ts';
import { addRedirect, deleteRedirect, listRedirects } from '#app/features/articles/redirects.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/redirects';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Redirects') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/redirects: 'Redirects', every old address and where it leads (Admins). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'redirects');
  return data(await listRedirects(db()), { headers: NO_STORE });
}

const intentSchema = z.enum(['add', 'delete']);

/** POST /admin/redirects with `intent`: add a path-to-path redirect, or delete one an admin added. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'redirects');
  return softFail(getRequestInfo(context).logger, 'redirect', async () => {
    const form = await request.formData();
    const intent = intentSchema.safeParse(form.get('intent'));
    if (!intent.success) return data({ ok: false as const, error: 'Unknown action.' }, { status: 400, headers: NO_STORE });
    if (intent.data === 'delete') {
      const fromPath = z.string().max(600).safeParse(form.get('fromPath'));
      const deleted = fromPath.success && (await deleteRedirect(db(), fromPath.data, user.id));
      return deleted
        ? data({ ok: true as const }, { headers: NO_STORE })
        : data({ ok: false as const, error: 'This redirect no longer exists.' }, { status: 404, headers: NO_STORE });
    }
    const submission = parseForm(form, redirectFormSchema);
    if (submission.status !== 'success') {
      return data({ ok: false as const, result: submission.reply() }, { status: 400, headers: NO_STORE });
    }
    const added = await addRedirect(db(), submission.value, user.id);
    if (!added.ok) {
      const field = added.reason === 'loop' ? 'toPath' : 'fromPath';
      const refused = submission.reply({ fieldErrors: { [field]: [REDIRECT_REFUSALS[added.reason]] } });
      return data({ ok: false as const, result: refused }, { status: 409, headers: NO_STORE });
    }
    return data({ ok: true as const, result: submission.reply({ resetForm: true }) }, { headers: NO_STORE });
  });
}

export default function RedirectsScreen({ loaderData }: Route.ComponentProps) {
  return <RedirectsManagement redirects={loaderData} />;
}

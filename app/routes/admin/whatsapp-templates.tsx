import { data } from 'react-router';
import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { WhatsAppTemplatesScreen } from '#app/features/sales/whatsapp/whatsapp-templates-screen.tsx';
import type { TemplateAnswer } from '#app/features/sales/whatsapp/whatsapp-templates-screen.tsx';
import { TEMPLATE_TEXTS, templateFormSchema } from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from '#app/features/sales/whatsapp/whatsapp-templates.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/whatsapp-templates';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('WhatsApp templates') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/whatsapp-templates: 'WhatsApp templates', the team's messages (Admins; decision 117). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'whatsAppTemplates');
  return data({ templates: await listTemplates(db()) }, { headers: NO_STORE });
}

const intentSchema = z.enum(['create', 'update', 'delete']);
const answer = (body: TemplateAnswer, status = 200) => data(body, { status, headers: NO_STORE });

/**
 * POST /admin/whatsapp-templates with `intent`: 'create' (`name`, `body`), 'update' (`id`, `name`,
 * `body`) or 'delete' (`id`). A refused form answers 400 with its fields' messages (an unknown
 * placeholder names the ones that exist), a name another template has 409, a template that is gone 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'whatsAppTemplates');
  return softFail(getRequestInfo(context).logger, 'whatsapp template', async () => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return answer({ ok: false, error: 'The form could not be read. Try again.' }, 400);
    }
    const intent = intentSchema.safeParse(form.get('intent'));
    if (!intent.success) return answer({ ok: false, error: 'Unknown action.' }, 400);
    const id = z.uuid().safeParse(form.get('id'));
    if (intent.data === 'delete') {
      const deleted = id.success && (await deleteTemplate(db(), id.data, user.id));
      return deleted ? answer({ ok: true }) : answer({ ok: false, error: TEMPLATE_TEXTS.gone }, 404);
    }
    if (intent.data === 'update' && !id.success) return answer({ ok: false, error: TEMPLATE_TEXTS.gone }, 404);
    const submission = parseForm(form, templateFormSchema);
    if (submission.status !== 'success') return answer({ ok: false, result: submission.reply() }, 400);
    const saved =
      intent.data === 'update'
        ? await updateTemplate(db(), id.data!, submission.value, user.id)
        : await createTemplate(db(), submission.value, user.id);
    if (saved.ok) return answer({ ok: true, result: submission.reply({ resetForm: intent.data === 'create' }) });
    if (saved.reason === 'gone') return answer({ ok: false, error: TEMPLATE_TEXTS.gone }, 404);
    return answer({ ok: false, result: submission.reply({ fieldErrors: { name: [TEMPLATE_TEXTS.nameTaken] } }) }, 409);
  });
}

export default function WhatsAppTemplatesRoute({ loaderData }: Route.ComponentProps) {
  return <WhatsAppTemplatesScreen templates={loaderData.templates} />;
}

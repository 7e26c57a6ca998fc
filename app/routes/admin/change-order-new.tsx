import { data, redirect } from 'react-router';
import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { ChangeOrderEditor } from '#app/features/billing/change-orders/change-order-editor.tsx';
import { changeLink, changeOrderMail } from '#app/features/billing/change-orders/change-order-mail.server.ts';
import { changeOrderEditor, sendChangeOrder } from '#app/features/billing/change-orders/change-orders.server.ts';
import { visibleProjectOf } from '#app/features/billing/projects/project-page.server.ts';
import { notFound } from '#app/lib/not-found.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db, env } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { billingMember } from '#app/routes/admin/billing-member.ts';
import type { Route } from './+types/change-order-new';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Change order · ${loaderData.customerName}` : 'Project not found') },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

type Answer = { ok: boolean; message?: string; errors?: Record<string, string[]>; sent?: { number: number; link: string } };

/**
 * GET /admin/customer-projects/:projectId/change-orders/new: the change order's editor, from the
 * contract's lines (Admin; Sales on their own leads' projects; another's is not found).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'billing.record');
  const id = z.uuid().safeParse(params.projectId);
  const editor = id.success && (await visibleProjectOf(db(), id.data, billingMember(user))) ? await changeOrderEditor(db(), id.data) : null;
  if (!editor) notFound(request, context);
  const { project, basis } = editor;
  return data(
    {
      projectId: project.id,
      customerName: project.customerName,
      originalValuePaise: project.originalValuePaise,
      basis: { sections: basis.sections, discount: basis.discount, siteState: basis.siteState, currentValuePaise: basis.currentValuePaise },
    },
    { headers: NO_STORE },
  );
}

/**
 * POST: 'Send to customer' with `payload` (the whole line list and how the difference is paid).
 * 400 with the field messages for a form the schema refuses or that changes nothing; 404 for a
 * project this member may not see. The customer is e-mailed the link; without e-mail it is shown
 * this once.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'billing.record');
  return softFail(getRequestInfo(context).logger, 'change order', async () => {
    const answer = (body: Answer, status = 200) => data(body, { status, headers: NO_STORE });
    const id = z.uuid().safeParse(params.projectId);
    if (!id.success || !(await visibleProjectOf(db(), id.data, billingMember(user))))
      return answer({ ok: false, message: 'This project does not exist.' }, 404);
    let payload: unknown;
    try {
      payload = JSON.parse(String((await request.formData()).get('payload') ?? ''));
    } catch {
      return answer({ ok: false, message: 'The form could not be read. Try again.' }, 400);
    }
    const sent = await sendChangeOrder(db(), { projectId: id.data, input: payload, actorId: user.id, linkSecrets: sessionSecrets(env()) });
    if (!sent.ok) {
      if ('reason' in sent) return answer({ ok: false, message: 'This project does not exist.' }, 404);
      return answer({ ok: false, errors: sent.fieldErrors }, 400);
    }
    const mail = changeOrderMail();
    if (mail?.canSend) {
      await mail.sendLink(sent.changeOrder.id, sent.token);
      return redirect(`/admin/customer-projects/${id.data}?changeOrderSent=${sent.changeOrder.number}`, { headers: NO_STORE });
    }
    return answer({ ok: true, sent: { number: sent.changeOrder.number, link: changeLink(env().SITE_URL, sent.token) } });
  });
}

export default function ChangeOrderNewRoute({ loaderData, actionData: raw }: Route.ComponentProps) {
  const actionData: Answer | undefined = raw ? ('error' in raw ? { ok: false, message: String(raw.error) } : (raw as Answer)) : undefined;
  if (actionData?.sent) {
    return (
      <div className="rounded-lg border border-line bg-surface p-6" role="status">
        <h2 className="font-display text-2xl">Change order {actionData.sent.number} sent</h2>
        <p className="mt-2">E-mail is not set up on this server: pass this link to the customer.</p>
        <p className="mt-2 break-all font-mono text-sm">{actionData.sent.link}</p>
        <a className="mt-4 inline-block text-brass-700 underline" href={`/admin/customer-projects/${loaderData.projectId}`}>
          Back to the project
        </a>
      </div>
    );
  }
  return (
    <ChangeOrderEditor
      key={JSON.stringify(loaderData.basis.sections)}
      projectId={loaderData.projectId}
      customerName={loaderData.customerName}
      originalValuePaise={loaderData.originalValuePaise}
      basis={loaderData.basis}
      errors={actionData?.errors ?? null}
      message={actionData?.ok === false ? (actionData.message ?? null) : null}
    />
  );
}

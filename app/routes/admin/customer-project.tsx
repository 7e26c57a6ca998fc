import { data, Link } from 'react-router';
import { z } from 'zod';
import { may } from '#app/features/accounts/permissions.ts';
import { forbidden, NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { ProjectPage } from '#app/features/billing/projects/project-page.tsx';
import { projectPageFor } from '#app/features/billing/projects/project-page.server.ts';
import { projectAction } from '#app/features/billing/projects/project-actions.server.ts';
import { paymentChatFor } from '#app/features/billing/pay/payment-chat.server.ts';
import { RequestPaymentButton } from '#app/features/billing/pay/request-payment-button.tsx';
import { notFound } from '#app/lib/not-found.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { billingMember } from '#app/routes/admin/billing-member.ts';
import { ChangeOrdersPanel } from '#app/features/billing/change-orders/change-orders-panel.tsx';
import { projectChangeOrders } from '#app/features/billing/change-orders/change-orders.server.ts';
import { StagesPanel } from '#app/features/project-work/components/stages-panel.tsx';
import { projectWork } from '#app/features/project-work/stages.server.ts';
import { RoomLinkPanel } from '#app/features/room/room-link-panel.tsx';
import { roomDeviceCount } from '#app/features/room/room-access.server.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/customer-project';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `${loaderData.page.project.customerName} · Project` : 'Project not found') },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/customer-projects/:projectId: a project's page (Sales: only their own leads' projects; another's is not found). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'billing.view');
  const id = z.uuid().safeParse(params.projectId);
  const page = id.success ? await projectPageFor(db(), id.data, billingMember(user)) : null;
  if (!page) notFound(request, context);
  const record = may(user.role, 'billing.record');
  // 'Request payment' offers the customer's WhatsApp chat with the pay link filled in.
  const payChat = record ? await paymentChatFor(db(), page.project.leadId) : null;
  const sent = Number(new URL(request.url).searchParams.get('changeOrderSent'));
  return data(
    {
      page,
      allows: { record, admin: may(user.role, 'billing.admin') },
      payChat,
      changeOrders: await projectChangeOrders(db(), page.project.id),
      changeOrderSent: Number.isInteger(sent) && sent > 0 ? sent : null,
      // The work's stages and dates (decision 172); an Admin edits them.
      work: await projectWork(db(), page.project.id),
      stagesAdmin: may(user.role, 'stages.admin'),
      roomDevices: record ? await roomDeviceCount(db(), page.project.id) : null,
    },
    { headers: NO_STORE },
  );
}

/**
 * POST /admin/customer-projects/:projectId with `intent`: 'record-payment' (Admin, Sales),
 * 'reverse-payment', 'issue-invoice' or 'mark-reached', 'credit-note' (Admin only). A refused
 * form answers 400 with its field messages, a state that forbids it 409, another's project 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'billing.record');
  return softFail(getRequestInfo(context).logger, 'project action', async () => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return data({ ok: false as const, error: 'The form could not be read. Try again.' }, { status: 400, headers: NO_STORE });
    }
    const id = z.uuid().safeParse(params.projectId);
    if (!id.success) return data({ ok: false as const, error: 'This project does not exist.' }, { status: 404, headers: NO_STORE });
    const intent = String(form.get('intent') ?? '');
    if (intent !== 'record-payment' && !may(user.role, 'billing.admin')) throw forbidden();
    const answer = await projectAction(db(), { projectId: id.data, intent, form, member: billingMember(user) });
    return data(answer.body, { status: answer.status, headers: NO_STORE });
  });
}

export default function CustomerProjectScreen({ loaderData }: Route.ComponentProps) {
  const { page, allows, payChat } = loaderData;
  return (
    <>
      <ProjectPage
        page={page}
        allows={allows}
        slots={{
          milestoneActions: (milestone) =>
            allows.record && milestone.duePaise > 0 ? (
              <RequestPaymentButton
                projectId={page.project.id}
                milestoneId={milestone.id}
                milestoneLabel={milestone.label}
                chat={payChat}
              />
            ) : null,
          changeOrders: (
            <ChangeOrdersPanel
              projectId={page.project.id}
              items={loaderData.changeOrders}
              canSend={allows.record}
              justSent={loaderData.changeOrderSent}
            />
          ),
        }}
      />
      {loaderData.work ? <StagesPanel work={loaderData.work} allows={{ edit: loaderData.stagesAdmin, markReached: allows.admin }} /> : null}
      {loaderData.roomDevices !== null ? <RoomLinkPanel projectId={page.project.id} devices={loaderData.roomDevices} /> : null}
      {allows.admin ? (
        <p className="mt-6 flex flex-wrap gap-4 text-sm">
          <Link to="/admin/payment-settings" className="underline">
            Payment settings
          </Link>
          {loaderData.stagesAdmin ? (
            <Link to="/admin/stage-settings" className="underline">
              Stage settings
            </Link>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

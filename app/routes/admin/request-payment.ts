import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { milestoneAccess, payLink, REQUEST_PAYMENT_TEXTS, requestPayment } from '#app/features/billing/pay/pay-link.server.ts';
import { payMail } from '#app/features/billing/pay/pay-mail.server.ts';
import type { RequestPaymentAnswer } from '#app/features/billing/pay/request-payment-button.tsx';
import { postOnly } from '#app/lib/post-only.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/request-payment';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

/**
 * POST /admin/customer-projects/:projectId/milestones/:milestoneId/request-payment ('Request
 * payment'; Admins, Sales on their own leads' projects): a new `/pay/` link for the milestone,
 * e-mailed to the customer through the job engine; the answer carries the link, so the screen can
 * offer it to copy or to a WhatsApp template's {payment_link}.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'billing.record');
  return softFail(getRequestInfo(context).logger, 'request payment', async () => {
    const reply = (body: RequestPaymentAnswer, status = 200) => Response.json(body, { status, headers: NO_STORE });
    const ids = z.object({ projectId: z.uuid(), milestoneId: z.uuid() }).safeParse(params);
    if (!ids.success) return reply({ ok: false, message: REQUEST_PAYMENT_TEXTS['not-found'] }, 404);
    const access = await milestoneAccess(db(), { ...ids.data, user });
    if (access === 'not-found') return reply({ ok: false, message: REQUEST_PAYMENT_TEXTS['not-found'] }, 404);
    if (access === 'forbidden') return reply({ ok: false, message: 'Only the lead’s assignee or an Admin may ask for this payment.' }, 403);
    const requested = await requestPayment(db(), { milestoneId: ids.data.milestoneId, actorId: user.id, secrets: sessionSecrets(env()) });
    if (!requested.ok)
      return reply({ ok: false, message: REQUEST_PAYMENT_TEXTS[requested.reason] }, requested.reason === 'paid' ? 400 : 404);
    const mailer = payMail();
    if (mailer?.canSend) await mailer.sendRequest(requested.milestoneId, requested.token, requested.duePaise);
    return reply({ ok: true, link: payLink(env().SITE_URL, requested.token), mailed: Boolean(mailer?.canSend) });
  });
}

import { handleRazorpayWebhook } from '#app/features/billing/pay/gateway.server.ts';
import { payMail } from '#app/features/billing/pay/pay-mail.server.ts';
import { razorpayConfig } from '#app/features/billing/pay/razorpay.server.ts';
import { DocumentError } from '#app/features/billing/documents.server.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import type { Route } from './+types/razorpay-webhook';

/** A GET of this POST-only address: 405. */
export const loader = postOnly;

/** Razorpay's deliveries are small; a larger body is not one of them. */
const MAX_BODY_BYTES = 64 * 1024;

const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * POST /api/payments/razorpay/webhook: Razorpay's `payment_link.paid`, its signature checked
 * against the raw body (401 and nothing recorded when it does not match; 404 while no gateway is
 * configured). A payment is recorded once however often it is delivered, and the lead's assignee
 * and the admins get "Payment received".
 */
export async function action({ request, context }: Route.ActionArgs) {
  const config = razorpayConfig(env());
  if (!config) return answer(404, { error: 'Online payments are not configured.' });
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return answer(413, { error: 'Too large.' });
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return answer(413, { error: 'Too large.' });
  try {
    const outcome = await handleRazorpayWebhook(db(), {
      rawBody,
      signature: request.headers.get('x-razorpay-signature'),
      eventId: request.headers.get('x-razorpay-event-id'),
      secret: config.webhookSecret,
    });
    if (outcome.status === 401) return answer(401, { error: 'Invalid signature.' });
    if (outcome.outcome === 'recorded') await payMail()?.sendReceived(outcome.payment.id);
    return answer(200, { ok: true, outcome: outcome.outcome });
  } catch (error) {
    // Not recorded (the studio's details are missing, the database is away): Razorpay delivers it again.
    const { logger } = getRequestInfo(context);
    logger.warn({ err: { message: (error as Error).message } }, 'A Razorpay payment could not be recorded yet');
    const problem = error instanceof DocumentError ? error.problem : 'unavailable';
    return answer(503, { error: 'Not recorded yet; deliver again later.', problem }, { 'Retry-After': '300' });
  }
}

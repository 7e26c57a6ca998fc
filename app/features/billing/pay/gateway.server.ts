// What a signed `payment_link.paid` delivery does: the payment recorded once (the gateway's payment
// id is unique on `payments`, the delivery's id kept in `gateway_events`), however often Razorpay
// delivers it, with its receipt voucher while the milestone is not invoiced.
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { gatewayEvents, projectMilestones } from '#db/schema.ts';
import type { PaymentRow } from '#db/schema.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import { paymentLinkPaidEvent, validWebhookSignature } from '#app/features/billing/pay/razorpay.server.ts';

export const RAZORPAY = 'razorpay';

export type WebhookOutcome =
  { status: 401 } | { status: 200; outcome: 'recorded'; payment: PaymentRow } | { status: 200; outcome: 'duplicate' | 'ignored' };

/**
 * Razorpay's webhook: 401 and nothing stored unless the signature matches the raw body; 200 for any
 * signed delivery (a repeated one records nothing). Throws when the payment cannot be recorded yet
 * (the studio's details missing): the route answers 503 and Razorpay delivers it again later.
 */
export async function handleRazorpayWebhook(
  db: Database,
  { rawBody, signature, eventId, secret }: { rawBody: string; signature: string | null; eventId: string | null; secret: string },
): Promise<WebhookOutcome> {
  if (!validWebhookSignature(rawBody, signature, secret)) return { status: 401 };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 200, outcome: 'ignored' };
  }
  const event = paymentLinkPaidEvent.safeParse(json);
  if (!event.success) return { status: 200, outcome: 'ignored' };
  const payment = event.data.payload.payment.entity;
  const notes = event.data.payload.payment_link.entity.notes;
  const milestoneId = notes && !Array.isArray(notes) && typeof notes.milestone_id === 'string' ? notes.milestone_id : null;
  if (payment.currency !== 'INR' || !milestoneId || !/^[0-9a-f-]{36}$/i.test(milestoneId)) return { status: 200, outcome: 'ignored' };
  const [milestone] = await db.select({ id: projectMilestones.id }).from(projectMilestones).where(eq(projectMilestones.id, milestoneId));
  if (!milestone) return { status: 200, outcome: 'ignored' };
  const result = await recordPayment(
    db,
    {
      milestoneId,
      amountPaise: payment.amount,
      // The day the customer paid, even when the delivery comes later.
      receivedOn: indiaDate(new Date(Math.min(payment.created_at * 1000, Date.now()))),
      mode: 'online',
      reference: payment.id,
      // The money has arrived: a payment over what is due is recorded, not asked about.
      confirmOverpayment: true,
    },
    null,
    { source: 'gateway', gatewayPaymentId: payment.id },
  );
  if (!result.ok) return { status: 200, outcome: 'ignored' };
  await db
    .insert(gatewayEvents)
    .values({ provider: RAZORPAY, eventId: (eventId ?? `payment:${payment.id}`).slice(0, 200) })
    .onConflictDoNothing();
  return result.duplicate ? { status: 200, outcome: 'duplicate' } : { status: 200, outcome: 'recorded', payment: result.payment };
}

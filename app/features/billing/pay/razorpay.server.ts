// The online payment gateway, behind a small adapter: Razorpay's Payment Links API (a link for the
// amount and reference, paid on Razorpay's page) and its webhook (`payment_link.paid`), whose
// `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw body under the webhook secret. The keys
// come from the environment only (decision 165) and are never shown or logged.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Env } from '#app/lib/env.server.ts';

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };

/** The gateway's keys when all three are set; null: 'Pay online' is off. */
export function razorpayConfig(
  env: Pick<Env, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'RAZORPAY_API_URL'>,
): RazorpayConfig | null {
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET) return null;
  return {
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
  };
}

export type PaymentLink = { id: string; shortUrl: string; referenceId: string; amountPaise: number; status: string };

const linkEntity = z.object({
  id: z.string().min(1),
  short_url: z.string().url(),
  reference_id: z.string().nullish(),
  amount: z.number().int(),
  status: z.string(),
});

export class GatewayError extends Error {
  override name = 'GatewayError';
}

const toLink = (entity: z.output<typeof linkEntity>): PaymentLink => ({
  id: entity.id,
  shortUrl: entity.short_url,
  referenceId: entity.reference_id ?? '',
  amountPaise: entity.amount,
  status: entity.status,
});

async function call(config: RazorpayConfig, path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
  const response = await fetch(`${config.apiUrl}${path}`, {
    method: init.method,
    headers: {
      Authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
    redirect: 'error',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // Razorpay's own words for the refusal (never the keys): { error: { code, description } }.
    const description = z.object({ error: z.object({ description: z.string() }) }).safeParse(body);
    throw new GatewayError(`Razorpay answered ${response.status}${description.success ? `: ${description.data.error.description}` : ''}`);
  }
  return body;
}

/** The payment link already made with this reference, if any (a reference names one request of one milestone). */
export async function findPaymentLink(config: RazorpayConfig, referenceId: string): Promise<PaymentLink | null> {
  const body = z
    .object({ payment_links: z.array(linkEntity) })
    .safeParse(await call(config, `/v1/payment_links?reference_id=${encodeURIComponent(referenceId)}`, { method: 'GET' }));
  if (!body.success) throw new GatewayError('Razorpay answered with a list this server does not understand');
  const live = body.data.payment_links.find((link) => link.status !== 'cancelled' && link.status !== 'expired');
  return live ? toLink(live) : null;
}

/**
 * POST /v1/payment_links: a link for `amountPaise` in INR; Razorpay sends the customer nothing (we
 * do) and returns to no page of ours. `notes.milestone_id` tells the webhook what was paid.
 */
export async function createPaymentLink(
  config: RazorpayConfig,
  {
    amountPaise,
    referenceId,
    description,
    customer,
    milestoneId,
  }: { amountPaise: number; referenceId: string; description: string; customer: { name: string; email: string }; milestoneId: string },
): Promise<PaymentLink> {
  const body = linkEntity.safeParse(
    await call(config, '/v1/payment_links', {
      method: 'POST',
      body: {
        amount: amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: referenceId,
        description: description.slice(0, 2048),
        customer: { name: customer.name, email: customer.email },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { milestone_id: milestoneId },
      },
    }),
  );
  if (!body.success) throw new GatewayError('Razorpay answered with a payment link this server does not understand');
  return toLink(body.data);
}

/** The link for one request of a milestone: the one made before, or a new one (made once per request). */
export async function paymentLinkFor(config: RazorpayConfig, request: Parameters<typeof createPaymentLink>[1]): Promise<PaymentLink> {
  const existing = await findPaymentLink(config, request.referenceId);
  if (existing) return existing;
  try {
    return await createPaymentLink(config, request);
  } catch (error) {
    // Two pages opened at once: the other made it (Razorpay refuses a reference used before).
    const made = await findPaymentLink(config, request.referenceId);
    if (made) return made;
    throw error;
  }
}

/** Whether `signature` is the hex HMAC-SHA256 of the raw body under the webhook secret (timing-safe). */
export function validWebhookSignature(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** What this server reads of a `payment_link.paid` delivery. */
export const paymentLinkPaidEvent = z.object({
  event: z.literal('payment_link.paid'),
  payload: z.object({
    payment_link: z.object({
      entity: z.object({
        id: z.string().min(1),
        reference_id: z.string().nullish(),
        notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
      }),
    }),
    payment: z.object({
      entity: z.object({
        id: z.string().min(1),
        amount: z.number().int().positive(),
        currency: z.string(),
        status: z.string(),
        created_at: z.number().int(),
      }),
    }),
  }),
});

export type PaymentLinkPaid = z.output<typeof paymentLinkPaidEvent>;

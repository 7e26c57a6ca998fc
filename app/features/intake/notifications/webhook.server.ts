// Posts a lead to the configured webhook as JSON (decision 022); any answer but 2xx is a failure,
// a redirect included (it is not followed: the lead goes to the configured address or nowhere).
// Each request is signed (decision 062): `X-Aangan-Timestamp` (Unix seconds) and
// `X-Aangan-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the secret>`.
import { createHmac } from 'node:crypto';
import { company } from '#content/company.ts';
import type { WebhookChannel } from '#app/features/intake/notifications/channels.server.ts';
import { adminLeadUrl } from '#app/features/intake/notifications/payload.ts';
import type { NotificationPayload } from '#app/features/intake/notifications/payload.ts';

export const WEBHOOK_TIMEOUT_MS = 5000;

/** The signature a receiver recomputes: HMAC-SHA256 over "<timestamp>.<body>", hex, prefixed with the algorithm. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export async function sendWebhook(
  channel: WebhookChannel,
  payload: NotificationPayload,
  siteUrl: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  /** The notification job: sent as `Idempotency-Key`, the same on every attempt. */
  jobId?: string,
): Promise<void> {
  let response: Response;
  const body = JSON.stringify({ event: 'lead.created', ...payload, adminUrl: adminLeadUrl(siteUrl, payload.leadId) });
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    response = await fetch(channel.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': `${company.name} lead notifier`,
        'X-Aangan-Timestamp': timestamp,
        'X-Aangan-Signature': webhookSignature(channel.secret, timestamp, body),
        ...(jobId ? { 'Idempotency-Key': `lead-notification-${jobId}` } : {}),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new Error(`no answer within ${timeoutMs / 1000} s`, { cause: error });
    throw error;
  }
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}

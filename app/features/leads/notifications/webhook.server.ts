// Posts a lead to the configured webhook as JSON (decision 022); any answer but 2xx is a failure.
import { company } from '#content/company.ts';
import type { WebhookChannel } from '#app/features/leads/notifications/channels.server.ts';
import { adminLeadUrl } from '#app/features/leads/notifications/payload.ts';
import type { NotificationPayload } from '#app/features/leads/notifications/payload.ts';

export const WEBHOOK_TIMEOUT_MS = 5000;

export async function sendWebhook(
  channel: WebhookChannel,
  payload: NotificationPayload,
  siteUrl: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  /** The notification job: sent as `Idempotency-Key`, the same on every attempt. */
  jobId?: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(channel.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': `${company.name} lead notifier`,
        ...(jobId ? { 'Idempotency-Key': `lead-notification-${jobId}` } : {}),
      },
      body: JSON.stringify({ event: 'lead.created', ...payload, adminUrl: adminLeadUrl(siteUrl, payload.leadId) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new Error(`no answer within ${timeoutMs / 1000} s`, { cause: error });
    throw error;
  }
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}

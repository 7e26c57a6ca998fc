// Sends a lead from the browser. A gateway or an overloaded server (502, 503, 504) or a dropped
// connection is retried with backoff from 200 ms, doubling (docs/product.md, 'The lead flow'); the body carries the
// submission's id, so a retry of a lead that did arrive is not stored twice.
import type { FieldErrors } from '#app/features/intake/lead-options.ts';

export const LEAD_ENDPOINT = '/api/leads';
export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
export const RETRY_DELAYS_MS: readonly number[] = [200, 400, 800, 1600];

export type PostResult =
  | { type: 'stored' }
  /** Accepted into the server's durable spool (the database was unavailable). */
  | { type: 'received' }
  | { type: 'invalid'; fieldErrors: FieldErrors }
  | { type: 'rate-limited' }
  | { type: 'failed' };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function postLead(
  body: URLSearchParams,
  { fetch: send = (input, init) => fetch(input, init), sleep = wait }: { fetch?: Fetch; sleep?: (ms: number) => Promise<void> } = {},
): Promise<PostResult> {
  for (let attempt = 0; ; attempt++) {
    // null: offline, or the connection dropped.
    const response = await send(LEAD_ENDPOINT, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    }).catch(() => null);
    if (response && !RETRY_STATUSES.has(response.status)) return interpret(response);
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return { type: 'failed' };
    await sleep(delay);
  }
}

async function interpret(response: Response): Promise<PostResult> {
  switch (response.status) {
    case 201:
      return { type: 'stored' };
    case 202:
      return { type: 'received' };
    case 400: {
      const answer = (await response.json().catch(() => ({}))) as { fieldErrors?: FieldErrors };
      return { type: 'invalid', fieldErrors: answer.fieldErrors ?? {} };
    }
    case 429:
      return { type: 'rate-limited' };
    default:
      return { type: 'failed' };
  }
}

// A local stand-in for Razorpay at the network's edge: it speaks the Payment Links API as
// documented (POST and GET /v1/payment_links with HTTP basic auth key:secret, amounts in paise, a
// reference_id used once), and signs webhook bodies as Razorpay does (X-Razorpay-Signature: hex
// HMAC-SHA256 of the raw body under the webhook secret). Nothing of the app is faked.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';

export type FakeLink = {
  id: string;
  short_url: string;
  reference_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'paid';
  description: string;
  customer: { name?: string; email?: string };
  notes: Record<string, string>;
  created_at: number;
};

export type FakeRazorpay = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  links: FakeLink[];
  /** Requests refused for their credentials. */
  refused: number;
  /** The `payment_link.paid` delivery Razorpay would send for `link`: its raw body and headers. */
  paidDelivery(
    link: FakeLink,
    options?: { paymentId?: string; amount?: number; secret?: string },
  ): { body: string; headers: Record<string, string> };
  stop(): Promise<void>;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

export async function startFakeRazorpay({
  keyId = 'rzp_test_localkey',
  keySecret = 'local-key-secret-0123456789',
  webhookSecret = 'local-webhook-secret-0123456789',
} = {}): Promise<FakeRazorpay> {
  const links: FakeLink[] = [];
  const state = { refused: 0 };
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const body = await readBody(request);
      if (request.headers.authorization !== expected) {
        state.refused += 1;
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== '/v1/payment_links')
        return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
      if (request.method === 'GET') {
        const reference = url.searchParams.get('reference_id');
        return send(200, { payment_links: links.filter((link) => reference === null || link.reference_id === reference) });
      }
      if (request.method !== 'POST') return send(405, { error: { code: 'BAD_REQUEST_ERROR', description: 'Method not allowed' } });
      const input = JSON.parse(body) as Partial<FakeLink> & { amount?: unknown };
      if (typeof input.amount !== 'number' || !Number.isInteger(input.amount) || input.amount < 100)
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } });
      if (input.currency !== 'INR') return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Currency is not supported' } });
      if (input.reference_id && links.some((link) => link.reference_id === input.reference_id))
        return send(400, {
          error: { code: 'BAD_REQUEST_ERROR', description: `Payment Link with reference id ${input.reference_id} already exists` },
        });
      const linkId = id('plink');
      const link: FakeLink = {
        id: linkId,
        short_url: `https://rzp.io/i/${linkId.slice(6, 14)}`,
        reference_id: input.reference_id ?? '',
        amount: input.amount,
        currency: 'INR',
        status: 'created',
        description: input.description ?? '',
        customer: input.customer ?? {},
        notes: input.notes ?? {},
        created_at: Math.floor(Date.now() / 1000),
      };
      links.push(link);
      return send(200, link);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    links,
    get refused() {
      return state.refused;
    },
    paidDelivery(link, { paymentId = id('pay'), amount = link.amount, secret = webhookSecret } = {}) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_local',
        event: 'payment_link.paid',
        contains: ['payment_link', 'order', 'payment'],
        payload: {
          payment_link: { entity: { ...link, status: 'paid', amount_paid: amount } },
          payment: {
            entity: {
              id: paymentId,
              entity: 'payment',
              amount,
              currency: 'INR',
              status: 'captured',
              method: 'upi',
              created_at: Math.floor(Date.now() / 1000),
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': createHmac('sha256', secret).update(body).digest('hex'),
          'X-Razorpay-Event-Id': id('evt'),
        },
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

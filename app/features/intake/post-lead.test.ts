import { describe, expect, it } from 'vitest';
import { postLead } from '#app/features/intake/post-lead.ts';

// A scripted network: each call answers with the next status (or drops the connection).
function network(answers: Array<number | 'offline'>) {
  const calls: Array<{ url: string; method?: string; body: string; accept: string | null }> = [];
  const delays: number[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method, body: String(init.body), accept: new Headers(init.headers).get('accept') });
    const answer = answers[calls.length - 1] ?? 500;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const body =
      answer === 400 ? JSON.stringify({ ok: false, fieldErrors: { email: 'Please enter a valid email address.' } }) : '{"ok":true}';
    return new Response(body, { status: answer, headers: { 'Content-Type': 'application/json' } });
  };
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  return { calls, delays, options: { fetch, sleep } };
}

const body = () => new URLSearchParams({ form: 'cta', name: 'Priya', submissionId: '3f1e2d4c-5b6a-4789-8abc-def012345678' });

describe('sending a lead from the browser', () => {
  it('posts the form to the lead endpoint asking for JSON', async () => {
    const net = network([201]);
    expect(await postLead(body(), net.options)).toEqual({ type: 'stored' });
    expect(net.calls).toEqual([{ url: '/api/leads', method: 'POST', body: body().toString(), accept: 'application/json' }]);
  });

  it('retries 502, 503, 504 and dropped connections with backoff from 200 ms, doubling, sending the same submission', async () => {
    const net = network([502, 'offline', 504, 202]);
    expect(await postLead(body(), net.options)).toEqual({ type: 'received' });
    expect(net.delays).toEqual([200, 400, 800]);
    expect(new Set(net.calls.map((call) => call.body)).size).toBe(1);
  });

  it('gives up after a few attempts when the server stays unreachable', async () => {
    const net = network([503, 503, 503, 503, 503, 503, 503]);
    expect(await postLead(body(), net.options)).toEqual({ type: 'failed' });
    expect(net.delays).toEqual([200, 400, 800, 1600]);
    expect(net.calls).toHaveLength(5);
  });

  it('does not retry answers that another try would not change', async () => {
    for (const [status, type] of [
      [500, 'failed'],
      [413, 'failed'],
      [429, 'rate-limited'],
    ] as const) {
      const net = network([status]);
      expect(await postLead(body(), net.options)).toEqual({ type });
      expect(net.calls).toHaveLength(1);
    }
  });

  it("hands back the server's field messages", async () => {
    const net = network([400]);
    expect(await postLead(body(), net.options)).toEqual({ type: 'invalid', fieldErrors: { email: 'Please enter a valid email address.' } });
  });
});

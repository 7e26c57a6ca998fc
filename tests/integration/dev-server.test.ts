// `npm run dev` as a developer meets it on a fresh clone: pages, lead forms and the admin answer.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { home } from '#content/home.ts';
import { tempDir } from '../support/databases.ts';
import { goodLeads } from '../support/leads.ts';
import { startDevServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';

describe('the development server (npm run dev) on a fresh data folder', () => {
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = tempDir();
    server = await startDevServer({ DATA_DIR: dataDir, HOST: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders the home page with its heading', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${home.hero.title}</h1>`));
  });

  it('takes a lead from a form with its script (POST /api/leads) and without (POST /enquiry)', async () => {
    const json = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(goodLeads['quick-quote']),
    });
    expect(json.status).toBe(201);
    const form = await fetch(`${server.url}/enquiry`, {
      method: 'POST',
      body: new URLSearchParams({ ...goodLeads.contact, email: 'dev@example.com', back: '/contact' }),
      headers: { Origin: server.url },
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/enquiry?form=contact&result=sent&back=%2Fcontact');
  });

  it('shows the admin sign-in page', async () => {
    const response = await fetch(`${server.url}/admin-login`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Admin Login</h1>');
  });

  it('offers hot reload on the pages’ own origin, which their Content-Security-Policy allows', async () => {
    const page = await fetch(`${server.url}/about`);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const client = await (await fetch(`${server.url}/@vite/client`)).text();
    const token = /const wsToken = "([^"]+)"/.exec(client)?.[1];
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/?token=${token}`, 'vite-hmr');
    const first = await new Promise<string>((resolve, reject) => {
      socket.addEventListener('message', (event) => resolve(String(event.data)), { once: true });
      socket.addEventListener('error', () => reject(new Error('The hot-reload socket refused the connection')), { once: true });
    });
    socket.close();
    expect(JSON.parse(first)).toEqual({ type: 'connected' });
  });

  it('stops on Ctrl-C, having logged no error', async () => {
    await server.stop();
    expect(server.output()).toContain('SIGINT received, shutting down');
    expect(server.output()).not.toMatch(/"level":50|TypeError|Invalid `context`/);
  });
});

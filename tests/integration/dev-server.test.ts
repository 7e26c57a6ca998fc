// `npm run dev` as a developer meets it on a fresh clone: pages, lead forms and the admin answer.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
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

  it('logs a page load in a few lines, hydrates without a warning and does not reload for new dependencies', async () => {
    // Decision 088: Vite's module requests only at debug; the CSP nonce the same on both sides;
    // the browser's dependencies pre-bundled at start.
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      for (const path of ['/', '/about', '/admin-login']) {
        const before = server.output().split('\n').length;
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        // Hydration warnings come once the scripts have run.
        await page.waitForTimeout(1000);
        const logged = server
          .output()
          .split('\n')
          .slice(before - 1)
          .filter((line) => line.startsWith('{'));
        // The page, its data and API requests; not the modules behind it.
        expect(logged.length, logged.join('\n')).toBeLessThanOrEqual(8);
        expect(logged.join('\n')).not.toContain('/node_modules/');
      }
      expect(problems.filter((text) => /hydrat|did not match|didn't match/i.test(text))).toEqual([]);
    } finally {
      await browser.close();
    }
    expect(server.output()).not.toContain('optimized dependencies changed. reloading');
  });

  it('stops on Ctrl-C, having logged no error', async () => {
    await server.stop();
    expect(server.output()).toContain('SIGINT received, shutting down');
    expect(server.output()).not.toMatch(/"level":50|TypeError|Invalid `context`/);
  });
});

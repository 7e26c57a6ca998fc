// The production server as a visitor's browser and an operator meet it (needs `npm run build`).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, tempDir } from '../support/databases.ts';
import { freePort, runNode, startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';
import { freezableProxy } from '../support/tcp-proxy.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectToSocket, queryRows } from '#app/lib/db.server.ts';
import { goodLeads, startSmtpServer } from '../support/leads.ts';

describe('production server on the embedded database', () => {
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says how to create the first admin', async () => {
    await vi.waitFor(() => expect(server.output()).toContain('No admin account yet. Create one with: npm run admin:create'));
  });

  it('reports health', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok', unstoredLeads: 0 });
  });

  it('serves the prerendered home page at / with security headers and a hash-based CSP', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en-IN">');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // (fetch() adds Cache-Control: no-cache to conditional requests, as a browser reload does.)
    const revalidated = await new Promise<number>((resolve, reject) =>
      http
        .get(server.url, { headers: { 'If-None-Match': response.headers.get('etag')! } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode!);
        })
        .on('error', reject),
    );
    expect(revalidated).toBe(304);
  });

  it('renders other pages with a fresh nonce on every inline script', async () => {
    const first = await fetch(`${server.url}/no-such-page`);
    const second = await fetch(`${server.url}/no-such-page`);
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy')!)![1]!;
    expect(nonce).not.toBe(/'nonce-([^']+)'/.exec(second.headers.get('content-security-policy')!)![1]);
    const html = await first.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('answers unknown paths with the not-found page, status 404, and logs the path as a warning', async () => {
    const response = await fetch(`${server.url}/no-such-section/does-not-exist`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
    const line = await vi.waitFor(() => {
      const found = server
        .output()
        .split('\n')
        .find((entry) => entry.includes('/no-such-section/does-not-exist') && entry.includes('Page not found'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(JSON.parse(line)).toMatchObject({ level: 40, path: '/no-such-section/does-not-exist', msg: 'Page not found' });
  });

  it('caches hashed assets for a year', async () => {
    const html = await (await fetch(server.url)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1];
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses cross-site form posts, oversized bodies and bodies without a length', async () => {
    const crossSite = await fetch(server.url, { method: 'POST', headers: { Origin: 'https://evil.example' }, body: 'a=1' });
    expect(crossSite.status).toBe(403);
    const fetchMetadata = await fetch(server.url, { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' }, body: 'a=1' });
    expect(fetchMetadata.status).toBe(403);
    const huge = await fetch(server.url, { method: 'POST', body: 'x'.repeat(100 * 1024) });
    expect(huge.status).toBe(413);
    const chunked = await fetch(server.url, {
      method: 'POST',
      body: new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode('a=1')), controller.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
  });

  it('shows the router failure screen with the status when a page cannot handle a request', async () => {
    const response = await fetch(server.url, { method: 'POST', headers: { Origin: server.url }, body: new URLSearchParams({ a: '1' }) });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('405 Method Not Allowed');
  });

  it('answers control characters and undecodable escapes in an address with 400, never 500', async () => {
    for (const path of [
      '/articles?q=%00',
      '/articles?category=%00',
      '/article/%00',
      '/%00',
      '/locations/%0a',
      '/calculator?area=%01',
      '/%E0%A4',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.text()).toMatch(/^Bad request: the address/);
    }
    // An ordinary search with spaces and letters of other scripts is still a search.
    expect((await fetch(`${server.url}/articles?q=${encodeURIComponent('modular kitchen ಅಡುಗೆ')}`)).status).toBe(200);
  });

  it('logs the address of a request without what the visitor searched for', async () => {
    expect((await fetch(`${server.url}/articles?q=kavitha-secret-search&category=all`)).status).toBe(200);
    await vi.waitFor(() => expect(server.output()).toContain('/articles?q=[redacted]&category=all'));
    expect(server.output()).not.toContain('kavitha-secret-search');
  });

  it('refuses a second server on the same data folder with one clear line', async () => {
    const second = await runNode('server/index.ts', [], { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(
      `The data folder ${dataDir} is already in use by another process (pid ${server.child.pid}). Stop that process first, or set DATA_DIR to another folder.`,
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('server start and stop', () => {
  it('stops a bad configuration with one line naming the variable', async () => {
    const result = await runNode('server/index.ts', [], { PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Configuration error: PORT must be a whole number from 1 to 65535 (got "eighty")');
  });

  it('stops cleanly on Ctrl-C, releasing the data folder for the next start', async () => {
    const dataDir = tempDir();
    const first = await startServer({ DATA_DIR: dataDir });
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(true);
    expect(await first.stop()).toBe(0);
    expect(fs.readdirSync(dataDir)).toEqual(['pgdata']);
    const second = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every file and folder under `dir` (not following links) whose mode lets its group or others in. */
  function openToOthers(dir: string): string[] {
    const open: string[] = [];
    const walk = (target: string) => {
      const stat = fs.lstatSync(target);
      if (stat.isSymbolicLink()) return;
      if ((stat.mode & 0o077) !== 0) open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, target)}`);
      if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) walk(path.join(target, entry));
    };
    walk(dir);
    return open;
  }

  /** Starts the server the way a machine whose umask is 0 would (one such start once left 969 files at 0666). */
  async function startWithOpenUmask(env: Record<string, string>) {
    const before = process.umask(0);
    try {
      return await startServer(env);
    } finally {
      process.umask(before);
    }
  }

  it('keeps the data folder to its owner: 0700, files 0600, whatever the umask, and tightens an existing one at start', async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o777);
    const first = await startWithOpenUmask({ DATA_DIR: dataDir });
    const created = await runNode('scripts/admin-create.ts', ['--email', 'owner@example.com', '--password', 'jasmine by the front door'], {
      DATA_DIR: dataDir,
    });
    expect(created.code, created.stderr).toBe(0);
    const signIn = await fetch(`${first.url}/admin-login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: first.url },
      body: new URLSearchParams({ email: 'owner@example.com', password: 'jasmine by the front door' }),
    });
    expect(signIn.status).toBe(302);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.join(dataDir, 'pgdata'), { recursive: true }).length).toBeGreaterThan(900);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(await first.stop()).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);

    // A folder left open by an earlier version is closed at the next start.
    const loosen = (target: string) => {
      const stat = fs.lstatSync(target);
      fs.chmodSync(target, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) loosen(path.join(target, entry));
    };
    loosen(dataDir);
    const second = await startWithOpenUmask({ DATA_DIR: dataDir });
    expect(openToOthers(dataDir)).toEqual([]);
    expect(await second.stop()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the lead spool owner-only too, while PostgreSQL does not answer', async () => {
    const dataDir = tempDir();
    const server = await startWithOpenUmask({
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    });
    try {
      const lead = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(goodLeads.cta),
      });
      expect(lead.status).toBe(202);
      const spooled = fs.readdirSync(path.join(dataDir, 'lead-spool'));
      expect(spooled.length).toBeGreaterThan(0);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  /**
   * Twelve visitors send leads and open a server-rendered page (which reads the database) over
   * kept-alive connections while the server gets SIGTERM; then the next start replays the spool.
   */
  async function stopUnderLoad(serverEnv: Record<string, string>, storedEmails: () => Promise<string[]>) {
    // A slow mail server keeps notifications in flight when the signal comes.
    const mail = await startSmtpServer(0, { delayMs: 300 });
    const env = { ...serverEnv, SMTP_URL: mail.url, NOTIFY_EMAIL_TO: 'sales@example.com' };
    const server = await startServer({ LEAD_RATE_LIMIT: 'off', ...env });
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    let running = true;
    const visitor = async (visitorIndex: number) => {
      for (let i = 0; running; i++) {
        const email = `stopping-${visitorIndex}-${i}@example.com`;
        try {
          const lead = await fetch(`${server.url}/api/leads`, {
            method: 'POST',
            headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...goodLeads.cta, email }),
          });
          statuses.push(lead.status);
          if (lead.status === 201 || lead.status === 202) acknowledged.push(email);
          await lead.body?.cancel();
          const page = await fetch(`${server.url}/articles`);
          statuses.push(page.status);
          await page.body?.cancel();
        } catch {
          // Connection refused or closed: the visitor's browser retries; not an answer.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const visitors = Array.from({ length: 12 }, (_, index) => visitor(index));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.kill('SIGTERM');
    await exited;
    running = false;
    await Promise.all(visitors);

    expect(acknowledged.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    // Every acknowledged lead is there after the next start (spooled ones are replayed).
    const next = await startServer(env);
    try {
      await expect
        .poll(
          async () => {
            const stored = new Set(await storedEmails());
            return acknowledged.filter((email) => !stored.has(email)).length;
          },
          { timeout: 15_000 },
        )
        .toBe(0);
    } finally {
      await next.stop();
      await mail.close();
    }
  }

  it('answers no request with a 500 while stopping under load, and stores every lead it acknowledged', async () => {
    const dataDir = tempDir();
    try {
      await stopUnderLoad({ DATA_DIR: dataDir }, async () => {
        const socket = connectToSocket(dataDir);
        try {
          const rows = await queryRows<{ email: string }>(
            socket.db,
            sql`select email from contact_submissions where email like 'stopping-%'`,
          );
          return rows.map((row) => row.email);
        } finally {
          await socket.close();
        }
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'stops under load on PostgreSQL without a 500, and stores every lead it acknowledged',
    async () => {
      const database = await createPostgresDatabase();
      const dataDir = tempDir();
      try {
        await stopUnderLoad({ DATA_DIR: dataDir, DATABASE_URL: database.url, SESSION_SECRET: 's'.repeat(40) }, async () => {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          try {
            const result = await client.query<{ email: string }>("select email from contact_submissions where email like 'stopping-%'");
            return result.rows.map((row) => row.email);
          } finally {
            await client.end();
          }
        });
      } finally {
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'starts while PostgreSQL is down: serves pages and takes leads, then migrates and stores them when it answers',
    async () => {
      const database = await createPostgresDatabase();
      const target = new URL(database.url);
      // The server is told a port where no database answers yet; a proxy opens there later.
      const port = await freePort();
      const viaProxy = new URL(database.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(port);
      const dataDir = tempDir();
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString(), SESSION_SECRET: 's'.repeat(40) });
      let proxy: Awaited<ReturnType<typeof freezableProxy>> | undefined;
      try {
        expect(server.output()).toContain('Serving on');
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(503);
        expect(await health.json()).toMatchObject({ status: 'error', db: 'error' });
        // What needs no database: the prerendered pages and the spool.
        expect((await fetch(`${server.url}/`)).status).toBe(200);
        expect((await fetch(`${server.url}/services/modular-kitchen`)).status).toBe(200);
        const articles = await fetch(`${server.url}/articles`);
        expect(articles.status).toBe(503);
        expect(articles.headers.get('retry-after')).toBeTruthy();
        const early = await fetch(`${server.url}/api/leads`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...goodLeads.cta, email: 'before-the-database@example.com' }),
        });
        expect(early.status).toBe(202);

        proxy = await freezableProxy({ host: target.hostname, port: Number(target.port || 5432) }, { listenPort: port });
        await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 20_000, interval: 250 }).toBe(200);
        expect((await fetch(`${server.url}/articles`)).status).toBe(200);
        const later = await fetch(`${server.url}/api/leads`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...goodLeads.cta, email: 'after-the-database@example.com' }),
        });
        expect(later.status).toBe(201);
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          await expect
            .poll(
              async () =>
                (await client.query<{ email: string }>('select email from contact_submissions order by email')).rows.map(
                  (row) => row.email,
                ),
              { timeout: 15_000 },
            )
            .toEqual(['after-the-database@example.com', 'before-the-database@example.com']);
        } finally {
          await client.end();
        }
        await vi.waitFor(() => expect(server.output()).toContain('No admin account yet'));
        expect(await server.stop()).toBe(0);
      } finally {
        if (server.child.exitCode === null) await server.stop();
        await proxy?.close();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('sends HSTS only when a trusted proxy says the visitor used HTTPS', async () => {
    const dataDir = tempDir();
    const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
    const viaHttps = await fetch(`${server.url}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(viaHttps.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const plain = await fetch(`${server.url}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('reports a frozen database as failing within a second or two instead of hanging', async () => {
    const database = await createPostgresDatabase();
    const target = new URL(database.url);
    const proxy = await freezableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const dataDir = tempDir();
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString(), SESSION_SECRET: 's'.repeat(40) });
    try {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', db: 'ok', unstoredLeads: 0 });
      proxy.freeze();
      // A health check that waited for the database would still be waiting when this gives up.
      const health = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'error', db: 'error' });
      proxy.thaw();
      await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 15_000 }).toBe(200);
    } finally {
      proxy.thaw();
      await server.stop();
      await proxy.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('runs on PostgreSQL when DATABASE_URL is set, and reports a lost database', async () => {
    const database = await createPostgresDatabase();
    const dataDir = tempDir();
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, SESSION_SECRET: 's'.repeat(40) });
    expect(server.output()).toContain('(PostgreSQL)');
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', db: 'ok', unstoredLeads: 0 });
    await database.drop(); // terminates the server's connections and removes the database
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', db: 'error' });
    expect(await server.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

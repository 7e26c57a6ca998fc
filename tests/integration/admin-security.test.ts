// Sessions, sign-in throttling, cross-origin refusal and uploads, against the production app in the
// test's process (tests/support/in-process.ts), and the throttling shared by two server processes
// on one PostgreSQL.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectToSocket, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { hashToken } from '#app/features/accounts/session.server.ts';
import { currentCode } from '#app/features/accounts/two-step.server.ts';
import { multipartImage, pngImage, postSignIn, signInCookie } from '../support/admin-http.ts';
import { createPostgresDatabase, tempDir } from '../support/databases.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';
import { runNode, startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';

// Each sign-in verifies a slow password hash; on a busy machine these tests need minutes, not seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'jali screens and jute rugs';
const LOCKED = /Too many failed sign-in attempts\. Please wait (\d+) minutes? before trying again\./;

/** A PNG carrying a text chunk (metadata) with a script in it. */
function pngWithTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const type = Buffer.from('tEXt', 'latin1');
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])) >>> 0);
  const afterHeader = 8 + 4 + 4 + 13 + 4; // signature, then the IHDR chunk
  return Buffer.concat([png.subarray(0, afterHeader), length, type, data, crc, png.subarray(afterHeader)]);
}

describe('admin security on the embedded database', () => {
  let server: InProcessServer;
  let socket: { db: Database; close(): Promise<void> };
  let ipCounter = 10;
  // TRUST_PROXY=loopback: each test signs in from its own (forwarded) address, so one test's
  // failures never lock another's.
  const fromNewAddress = () => ({ 'X-Forwarded-For': `198.51.100.${ipCounter++}` });

  beforeAll(async () => {
    server = await startInProcess({ TRUST_PROXY: 'loopback' });
    // The accounts as `npm run admin:create` makes them while the server runs: createAdminUser over
    // the embedded database's socket.
    socket = connectToSocket(server.dataDir);
    for (const email of ['owner@example.com', 'second@example.com']) await createAdminUser(socket.db, email, PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  const get = (pathname: string, cookie: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual', headers: { Cookie: cookie } });
  const tokenOf = (cookie: string) => cookie.split('=')[1]!.split('.')[0]!;

  it('sets a __Host- session cookie: httpOnly, SameSite=Lax, Secure, for 30 days, with a signed 128-bit token', async () => {
    const answer = await postSignIn(server.url, 'owner@example.com', PASSWORD, fromNewAddress());
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/admin');
    expect(answer.setCookie).toMatch(
      /^__Host-aangan_session=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=(\d+); HttpOnly; SameSite=Lax; Secure$/,
    );
    const maxAge = Number(/Max-Age=(\d+)/.exec(answer.setCookie!)![1]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    // The database holds only the token's hash.
    const rows = await queryRows<{ token_hash: string }>(
      socket.db,
      sql`select token_hash from sessions where token_hash = ${hashToken(tokenOf(answer.cookie!))}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('ends the session at logout: the same cookie no longer opens the dashboard', async () => {
    const cookie = await signInCookie(server.url, 'owner@example.com', PASSWORD, fromNewAddress());
    expect((await get('/admin/leads', cookie)).status).toBe(200);
    const logout = await fetch(`${server.url}/admin/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, Origin: server.url },
    });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/admin-login?status=logged-out');
    expect(logout.headers.get('set-cookie')).toMatch(/^__Host-aangan_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
    const after = await get('/admin', cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toBe('/admin-login');
    expect(await queryRows(socket.db, sql`select 1 from sessions where token_hash = ${hashToken(tokenOf(cookie))}`)).toEqual([]);
  });

  it('ends a session after 12 idle hours and 30 days in all, and slides while in use', async () => {
    const cookie = await signInCookie(server.url, 'owner@example.com', PASSWORD, fromNewAddress());
    const hash = hashToken(tokenOf(cookie));
    await socket.db.execute(sql`update sessions set last_seen_at = now() - interval '11 hours 50 minutes' where token_hash = ${hash}`);
    expect((await get('/admin/leads', cookie)).status).toBe(200);
    const [seen] = await queryRows<{ recent: boolean }>(
      socket.db,
      sql`select last_seen_at > now() - interval '1 minute' as recent from sessions where token_hash = ${hash}`,
    );
    expect(seen!.recent).toBe(true);

    await socket.db.execute(sql`update sessions set last_seen_at = now() - interval '12 hours 1 minute' where token_hash = ${hash}`);
    const idle = await get('/admin', cookie);
    expect(idle.status).toBe(302);
    expect(idle.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    const second = await signInCookie(server.url, 'owner@example.com', PASSWORD, fromNewAddress());
    await socket.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(tokenOf(second))}`,
    );
    expect((await get('/admin', second)).status).toBe(302);
  });

  it('refuses cross-origin state changes, even with a valid session', async () => {
    const cookie = await signInCookie(server.url, 'owner@example.com', PASSWORD, fromNewAddress());
    const [lead] = await queryRows<{ id: string }>(
      socket.db,
      sql`insert into contact_submissions (name, email, phone) values ('Ravi', 'ravi@example.com', '+91 90000 00000') returning id`,
    );
    const attempt = (headers: Record<string, string>) =>
      fetch(`${server.url}/admin/leads/${lead!.id}/status`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, ...headers },
        body: new URLSearchParams({ status: 'lost' }),
      });
    expect((await attempt({ Origin: 'https://evil.example' })).status).toBe(403);
    expect((await attempt({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await attempt({ Origin: 'null' })).status).toBe(403);
    const signIn = await fetch(`${server.url}/admin-login`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: new URLSearchParams({ email: 'owner@example.com', password: PASSWORD }),
    });
    expect(signIn.status).toBe(403);
    const [row] = await queryRows<{ status: string }>(socket.db, sql`select status from contact_submissions where id = ${lead!.id}`);
    expect(row!.status).toBe('new');
    // The same request from the site itself goes through.
    expect((await attempt({ Origin: server.url, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it("gives the sign-in form the public forms' body limit, a 400 for a body it cannot read, and only plain admin paths to return to", async () => {
    const huge = await fetch(`${server.url}/admin-login`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded', ...fromNewAddress() },
      body: new URLSearchParams({ email: 'owner@example.com', password: 'x'.repeat(100 * 1024) }),
    });
    expect(huge.status).toBe(413);
    const unreadable = await fetch(`${server.url}/admin-login`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'multipart/form-data; boundary=nothing-here', ...fromNewAddress() },
      body: 'this is not multipart',
    });
    expect(unreadable.status).toBe(400);
    for (const redirectTo of ['/admin?tab=leads\r\nSet-Cookie: stolen=1', 'https://evil.example/admin', '/admin//evil.example']) {
      const answer = await fetch(`${server.url}/admin-login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: server.url, ...fromNewAddress() },
        body: new URLSearchParams({ email: 'owner@example.com', password: PASSWORD, redirectTo }),
      });
      expect(answer.status, redirectTo).toBe(302);
      expect(answer.headers.get('location')).toBe('/admin');
    }
  });

  it('answers a flood of sign-ins with 429 beyond a few password checks at once, and keeps serving pages', async () => {
    const flood = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        fetch(`${server.url}/admin-login`, {
          method: 'POST',
          headers: { Origin: server.url, ...fromNewAddress() },
          body: new URLSearchParams({ email: `nobody-${index}@example.com`, password: 'not the password' }),
        }).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        })),
      ),
    );
    const statuses = flood.map((answer) => answer.status);
    // At most two checks run and six wait (decision 063); the others are refused at once.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(8 + 4);
    const refused = flood.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('2');
      expect(answer.body).toContain('Many sign-ins are being checked right now. Please try again in a moment.');
    }
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
  });

  it('locks an account after five wrong passwords from one address, with a clear message, but not for its owner elsewhere', async () => {
    const guesser = fromNewAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await postSignIn(server.url, 'second@example.com', `wrong guess ${i}`, guesser)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await postSignIn(server.url, 'second@example.com', PASSWORD, guesser);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatch(LOCKED);
    expect(locked.cookie).toBeNull();
    // The page says how long in words, the header in seconds.
    const again = await fetch(`${server.url}/admin-login`, {
      method: 'POST',
      headers: { Origin: server.url, ...guesser },
      body: new URLSearchParams({ email: 'second@example.com', password: PASSWORD }),
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    // And so does the data request the page's script sends.
    const data = await fetch(`${server.url}/admin-login.data`, {
      method: 'POST',
      headers: { Origin: server.url, ...guesser },
      body: new URLSearchParams({ email: 'second@example.com', password: PASSWORD }),
    });
    expect(data.status).toBe(429);
    expect(Number(data.headers.get('retry-after'))).toBeGreaterThan(0);
    // The stranger's guesses do not keep the account's owner out.
    expect((await postSignIn(server.url, 'second@example.com', PASSWORD, fromNewAddress())).status).toBe(302);
  });

  it('checks at most five passwords of a burst of 30 parallel wrong ones: the right one sent after them is refused', async () => {
    const guesser = fromNewAddress();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postSignIn(server.url, 'owner@example.com', `burst guess ${i}`, guesser)),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(26);
    // None was turned away for the password checks being busy: the burst never reached them.
    for (const answer of burst) expect(answer.body).not.toContain('Many sign-ins are being checked right now');
    const right = await postSignIn(server.url, 'owner@example.com', PASSWORD, guesser);
    expect(right.status).toBe(429);
    expect(right.cookie).toBeNull();
    const [row] = await queryRows<{ lockouts: number }>(
      socket.db,
      sql`select lockouts from sign_in_throttles where subject = ${`email:owner@example.com|ip:${guesser['X-Forwarded-For']}`}`,
    );
    expect(row).toEqual({ lockouts: 1 });
  });

  it('locks an address after twenty failures over any e-mails; other addresses still sign in', async () => {
    const address = fromNewAddress();
    const statuses = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await postSignIn(server.url, `guess${i}@example.com`, 'a guessed password', address)).status);
    expect(statuses.slice(0, 19).every((status) => status === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    const owner = await postSignIn(server.url, 'owner@example.com', PASSWORD, address);
    expect(owner.status).toBe(429);
    expect(owner.body).toMatch(LOCKED);
    expect((await postSignIn(server.url, 'owner@example.com', PASSWORD, fromNewAddress())).status).toBe(302);
  }, 120_000);

  it('counts wrong authenticator codes per member across sign-ins and addresses: a right password resets nothing', async () => {
    // Before decision 090's per-member count, ten rounds of the right password and four wrong codes
    // from one address gave 40 wrong codes in 24 s, never locked, and then the right code signed in.
    const email = 'coder@example.com';
    await createAdminUser(socket.db, email, PASSWORD);
    const setUpFrom = fromNewAddress();
    const cookie = await signInCookie(server.url, email, PASSWORD, setUpFrom);
    const post = (path: string, body: Record<string, string>, headers: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: server.url, ...headers },
        body: new URLSearchParams(body),
      });
    expect(
      (await post('/admin/account.data', { intent: 'two-step-begin', currentPassword: PASSWORD }, { Cookie: cookie, ...setUpFrom })).status,
    ).toBe(200);
    const page = await (await get('/admin/account', cookie)).text();
    const secret = /<code[^>]*>([A-Z2-7]{16,})<\/code>/.exec(page)![1]!;
    const confirmed = await post(
      '/admin/account.data',
      { intent: 'two-step-confirm', code: currentCode(secret) },
      { Cookie: cookie, ...setUpFrom },
    );
    expect(confirmed.status).toBe(200);
    const wrongCode = currentCode(secret, Date.now() + 10 * 60_000);

    const codeAnswers: number[] = [];
    const passwordAnswers: number[] = [];
    const round = async (address: Record<string, string>, codes: number) => {
      const first = await postSignIn(server.url, email, PASSWORD, address);
      passwordAnswers.push(first.status);
      if (first.status !== 302 || !first.cookie) return;
      for (let i = 0; i < codes; i++) {
        const answer = await post('/admin-login', { intent: 'second-step', code: wrongCode }, { Cookie: first.cookie, ...address });
        codeAnswers.push(answer.status);
        await answer.text();
        if (answer.status !== 401) return;
      }
    };
    const oneAddress = fromNewAddress();
    for (let i = 0; i < 10; i++) await round(oneAddress, 4);
    // Then from other addresses, one after another.
    for (let i = 0; i < 5; i++) await round(fromNewAddress(), 4);

    // Five wrong codes were checked in all; everything after was refused before any check.
    expect(codeAnswers.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(codeAnswers.length).toBeLessThanOrEqual(5);
    expect(passwordAnswers.filter((status) => status === 302).length).toBeLessThanOrEqual(2);
    const [row] = await queryRows<{ lockouts: number }>(
      socket.db,
      sql`select t.lockouts from sign_in_throttles t join users u on t.subject = 'second-step:' || u.id where u.email = ${email}`,
    );
    expect(row!.lockouts).toBe(1);
    // The right password and the right code from a new address are refused too, with a clear message.
    const locked = await postSignIn(server.url, email, PASSWORD, fromNewAddress());
    expect(locked.status).toBe(429);
    expect(locked.body).toMatch(LOCKED);
  });

  describe('uploads', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await signInCookie(server.url, 'owner@example.com', PASSWORD, fromNewAddress());
    });
    const upload = (form: FormData, who = cookie) =>
      fetch(`${server.url}/admin/media`, { method: 'POST', redirect: 'manual', headers: { Cookie: who, Origin: server.url }, body: form });
    const mediaFiles = () => (fs.existsSync(path.join(server.dataDir, 'media')) ? fs.readdirSync(path.join(server.dataDir, 'media')) : []);

    it('refuses a file that is not an image, whatever its name and declared type', async () => {
      const before = mediaFiles();
      for (const [content, name, type] of [
        ['just some text, honestly', 'notes.png', 'image/png'],
        ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml'],
        ['<html><script>alert(1)</script></html>', 'page.gif', 'image/gif'],
      ] as const) {
        const response = await upload(multipartImage(Buffer.from(content), name, type));
        expect(response.status, name).toBe(415);
        expect(await response.json()).toEqual({ ok: false, error: 'Only PNG, JPEG, WebP or GIF images can be uploaded.' });
      }
      expect(mediaFiles()).toEqual(before);
    });

    it('refuses files over 5 MB, and bodies over the upload limit before reading them', async () => {
      const large = Buffer.concat([(await pngImage()).subarray(0, 16), Buffer.alloc(5.5 * 1024 * 1024, 7)]);
      const response = await upload(multipartImage(large, 'huge.png'));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ ok: false, error: 'The image is larger than 5 MB. Choose a smaller file.' });

      // 7 MB announced: refused from the headers alone.
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(`${server.url}/admin/media`, {
          method: 'POST',
          headers: {
            Cookie: cookie,
            Origin: server.url,
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(7 * 1024 * 1024),
          },
        });
        request.on('response', (answer) => {
          answer.resume();
          resolve(answer.statusCode!);
        });
        request.on('error', reject);
        request.flushHeaders();
      });
      expect(status).toBe(413);
    });

    it('re-encodes images: a script hidden in the file and the photo metadata do not survive', async () => {
      const png = await pngImage(2000, 500);
      const booby = Buffer.concat([
        pngWithTextChunk(png, 'Comment', '<script>alert(document.cookie)</script>'),
        Buffer.from('<script>alert(2)</script>'),
      ]);
      const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#55694f' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'GPS 12.9716N 77.5946E secret-location', ImageDescription: '<script>alert(3)</script>' } })
        .toBuffer();
      expect(jpeg.includes('secret-location')).toBe(true);

      for (const [file, name, type, width] of [
        [booby, 'booby.png', 'image/png', 1600],
        [jpeg, 'phone.jpg', 'image/jpeg', 300],
      ] as const) {
        const response = await upload(multipartImage(file, name, type));
        expect(response.status, name).toBe(201);
        const answer = (await response.json()) as { url: string; width: number };
        expect(answer.url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
        expect(answer.width).toBe(width);
        const served = await fetch(`${server.url}${answer.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await served.arrayBuffer());
        for (const needle of ['<script', 'alert(', 'secret-location', 'Exif'])
          expect(bytes.includes(needle), `${name}: ${needle}`).toBe(false);
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
      }
    });

    it('refuses an image without alt text unless it is marked Decorative', async () => {
      const png = await pngImage();
      for (const described of [{}, { alt: '   ' }, { alt: 'x'.repeat(251) }]) {
        const response = await upload(multipartImage(png, 'blank.png', 'image/png', described));
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { ok: boolean; error: string };
        expect(answer.ok).toBe(false);
        expect(answer.error).toMatch(/alt text/i);
      }
      const decorative = await upload(multipartImage(png, 'border.png', 'image/png', { decorative: true }));
      expect(decorative.status).toBe(201);
    });

    it('serves a missing media file as a plain 404', async () => {
      const response = await fetch(`${server.url}/media/00000000000000000000000000000000.webp`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('sign-in throttling across two app processes on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let first: RunningServer;
  let second: RunningServer;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = () => {
      const dir = tempDir();
      dataDirs.push(dir);
      return { DATA_DIR: dir, DATABASE_URL: database.url, SESSION_SECRET: 'a shared secret of more than thirty-two characters' };
    };
    [first, second] = await Promise.all([startServer(env()), startServer(env())]);
    for (const email of ['locked@example.com', 'roaming@example.com']) {
      const created = await runNode('scripts/admin-create.ts', ['--email', email, '--password', PASSWORD], { DATABASE_URL: database.url });
      expect(created.code, created.stderr).toBe(0);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('counts failures on either process toward one lock, which both enforce', async () => {
    const servers = [first, second, first, second, first];
    const statuses = [];
    for (const [i, server] of servers.entries()) statuses.push((await postSignIn(server.url, 'locked@example.com', `wrong ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    for (const server of [first, second]) {
      const answer = await postSignIn(server.url, 'locked@example.com', PASSWORD);
      expect(answer.status).toBe(429);
      expect(answer.body).toMatch(LOCKED);
    }
  });

  it('accepts a session made by one process on the other', async () => {
    const cookie = await signInCookie(first.url, 'roaming@example.com', PASSWORD);
    const response = await fetch(`${second.url}/admin/leads`, { redirect: 'manual', headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('roaming@example.com');
  });
});

// Staff accounts through the production server and a real SMTP server (needs `npm run build`):
// an invite e-mailed and used once, 'Forgot password?' with the same answer for any e-mail and a
// one-time link, two-step sign-in on the sign-in page, and `npm run admin:reset-password`.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_SENT } from '#app/features/accounts/components/forgot-password-page.tsx';
import { currentCode } from '#app/features/accounts/two-step.server.ts';
import { connectToSocket, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { postSignIn, signInCookie } from '../support/admin-http.ts';
import { tempDir } from '../support/databases.ts';
import { startSmtpServer } from '../support/leads.ts';
import type { MailServer } from '../support/leads.ts';
import { runNode, startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'mango tree by the old gate';
const NEW_PASSWORD = 'coconut palms along the lake';

describe('staff accounts over HTTP, with mail', () => {
  let dataDir: string;
  let server: RunningServer;
  let mail: MailServer;
  let socket: { db: Database; close(): Promise<void> };
  let adminCookie: string;

  beforeAll(async () => {
    dataDir = tempDir();
    mail = await startSmtpServer();
    server = await startServer({
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      NOTIFY_EMAIL_TO: 'leads@example.com',
      NOTIFY_EMAIL_FROM: 'site@example.com',
      // Tests that need requests from several addresses send X-Forwarded-For; the others come from 127.0.0.1.
      TRUST_PROXY: 'loopback',
    });
    const created = await runNode('scripts/admin-create.ts', ['--email', 'owner@example.com', '--password', PASSWORD], {
      DATA_DIR: dataDir,
    });
    expect(created.code, created.stderr).toBe(0);
    socket = connectToSocket(dataDir);
    adminCookie = await signInCookie(server.url, 'owner@example.com', PASSWORD);
  });
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    await mail?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url, ...(cookie ? { Cookie: cookie } : {}), ...headers },
      body: new URLSearchParams(body),
    });

  const linkIn = (text: string, kind: 'invite' | 'reset-password') => {
    const match = new RegExp(`https?://[^\\s]+/${kind}/([A-Za-z0-9_-]{43})`).exec(text);
    if (!match) throw new Error(`no ${kind} link in: ${text}`);
    return { url: match[0], path: `/${kind}/${match[1]}` };
  };

  it('e-mails an invite whose link sets a password once; the new member signs in with their role', async () => {
    const answer = await post(
      '/admin/team.data',
      { intent: 'invite', name: 'Esha Rao', email: 'esha@example.com', role: 'editor' },
      adminCookie,
    );
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('/invite/');
    await expect.poll(() => mail.messages.filter((message) => message.to.includes('esha@example.com')).length).toBe(1);
    const invite = mail.messages.find((message) => message.to.includes('esha@example.com'))!;
    expect(invite.subject).toBe('You are invited to the Aangan Interiors admin');
    expect(invite.text).toContain('as Editor');
    const link = linkIn(invite.text, 'invite');

    const page = await fetch(`${server.url}${link.path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('esha@example.com');

    const mismatch = await post(link.path, { password: NEW_PASSWORD, confirmPassword: 'something else entirely' });
    expect(mismatch.status).toBe(400);
    const set = await post(link.path, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(set.status).toBe(302);
    // The sign-in page has the new member's e-mail filled in.
    expect(set.headers.get('location')).toBe('/admin-login?status=password-set&email=esha%40example.com');
    const signInPage = await (await fetch(`${server.url}${set.headers.get('location')}`)).text();
    expect(signInPage).toMatch(/<input[^>]*name="email"[^>]*value="esha@example.com"|<input[^>]*value="esha@example.com"[^>]*name="email"/);
    expect(server.output()).not.toContain('email=esha');
    const again = await post(link.path, { password: 'a different long passphrase', confirmPassword: 'a different long passphrase' });
    expect(again.status).toBe(410);
    expect(await (await fetch(`${server.url}${link.path}`)).text()).toContain('This link does not work');

    const editor = await signInCookie(server.url, 'esha@example.com', NEW_PASSWORD);
    const dashboard = await fetch(`${server.url}/admin`, { headers: { Cookie: editor }, redirect: 'manual' });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get('location')).toBe('/admin/articles');
    // The header greets her by the name she was invited with.
    const articles = await (await fetch(`${server.url}/admin/articles`, { headers: { Cookie: editor } })).text();
    expect(articles).toMatch(/Welcome, <span[^>]*>Esha Rao<\/span>/);
  });

  it("'Resend invite' e-mails a new link, the one sent before stops working, and a fourth link within the hour is refused", async () => {
    const invited = await post(
      '/admin/team.data',
      { intent: 'invite', name: 'Farah Khan', email: 'farah@example.com', role: 'sales' },
      adminCookie,
    );
    expect(invited.status).toBe(200);
    const mailsTo = () => mail.messages.filter((message) => message.to.includes('farah@example.com'));
    await expect.poll(() => mailsTo().length).toBe(1);
    const first = linkIn(mailsTo()[0]!.text, 'invite');
    const [member] = await queryRows<{ id: string }>(socket.db, sql`select id from users where email = 'farah@example.com'`);

    const resent = await post('/admin/team.data', { intent: 'resend-invite', userId: member!.id }, adminCookie);
    expect(resent.status).toBe(200);
    await expect.poll(() => mailsTo().length).toBe(2);
    const again = mailsTo()[1]!;
    expect(again.subject).toBe('You are invited to the Aangan Interiors admin');
    expect(again.text).toContain('a new link to join the Aangan Interiors team as Sales; any link sent before no longer works');
    const second = linkIn(again.text, 'invite');
    expect(second.path).not.toBe(first.path);
    expect(await resent.text()).toContain(second.path);
    // The first link is dead; the new one opens the page.
    expect(await (await fetch(`${server.url}${first.path}`)).text()).toContain('This link does not work');
    expect(
      (await post(first.path, { password: 'a long passphrase for farah', confirmPassword: 'a long passphrase for farah' })).status,
    ).toBe(410);
    expect(await (await fetch(`${server.url}${second.path}`)).text()).toContain('farah@example.com');

    // The invite and two resends in an hour; the fourth link is refused, with when to try again.
    expect((await post('/admin/team.data', { intent: 'resend-invite', userId: member!.id }, adminCookie)).status).toBe(200);
    const refused = await post('/admin/team.data', { intent: 'resend-invite', userId: member!.id }, adminCookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    expect(await refused.text()).toContain('Farah Khan was sent 3 invite links in the last hour.');
    await expect.poll(() => mailsTo().length).toBe(3);
  });

  it("answers 'Forgot password?' the same for any e-mail, and mails a one-time link only to a member", async () => {
    const login = await (await fetch(`${server.url}/admin-login`)).text();
    expect(login).toContain('Forgot password?');
    const before = mail.messages.length;
    for (const email of ['nobody@example.com', 'esha@example.com']) {
      const answer = await post('/forgot-password', { email });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(RESET_SENT.slice(0, 60));
    }
    await expect.poll(() => mail.messages.length).toBe(before + 1);
    const reset = mail.messages.at(-1)!;
    expect(reset.to).toEqual(['esha@example.com']);
    expect(reset.subject).toBe('Reset your Aangan Interiors admin password');
    const link = linkIn(reset.text, 'reset-password');
    const session = await signInCookie(server.url, 'esha@example.com', NEW_PASSWORD);

    const set = await post(link.path, { password: 'rain on the terracotta roof', confirmPassword: 'rain on the terracotta roof' });
    expect(set.status).toBe(302);
    expect(set.headers.get('location')).toBe('/admin-login?status=password-reset&email=esha%40example.com');
    // Every session ended; the old password no longer works, the new one does.
    expect((await fetch(`${server.url}/admin/account`, { headers: { Cookie: session }, redirect: 'manual' })).status).toBe(302);
    expect((await postSignIn(server.url, 'esha@example.com', NEW_PASSWORD)).status).toBe(401);
    expect((await postSignIn(server.url, 'esha@example.com', 'rain on the terracotta roof')).status).toBe(302);
    expect(
      (await post(link.path, { password: 'yet another long passphrase', confirmPassword: 'yet another long passphrase' })).status,
    ).toBe(410);
  });

  it('lets a member made on the command line set their own name, refusing an empty or multi-line one', async () => {
    const nameOf = async () =>
      (await queryRows<{ name: string }>(socket.db, sql`select name from users where email = 'owner@example.com'`))[0]?.name;
    expect(await nameOf()).toBe('');
    for (const name of ['   ', 'Lakshmi\nIyer', 'x'.repeat(101)]) {
      const refused = await post('/admin/account.data', { intent: 'change-name', name }, adminCookie);
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(await refused.text()).toMatch(/Enter your name\.|one line of text|at most 100 characters/);
    }
    expect(await nameOf()).toBe('');
    expect((await post('/admin/account.data', { intent: 'change-name', name: '  Lakshmi Iyer ' }, adminCookie)).status).toBe(200);
    expect(await nameOf()).toBe('Lakshmi Iyer');
    const team = await (await fetch(`${server.url}/admin/team`, { headers: { Cookie: adminCookie } })).text();
    expect(team).toContain('Lakshmi Iyer');
  });

  it('limits reset requests from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/forgot-password', { email: `someone${i}@example.com` }, undefined)).status);
    // Two were sent by the test above from this address; five an hour are allowed.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it("counts 'Forgot password?' per e-mail and address: requests from elsewhere never use up the member's own", async () => {
    const stranger = { 'X-Forwarded-For': '198.51.100.40' };
    const member = { 'X-Forwarded-For': '203.0.113.40' };
    const mailsTo = (email: string) => mail.messages.filter((message) => message.to.includes(email)).length;
    const before = mailsTo('esha@example.com');
    for (let i = 0; i < 4; i++)
      expect((await post('/forgot-password', { email: 'esha@example.com' }, undefined, stranger)).status).toBe(200);
    // Three links an hour per e-mail and address: the stranger's fourth sends nothing...
    await expect.poll(() => mailsTo('esha@example.com')).toBe(before + 3);
    // ...and the member, from her own address, still gets hers.
    expect((await post('/forgot-password', { email: 'esha@example.com' }, undefined, member)).status).toBe(200);
    await expect.poll(() => mailsTo('esha@example.com')).toBe(before + 4);
  });

  it("answers 'Forgot password?' before looking the e-mail up: a slow link for a member does not slow the answer", async () => {
    // Issuing a link takes 1.5 s now (a trigger on the real database): the answer must not wait for it.
    await socket.db.execute(
      sql.raw(`create or replace function slow_for_test() returns trigger language plpgsql as $$ begin perform pg_sleep(1.5); return new; end $$;
               create trigger slow_for_test before insert on staff_tokens for each row execute function slow_for_test();`),
    );
    try {
      const before = mail.messages.length;
      const timed = async (email: string, address: string) => {
        const started = performance.now();
        const answer = await post('/forgot-password', { email }, undefined, { 'X-Forwarded-For': address });
        expect(answer.status).toBe(200);
        expect(await answer.text()).toContain(RESET_SENT.slice(0, 60));
        return performance.now() - started;
      };
      const known = await timed('owner@example.com', '203.0.113.41');
      expect(known).toBeLessThan(1200);
      // The link still goes out, after the answer.
      await expect.poll(() => mail.messages.length, { timeout: 15_000 }).toBe(before + 1);
      const unknown = await timed('nobody-at-all@example.com', '203.0.113.42');
      expect(unknown).toBeLessThan(1200);
    } finally {
      await socket.db.execute(sql.raw('drop trigger slow_for_test on staff_tokens'));
    }
  });

  it('asks for the authenticator code after the password, on the sign-in page', async () => {
    const cookie = await signInCookie(server.url, 'owner@example.com', PASSWORD);
    // Starting a set-up asks for the password: a session alone is not enough.
    expect((await post('/admin/account.data', { intent: 'two-step-begin' }, cookie)).status).toBe(400);
    const wrong = await post('/admin/account.data', { intent: 'two-step-begin', currentPassword: 'not the password at all' }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That is not your current password.');
    expect(await (await fetch(`${server.url}/admin/account`, { headers: { Cookie: cookie } })).text()).not.toContain('QR code');
    expect((await post('/admin/account', { intent: 'two-step-begin', currentPassword: PASSWORD }, cookie)).status).toBe(200);
    const page = await (await fetch(`${server.url}/admin/account`, { headers: { Cookie: cookie } })).text();
    const secret = /<code[^>]*>([A-Z2-7]{16,})<\/code>/.exec(page)?.[1];
    expect(secret).toBeDefined();
    const confirm = await post('/admin/account.data', { intent: 'two-step-confirm', code: currentCode(secret!) }, cookie);
    expect(confirm.status).toBe(200);
    const codes = [...(await confirm.text()).matchAll(/"([a-z2-9]{5}-[a-z2-9]{5})"/g)].map((match) => match[1]);
    expect(codes).toHaveLength(10);

    // Password first: a cookie for a session that opens nothing yet, and the code step.
    const first = await postSignIn(server.url, 'owner@example.com', PASSWORD);
    expect(first.status).toBe(302);
    expect(first.location).toBe('/admin-login');
    const pending = first.cookie!;
    expect((await fetch(`${server.url}/admin`, { headers: { Cookie: pending }, redirect: 'manual' })).headers.get('location')).toMatch(
      /^\/admin-login/,
    );
    const codePage = await (await fetch(`${server.url}/admin-login`, { headers: { Cookie: pending } })).text();
    expect(codePage).toContain('Authentication code');
    expect((await post('/admin-login', { intent: 'second-step', code: '000000' }, pending)).status).toBe(401);
    const done = await post('/admin-login', { intent: 'second-step', code: codes[0]!, redirectTo: '/admin' }, pending);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/admin');
    const full = done.headers.get('set-cookie')!.split(';')[0]!;
    expect(full).not.toBe(pending);
    expect((await fetch(`${server.url}/admin`, { headers: { Cookie: full } })).status).toBe(200);
    // A recovery code used once is refused as used, not as wrong.
    const again = await postSignIn(server.url, 'owner@example.com', PASSWORD);
    const reused = await post('/admin-login', { intent: 'second-step', code: codes[0]! }, again.cookie!);
    expect(reused.status).toBe(401);
    expect(await reused.text()).toContain('That code has already been used.');
    const [left] = await queryRows<{ n: number }>(
      socket.db,
      sql`select count(*)::int as n from recovery_codes r join users u on u.id = r.user_id where u.email = 'owner@example.com' and r.used_at is null`,
    );
    expect(left!.n).toBe(9);
  });

  it("lets the server's owner reset a password from the command line, ending every session", async () => {
    const cookie = await signInCookie(server.url, 'esha@example.com', 'rain on the terracotta roof');
    const refused = await runNode('scripts/admin-reset-password.ts', ['--email', 'esha@example.com', '--password', 'password'], {
      DATA_DIR: dataDir,
    });
    expect(refused.code).not.toBe(0);
    const reset = await runNode(
      'scripts/admin-reset-password.ts',
      ['--email', 'Esha@Example.com', '--password', 'kites over cubbon park'],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(reset.code, reset.stderr).toBe(0);
    // The owner's two-step sign-in (turned on above) goes off only when asked.
    const owner = await runNode(
      'scripts/admin-reset-password.ts',
      ['--email', 'owner@example.com', '--password', PASSWORD, '--clear-two-step'],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(owner.code, owner.stderr).toBe(0);
    expect(owner.stdout).toContain('Two-step sign-in is off for them.');
    expect((await postSignIn(server.url, 'owner@example.com', PASSWORD)).location).toBe('/admin');
    expect(reset.stdout).toContain('The password of esha@example.com is changed');
    expect((await fetch(`${server.url}/admin/account`, { headers: { Cookie: cookie }, redirect: 'manual' })).status).toBe(302);
    expect((await postSignIn(server.url, 'esha@example.com', 'kites over cubbon park')).status).toBe(302);
  });
});

// The customer's project room over HTTP (decision 174), against the production app in the test's
// process with a real SMTP server: the link e-mailed as the project starts, the code step, the
// device cookie, and who gets what on every room route and on the staff's 'Copy room link' /
// 'Send room link': a visitor, a wrong or old link, another project's device, an Editor, a Sales
// member on another's lead, the lead's Sales member and an Admin.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectToSocket, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions, projectMilestones, taxDocuments } from '#db/schema.ts';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { documentParticulars } from '#app/features/billing/documents.server.ts';
import { renewRoomLink } from '#app/features/room/room-link.server.ts';
import { acceptedVersion, STUDIO } from '../support/billing.ts';
import { signInCookie } from '../support/admin-http.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';
import { startSmtpServer } from '../support/leads.ts';
import type { MailServer } from '../support/leads.ts';
import { until } from '../support/waiting.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'carved teak doors and brass handles';
type Role = 'admin' | 'editor' | 'sales' | 'otherSales';

describe('the customer’s project room', () => {
  let server: InProcessServer;
  let smtp: MailServer;
  let socket: { db: Database; close(): Promise<void> };
  const cookies: Record<Role, string> = { admin: '', editor: '', sales: '', otherSales: '' };
  const rooms = {} as Record<'mine' | 'theirs', { projectId: string; email: string; token: string; documentId: string }>;

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  const post = (path: string, body: Record<string, string>, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: server.url },
      body: new URLSearchParams(body),
    });
  const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));

  async function member(email: string, role: 'admin' | 'editor' | 'sales'): Promise<string> {
    await createAdminUser(socket.db, email, PASSWORD);
    const [row] = await queryRows<{ id: string }>(
      socket.db,
      sql`update user_roles set role = ${role} where user_id = (select id from users where email = ${email}) returning user_id as id`,
    );
    return row!.id;
  }

  /** An accepted project with a receipt voucher, its room link as e-mailed when it started. */
  async function startedProject(name: string, serial: number, assignedTo: string | null) {
    const { leadId, versionId } = await acceptedVersion(socket.db, { name });
    if (assignedTo) await socket.db.update(contactSubmissions).set({ assignedTo }).where(eq(contactSubmissions.id, leadId));
    const { project } = await socket.db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId));
    const [milestone] = await socket.db.select().from(projectMilestones).where(eq(projectMilestones.projectId, project.id)).limit(1);
    const number = `RV/2026-27/${String(serial).padStart(4, '0')}`;
    const line = { taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 };
    const particulars = documentParticulars({
      kind: 'receipt_voucher',
      number,
      issuedOn: '2026-11-20',
      studio: STUDIO,
      customer: { name, address: 'HSR Layout, Bengaluru', gstin: null },
      placeOfSupply: '29',
      line: { description: 'Advance', sac: '998391', ...line },
    });
    const [voucher] = await socket.db
      .insert(taxDocuments)
      .values({
        kind: 'receipt_voucher',
        number,
        financialYear: '2026-27',
        serial,
        issuedOn: '2026-11-20',
        projectId: project.id,
        milestoneId: milestone!.id,
        ...line,
        totalPaise: 118_000,
        particulars,
      })
      .returning({ id: taxDocuments.id });
    await until(() => mailsTo(project.customerEmail).length > 0, 20_000);
    const mail = mailsTo(project.customerEmail)[0]!;
    expect(mail.subject).toBe('Your project room at Aangan Interiors');
    const token = /\/room\/([A-Za-z0-9_-]{54})/.exec(mail.text)![1]!;
    return { projectId: project.id, email: project.customerEmail, token, documentId: voucher!.id };
  }

  /** Lets a device into `room` with the code e-mailed: its cookie ('aangan_room=…'). */
  async function letIn(room: { token: string; email: string }): Promise<string> {
    const before = mailsTo(room.email).length;
    expect((await post(`/room/${room.token}`, { intent: 'send-code' })).status).toBe(200);
    await until(() => mailsTo(room.email).length > before);
    const code = /\b(\d{6})\b/.exec(mailsTo(room.email).at(-1)!.text)![1]!;
    const opened = await post(`/room/${room.token}`, { intent: 'verify', code });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/room/${room.token}`);
    const setCookie = opened.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^aangan_room=[A-Za-z0-9_-]{43}; Path=\/room; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure$/);
    return setCookie.split(';')[0]!;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startInProcess({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: 'studio@example.com' });
    socket = connectToSocket(server.dataDir);
    await member('owner@example.com', 'admin');
    const salesId = await member('sales@example.com', 'sales');
    await member('other.sales@example.com', 'sales');
    await member('editor@example.com', 'editor');
    cookies.admin = await signInCookie(server.url, 'owner@example.com', PASSWORD);
    cookies.sales = await signInCookie(server.url, 'sales@example.com', PASSWORD);
    cookies.otherSales = await signInCookie(server.url, 'other.sales@example.com', PASSWORD);
    cookies.editor = await signInCookie(server.url, 'editor@example.com', PASSWORD);
    rooms.mine = await startedProject('Priya Roomholder', 101, salesId);
    rooms.theirs = await startedProject('Arjun Otherroom', 102, null);
  });
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    await smtp?.close();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('asks a new device for a code, tells nothing of the project, and is never indexed, cached or referred', async () => {
    const page = await get(`/room/${rooms.mine.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Email me a code');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toContain('Priya Roomholder');
    expect(html).not.toContain('RV/2026-27/0101');
    expect(html).not.toContain('/admin');
    // Downloads without a device: nothing.
    expect((await get(`/room/${rooms.mine.token}/documents/${rooms.mine.documentId}`)).status).toBe(404);
    expect((await get(`/room/${rooms.mine.token}/quotation`)).status).toBe(404);
    // A wrong code's shape and a wrong code are 400 with the words, nothing let in.
    const shape = await post(`/room/${rooms.mine.token}`, { intent: 'verify', code: '12ab' });
    expect(shape.status).toBe(400);
    expect(await shape.text()).toContain('Enter the 6 digits from the e-mail.');
    expect(server.output()).not.toContain(rooms.mine.token);
  });

  it('lets the device in with the e-mailed code and remembers it; downloads only this project’s documents', async () => {
    const device = await letIn(rooms.mine);
    const page = await get(`/room/${rooms.mine.token}`, device);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ['Priya Roomholder', 'Payments', 'Documents', 'RV/2026-27/0101', 'Accepted quotation']) expect(html).toContain(text);
    expect(html).not.toContain('Email me a code');
    const pdf = await get(`/room/${rooms.mine.token}/documents/${rooms.mine.documentId}`, device);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="RV-2026-27-0101.pdf"');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const quotation = await get(`/room/${rooms.mine.token}/quotation`, device);
    expect(quotation.status).toBe(200);
    expect(quotation.headers.get('content-type')).toBe('application/pdf');

    // Another project's document through this room, this device in another project's room: nothing.
    expect((await get(`/room/${rooms.mine.token}/documents/${rooms.theirs.documentId}`, device)).status).toBe(404);
    expect((await get(`/room/${rooms.mine.token}/documents/not-a-document`, device)).status).toBe(404);
    expect((await get(`/room/${rooms.theirs.token}/documents/${rooms.theirs.documentId}`, device)).status).toBe(404);
    expect((await get(`/room/${rooms.theirs.token}/quotation`, device)).status).toBe(404);
    const theirs = await (await get(`/room/${rooms.theirs.token}`, device)).text();
    expect(theirs).toContain('Email me a code');
    expect(theirs).not.toContain('Arjun Otherroom');
    expect(theirs).not.toContain('RV/2026-27/0102');
    // A cookie that is no device: the code step.
    expect(await (await get(`/room/${rooms.mine.token}`, `aangan_room=${'A'.repeat(43)}`)).text()).toContain('Email me a code');
  });

  it('answers a wrong or old link 404 with no data on every room route', async () => {
    const device = await letIn(rooms.theirs);
    const wrong = rooms.theirs.token.slice(0, 40) + (rooms.theirs.token[40] === 'A' ? 'B' : 'A') + rooms.theirs.token.slice(41);
    await renewRoomLink(socket.db, { projectId: rooms.theirs.projectId, actorId: null });
    for (const token of [rooms.theirs.token, wrong, 'A'.repeat(54), 'x']) {
      for (const path of [`/room/${token}`, `/room/${token}/quotation`, `/room/${token}/documents/${rooms.theirs.documentId}`]) {
        const answer = await get(path, device);
        expect(answer.status, path).toBe(404);
        expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        const body = await answer.text();
        expect(body).not.toContain('Arjun Otherroom');
        expect(body).not.toContain('RV/2026-27/0102');
      }
      expect((await post(`/room/${token}`, { intent: 'send-code' })).status).toBe(404);
    }
  });

  it("gives 'Copy room link' and 'Send room link' to an Admin and the lead's Sales member only", async () => {
    const path = `/admin/customer-projects/${rooms.mine.projectId}/room-link`;
    const visitor = await post(path, { intent: 'copy' });
    expect([302, 401, 403]).toContain(visitor.status);
    expect(await visitor.text()).not.toContain('/room/');
    const editor = await post(path, { intent: 'copy' }, cookies.editor);
    expect(editor.status).toBe(403);
    expect(await editor.text()).not.toContain('/room/');
    const other = await post(path, { intent: 'copy' }, cookies.otherSales);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain('/room/');
    for (const who of ['sales', 'admin'] as const) {
      const copied = (await (await post(path, { intent: 'copy' }, cookies[who])).json()) as { ok: boolean; link: string };
      expect(copied.link.endsWith(`/room/${rooms.mine.token}`)).toBe(true);
    }
    const before = mailsTo(rooms.mine.email).length;
    const sent = await post(path, { intent: 'send' }, cookies.sales);
    expect(sent.status).toBe(200);
    await until(() => mailsTo(rooms.mine.email).length === before + 1);
    expect(mailsTo(rooms.mine.email).at(-1)!.text).toContain(`/room/${rooms.mine.token}`);
    expect((await post(path, { intent: 'nonsense' }, cookies.admin)).status).toBe(400);
    expect((await get(path, cookies.admin)).status).toBe(405);
    const page = await (await get(`/admin/customer-projects/${rooms.mine.projectId}`, cookies.sales)).text();
    expect(page).toContain('Copy room link');
    expect(page).toContain('Send room link');
  });

  it('limits codes per link and address: 429 with Retry-After and the words', async () => {
    const room = rooms.mine;
    let last: Response | null = null;
    for (let index = 0; index < 6; index += 1) last = await post(`/room/${room.token}`, { intent: 'send-code' });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.text()).toContain('Too many codes asked for from here. Please try again in');
  });
});

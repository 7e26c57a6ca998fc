// 'Request payment', the customer's `/pay/{token}` page and Razorpay's webhook over HTTP, against
// the production app in the test's process, with a local server speaking Razorpay's Payment Links
// API and signing webhooks as Razorpay does (the network's edge is the only stand-in).
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectToSocket } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions, payments, projectMilestones } from '#db/schema.ts';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { acceptedVersion, setStudioDetails } from '../support/billing.ts';
import { signInCookie } from '../support/admin-http.ts';
import { startFakeRazorpay } from '../support/fake-razorpay.ts';
import type { FakeRazorpay } from '../support/fake-razorpay.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'carved teak doors and brass handles';

describe('a customer pays a milestone by its link', () => {
  let server: InProcessServer;
  let razorpay: FakeRazorpay;
  let socket: { db: Database; close(): Promise<void> };
  const cookies: Record<'admin' | 'assignee' | 'other', string> = { admin: '', assignee: '', other: '' };
  let projectId: string;
  let milestoneId: string;
  let leadId: string;

  const post = (path: string, body: BodyInit, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...(cookie ? { Cookie: cookie, Origin: server.url } : {}), ...headers },
      body,
    });

  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    server = await startInProcess({
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    });
    socket = connectToSocket(server.dataDir);
    for (const [who, role] of [
      ['admin', 'admin'],
      ['assignee', 'sales'],
      ['other', 'sales'],
    ] as const) {
      const email = `${who}@example.com`;
      await createAdminUser(socket.db, email, PASSWORD);
      await socket.db.execute(sql`update user_roles set role = ${role} where user_id = (select id from users where email = ${email})`);
      cookies[who] = await signInCookie(server.url, email, PASSWORD);
    }
    await setStudioDetails(socket.db);
    const version = await acceptedVersion(socket.db, { name: 'Meera Payer', taxablePaise: 1_000_000 });
    leadId = version.leadId;
    await socket.db.execute(
      sql`update contact_submissions set assigned_to = (select id from users where email = 'assignee@example.com') where id = ${leadId}`,
    );
    const { project } = await socket.db.transaction((tx) => createProjectForAcceptedVersion(tx, version.versionId));
    projectId = project.id;
    const [booking] = await socket.db
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId))
      .orderBy(projectMilestones.position);
    milestoneId = booking!.id;
  });
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    await razorpay?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('asks for payment, shows the page for a phone with the UPI link, refuses other links, and records a gateway payment once', async () => {
    const settings = new URLSearchParams({
      upiId: 'aangan@okaxis',
      payeeName: 'Aangan Interiors',
      bankAccountName: 'Aangan Interiors LLP',
      bankAccountNumber: '50200012345678',
      bankIfsc: 'HDFC0001234',
      sacDesign: '998391',
      sacWorks: '9954',
      reminderAfterDays: '3',
    });
    expect((await post('/admin/payment-settings', settings, cookies.assignee)).status).toBe(403);
    expect((await post('/admin/payment-settings', settings, cookies.admin)).status).toBe(200);
    const settingsPage = await (await fetch(`${server.url}/admin/payment-settings`, { headers: { Cookie: cookies.admin } })).text();
    expect(settingsPage).toContain('Online payment is on');
    expect(settingsPage).not.toContain(razorpay.keySecret);
    expect(settingsPage).not.toContain(razorpay.webhookSecret);

    const request = `/admin/customer-projects/${projectId}/milestones/${milestoneId}/request-payment`;
    // Sales on another member's lead: refused, nothing made.
    expect((await post(request, new URLSearchParams(), cookies.other)).status).toBe(403);
    const [untouched] = await socket.db.select().from(projectMilestones).where(eq(projectMilestones.id, milestoneId));
    expect(untouched!.payLinkHash).toBeNull();
    const first = (await (await post(request, new URLSearchParams(), cookies.assignee)).json()) as { ok: true; link: string };
    expect(first.link).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    const firstToken = first.link.split('/pay/')[1]!;

    const page = await fetch(`${server.url}/pay/${firstToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    const reference = `AANGAN-${leadId.replace(/-/g, '').slice(0, 8).toUpperCase()}-M1`;
    expect(html).toContain('₹1,180');
    expect(html).toContain('Meera Payer');
    expect(html).toContain('On booking');
    expect(html).toContain(`upi://pay?pa=aangan%40okaxis&amp;pn=Aangan%20Interiors&amp;am=1180.00&amp;cu=INR`);
    expect(html).toContain(`tr=${reference}`);
    expect(html).toMatch(/<svg role="img" aria-label="UPI QR code to pay ₹1,180"/);
    expect(html).toContain('HDFC0001234');
    expect(html).toContain(`Reference to quote`);
    expect(html).toContain('https://rzp.io/i/');
    expect(html).not.toContain('/admin');
    // One Razorpay link for the request, however often the page is opened.
    await fetch(`${server.url}/pay/${firstToken}`);
    expect(razorpay.links.filter((link) => link.notes.milestone_id === milestoneId)).toHaveLength(1);

    // A new request replaces the link: the old one, a wrong one and a revoked one say nothing.
    const second = (await (await post(request, new URLSearchParams(), cookies.admin)).json()) as { ok: true; link: string };
    const secondToken = second.link.split('/pay/')[1]!;
    for (const token of [firstToken, 'A'.repeat(43), 'x']) {
      const refused = await fetch(`${server.url}/pay/${token}`);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('x-robots-tag')).toContain('noindex');
      const body = await refused.text();
      expect(body).not.toContain('Meera Payer');
      expect(body).not.toContain('1,180');
    }
    expect((await fetch(`${server.url}/pay/${secondToken}`)).status).toBe(200);

    // Razorpay's webhook: a bad signature is refused and records nothing; a good one twice records once.
    const link = razorpay.links.find((one) => one.notes.milestone_id === milestoneId)!;
    const forged = razorpay.paidDelivery(link, { secret: 'not-the-secret' });
    expect((await post('/api/payments/razorpay/webhook', forged.body, undefined, forged.headers)).status).toBe(401);
    expect(await socket.db.select().from(payments).where(eq(payments.milestoneId, milestoneId))).toEqual([]);
    const delivery = razorpay.paidDelivery(link, { amount: 118_000 });
    expect((await post('/api/payments/razorpay/webhook', delivery.body, undefined, delivery.headers)).status).toBe(200);
    expect((await post('/api/payments/razorpay/webhook', delivery.body, undefined, delivery.headers)).status).toBe(200);
    const recorded = await socket.db.select().from(payments).where(eq(payments.milestoneId, milestoneId));
    expect(recorded.map((payment) => [payment.amountPaise, payment.mode, payment.source])).toEqual([[118_000, 'online', 'gateway']]);
    expect(await (await fetch(`${server.url}/pay/${secondToken}`)).text()).toContain('This milestone is paid');

    // A revoked link: nothing.
    await socket.db.update(projectMilestones).set({ payLinkHash: null, payLinkSealed: null }).where(eq(projectMilestones.id, milestoneId));
    expect((await fetch(`${server.url}/pay/${secondToken}`)).status).toBe(404);
    expect((await socket.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, leadId)))[0]!.name).toBe('Meera Payer');
  });
});

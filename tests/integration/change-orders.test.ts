// Change orders over HTTP, against the production app in the test's process: who may open and post
// 'Change order' (a visitor, an Editor, a Sales member on another's lead, the lead's Sales member,
// an Admin), and the customer's /change/{token}: a wrong, withdrawn or expired link is 404 and
// shows nothing; a live one shows what changed and is accepted with the code, moving the project's value.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectToSocket, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { changeOrders, contactSubmissions, customerProjects, projectMilestones } from '#db/schema.ts';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { issueChangeOrderCode, sendChangeOrder } from '#app/features/billing/change-orders/change-orders.server.ts';
import { acceptedVersion } from '../support/billing.ts';
import { signInCookie } from '../support/admin-http.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'carved teak doors and brass handles';
const loft = { item: 'Loft', description: 'BWP plywood', quantity: 1, unit: 'nos', ratePaise: 2_000_000 };

describe('change orders over HTTP', () => {
  let server: InProcessServer;
  let socket: { db: Database; close(): Promise<void> };
  let projectId: string;
  let adminId: string;
  const cookies: Record<'admin' | 'editor' | 'sales' | 'otherSales', string> = { admin: '', editor: '', sales: '', otherSales: '' };

  async function member(email: string, role: 'admin' | 'editor' | 'sales'): Promise<string> {
    await createAdminUser(socket.db, email, PASSWORD);
    const [row] = await queryRows<{ id: string }>(
      socket.db,
      sql`update user_roles set role = ${role} where user_id = (select id from users where email = ${email}) returning user_id as id`,
    );
    return row!.id;
  }

  const editorPath = () => `/admin/customer-projects/${projectId}/change-orders/new`;
  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  const post = (path: string, body: Record<string, string>, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: server.url },
      body: new URLSearchParams(body),
    });
  const storedChangeOrders = async () => (await socket.db.select().from(changeOrders).where(eq(changeOrders.projectId, projectId))).length;

  beforeAll(async () => {
    server = await startInProcess();
    socket = connectToSocket(server.dataDir);
    adminId = await member('owner@example.com', 'admin');
    const salesId = await member('sales@example.com', 'sales');
    await member('other.sales@example.com', 'sales');
    await member('editor@example.com', 'editor');
    cookies.admin = await signInCookie(server.url, 'owner@example.com', PASSWORD);
    cookies.sales = await signInCookie(server.url, 'sales@example.com', PASSWORD);
    cookies.otherSales = await signInCookie(server.url, 'other.sales@example.com', PASSWORD);
    cookies.editor = await signInCookie(server.url, 'editor@example.com', PASSWORD);
    const { leadId, versionId } = await acceptedVersion(socket.db, { name: 'Kavitha Changeorder', taxablePaise: 6_000_000 });
    await socket.db.update(contactSubmissions).set({ assignedTo: salesId }).where(eq(contactSubmissions.id, leadId));
    const { project } = await socket.db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId));
    projectId = project.id;
  });
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("lets an Admin and the lead's Sales member open 'Change order', and no one else", async () => {
    const visitor = await get(editorPath());
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/^\/admin-login/);
    const editor = await get(editorPath(), cookies.editor);
    expect(editor.status).toBe(403);
    expect(await editor.text()).not.toContain('Kavitha Changeorder');
    const other = await get(editorPath(), cookies.otherSales);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain('Kavitha Changeorder');
    for (const cookie of [cookies.sales, cookies.admin]) {
      const page = await get(editorPath(), cookie);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Change order');
      expect(html).toContain('Send to customer');
    }
    expect((await get(`/admin/customer-projects/${projectId}`, cookies.sales)).status).toBe(200);
    expect(await (await get(`/admin/customer-projects/${projectId}`, cookies.admin)).text()).toContain('Change order');
  });

  it('refuses a change order from those who may not send one, and bad input with field errors, storing nothing', async () => {
    const payload = JSON.stringify({ sections: [{ title: 'Kitchen', lines: [loft] }], spread: 'open_milestones' });
    expect((await post(editorPath(), { payload })).status).toBe(302);
    expect((await post(editorPath(), { payload }, cookies.editor)).status).toBe(403);
    expect((await post(editorPath(), { payload }, cookies.otherSales)).status).toBe(404);
    const bad = await post(
      editorPath(),
      { payload: JSON.stringify({ sections: [{ title: 'Kitchen', lines: [{ ...loft, quantity: -1 }] }], spread: 'later' }) },
      cookies.admin,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Choose how the difference is paid.');
    expect((await post(editorPath(), { payload: 'not json' }, cookies.admin)).status).toBe(400);
    expect(await storedChangeOrders()).toBe(0);
    // The lead's Sales member sends it: without e-mail on this server, the link is shown once.
    const sent = await post(editorPath(), { payload }, cookies.sales);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toMatch(/Change order <!-- -->1<!-- --> sent|Change order 1 sent/);
    expect(await storedChangeOrders()).toBe(1);
  });

  it('answers 404 with nothing of the project for a wrong, a withdrawn and an expired link; a live one is accepted with the code', async () => {
    const wrong = await get(`/change/${'A'.repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(wrong.headers.get('referrer-policy')).toBe('no-referrer');

    const sections = [{ title: 'Kitchen', lines: [loft] }];
    const withdrawn = await sendChangeOrder(socket.db, { projectId, input: { sections, spread: 'open_milestones' }, actorId: adminId });
    const expired = await sendChangeOrder(socket.db, { projectId, input: { sections, spread: 'open_milestones' }, actorId: adminId });
    if (!expired.ok || !('token' in expired) || !withdrawn.ok || !('token' in withdrawn)) throw new Error('not sent');
    await socket.db
      .update(changeOrders)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(changeOrders.id, expired.changeOrder.id));
    for (const token of [withdrawn.token, expired.token]) {
      const page = await get(`/change/${token}`);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain('Kavitha Changeorder');
      expect((await post(`/change/${token}`, { intent: 'accept', name: 'Kavitha Changeorder', agree: 'on' })).status).toBe(404);
    }

    const live = await sendChangeOrder(socket.db, { projectId, input: { sections, spread: 'open_milestones' }, actorId: adminId });
    if (!live.ok || !('token' in live)) throw new Error('not sent');
    const page = await get(`/change/${live.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Loft');
    expect(html).toContain('Accept change order');
    // Asking for the code checks the name and the tick first.
    const noTick = await post(`/change/${live.token}`, { intent: 'accept', name: 'Kavitha Changeorder' });
    expect(noTick.status).toBe(400);
    expect(await noTick.text()).toContain('Tick the box to accept the change order and its new total.');
    const asked = await post(`/change/${live.token}`, { intent: 'accept', name: 'Kavitha Changeorder', agree: 'on' });
    expect(asked.status).toBe(200);
    const code = await issueChangeOrderCode(socket.db, { token: live.token });
    if (!code.ok) throw new Error('no code');
    const wrongCode = await post(`/change/${live.token}`, {
      intent: 'accept',
      name: 'Kavitha Changeorder',
      agree: 'on',
      code: code.code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.status).toBe(400);
    const accepted = await post(`/change/${live.token}`, { intent: 'accept', name: 'Kavitha Changeorder', agree: 'on', code: code.code });
    expect(accepted.status).toBe(200);
    const [project] = await socket.db.select().from(customerProjects).where(eq(customerProjects.id, projectId));
    // The helper's contract has no stored lines: the new list is the loft alone, ₹20,000 with 18% GST.
    expect(project!.currentValuePaise).toBe(2_360_000);
    const milestones = await socket.db.select().from(projectMilestones).where(eq(projectMilestones.projectId, projectId));
    expect(milestones.reduce((sum, milestone) => sum + milestone.amountPaise, 0)).toBe(2_360_000);
    expect(await (await get(`/change/${live.token}`)).text()).toContain('Accepted on');
  });
});

// GET /admin/documents/:documentId/pdf against the production app in the test's process: an
// issued tax invoice's A4 PDF, opened inline as 'INV-2026-27-0001.pdf', for an Admin and for the
// Sales member whose lead the project is; a visitor is sent to sign in, an Editor refused, another
// Sales member told there is no such document. The second download serves the bytes kept.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectToSocket } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions, documentPdfs, projectMilestones } from '#db/schema.ts';
import type { TaxDocumentRow } from '#db/schema.ts';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import type { DocumentParticulars } from '#app/features/billing/documents.server.ts';
import { acceptedVersion, setStudioDetails } from '../support/billing.ts';
import { signInCookie } from '../support/admin-http.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'carved teak doors and brass handles';

describe('a GST document’s PDF for staff', () => {
  let server: InProcessServer;
  let socket: { db: Database; close(): Promise<void> };
  let invoice: TaxDocumentRow;
  const cookies: Record<'admin' | 'editor' | 'sales' | 'otherSales', string> = { admin: '', editor: '', sales: '', otherSales: '' };
  const pdfPath = () => `/admin/documents/${invoice.id}/pdf`;
  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

  beforeAll(async () => {
    server = await startInProcess();
    socket = connectToSocket(server.dataDir);
    const ids: Record<string, string> = {};
    for (const [who, role] of [
      ['admin', 'admin'],
      ['editor', 'editor'],
      ['sales', 'sales'],
      ['otherSales', 'sales'],
    ] as const) {
      const email = `${who.toLowerCase()}@example.com`;
      await createAdminUser(socket.db, email, PASSWORD);
      const { rows } = await socket.db.execute<{ id: string }>(
        sql`update user_roles set role = ${role} where user_id = (select id from users where email = ${email}) returning user_id as id`,
      );
      ids[who] = rows[0]!.id;
      cookies[who] = await signInCookie(server.url, email, PASSWORD);
    }
    await setStudioDetails(socket.db);
    const { leadId, versionId } = await acceptedVersion(socket.db, { name: 'Meera Rao' });
    await socket.db.update(contactSubmissions).set({ assignedTo: ids.sales }).where(eq(contactSubmissions.id, leadId));
    const { project } = await socket.db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId));
    const [booking] = await socket.db
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, project.id))
      .orderBy(projectMilestones.position);
    invoice = await issueTaxInvoice(socket.db, booking!.id, ids.admin!, { now: new Date('2026-12-01T05:00:00Z') });
  });
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('sends a visitor to sign in, refuses an Editor, and shows another Sales member no such document', async () => {
    const visitor = await get(pdfPath());
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain('/admin-login');
    const editor = await get(pdfPath(), cookies.editor);
    expect(editor.status).toBe(403);
    expect(editor.headers.get('content-type')).not.toContain('application/pdf');
    const other = await get(pdfPath(), cookies.otherSales);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('No such document.');
    expect((await get('/admin/documents/not-a-document/pdf', cookies.admin)).status).toBe(404);
  });

  it('opens the tax invoice inline as INV-2026-27-0001.pdf for an Admin, with every particular, and serves the kept bytes again to its Sales member', async () => {
    expect(invoice.number).toBe('INV/2026-27/0001');
    const first = await get(pdfPath(), cookies.admin);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe('inline; filename="INV-2026-27-0001.pdf"');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await first.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    const printed = invoice.particulars as DocumentParticulars;
    for (const expected of ['Tax invoice', 'INV/2026-27/0001', 'CGST 9%', 'SGST 9%', 'Karnataka (29)', printed.totalInWords])
      expect(text).toContain(expected);

    const kept = await socket.db.select().from(documentPdfs).where(eq(documentPdfs.documentId, invoice.id));
    expect(kept).toHaveLength(1);
    const second = await get(pdfPath(), cookies.sales);
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(await socket.db.select({ at: documentPdfs.renderedAt }).from(documentPdfs)).toEqual([{ at: kept[0]!.renderedAt }]);
  });
});

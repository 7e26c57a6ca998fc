// 'Export for accounts' over HTTP (decision 167), against the production app in the test's
// process: an Admin downloads a CSV file (text/csv, an attachment) with the receipt voucher and tax
// invoice of a project in the range; a Sales member gets only their own leads' documents; a bad
// range answers 400 with its message and no file.
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectToSocket } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions, projectMilestones } from '#db/schema.ts';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import { issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import { EXPORT_TEXTS } from '#app/features/billing/payments-screen/accounts-export.ts';
import { signInCookie } from '../support/admin-http.ts';
import { acceptedVersion, setStudioDetails } from '../support/billing.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'carved teak doors and brass handles';

describe("'Export for accounts' over HTTP", () => {
  let server: InProcessServer;
  let socket: { db: Database; close(): Promise<void> };
  let adminCookie: string;
  let salesCookie: string;
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const range = `from=${today.slice(0, 7)}-01&to=${today}`;

  beforeAll(async () => {
    server = await startInProcess();
    socket = connectToSocket(server.dataDir);
    const db = socket.db;
    for (const email of ['admin@example.com', 'sales@example.com']) await createAdminUser(db, email, PASSWORD);
    await db.execute(sql`update user_roles set role = 'sales' where user_id = (select id from users where email = 'sales@example.com')`);
    const [admin] = (await db.execute<{ id: string }>(sql`select id from users where email = 'admin@example.com'`)).rows;
    await setStudioDetails(db);
    // Jaya's project: ₹180 by UPI on her booking (a receipt voucher) and her second stage invoiced.
    const { versionId } = await acceptedVersion(db, { name: 'Jaya Iyer', taxablePaise: 1_000_000 });
    const { project } = await db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId));
    const stage = async (position: number) =>
      (
        await db
          .select()
          .from(projectMilestones)
          .where(and(eq(projectMilestones.projectId, project.id), eq(projectMilestones.position, position)))
      )[0]!;
    const paid = await recordPayment(
      db,
      { milestoneId: (await stage(1)).id, amountPaise: 18_000, receivedOn: today, mode: 'upi', reference: 'UTR4455' },
      admin!.id,
    );
    expect(paid.ok).toBe(true);
    await issueTaxInvoice(db, (await stage(2)).id, admin!.id);
    expect((await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, project.leadId)))[0]!.assignedTo).toBeNull();
    adminCookie = await signInCookie(server.url, 'admin@example.com', PASSWORD);
    salesCookie = await signInCookie(server.url, 'sales@example.com', PASSWORD);
  });
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('downloads one row per document as text/csv for an Admin', async () => {
    const response = await fetch(`${server.url}/admin/payments/export?${range}`, { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="documents-${today.slice(0, 7)}-01-to-${today}.csv"`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Type,Number,Customer,GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Total,Mode,Reference');
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes('Receipt voucher'))).toMatch(
      new RegExp(
        `^${today},Receipt voucher,RV/\\d{4}-\\d{2}/0001,Jaya Iyer,,Karnataka \\(29\\),152\\.54,13\\.73,13\\.73,0\\.00,180\\.00,UPI,UTR4455$`,
      ),
    );
    expect(lines.find((line) => line.includes('Tax invoice'))).toMatch(
      new RegExp(
        `^${today},Tax invoice,INV/\\d{4}-\\d{2}/0001,Jaya Iyer,,Karnataka \\(29\\),4000\\.00,360\\.00,360\\.00,0\\.00,4720\\.00,,$`,
      ),
    );
  });

  it("gives a Sales member only their own leads' documents, and a backwards range 400 with its message", async () => {
    const own = await fetch(`${server.url}/admin/payments/export?${range}`, { headers: { Cookie: salesCookie } });
    expect(own.status).toBe(200);
    expect(
      (await own.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    const backwards = await fetch(`${server.url}/admin/payments/export?from=${today}&to=2020-01-01`, { headers: { Cookie: adminCookie } });
    expect(backwards.status).toBe(400);
    expect(backwards.headers.get('content-type')).not.toContain('text/csv');
    expect(await backwards.text()).toContain(EXPORT_TEXTS.order);
  });
});

import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { connectToSocket } from '#app/lib/db.server.ts';
import { projectMilestones } from '#db/schema.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import { issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import { acceptedVersion } from '../support/billing.ts';
import { fillStudioDetails } from '../support/studio.ts';
import { serverDataDir } from './support/servers.ts';
import { expect, query, test, uniqueTag } from './admin-fixtures.ts';

// 'Payments' and 'Export for accounts' (decision 167). The admin server is shared with the specs
// running beside this one: every assertion is about this test's own project.

const DAY_MS = 24 * 60 * 60 * 1000;

test("'Payments' lists a project's outstanding amount by age and 'Export for accounts' downloads its documents' rows", async ({
  adminPage: page,
  admin,
}) => {
  const tag = uniqueTag();
  const name = `Payer ${tag}`;
  const utr = `UTR${tag}`.toUpperCase();
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  // A project of ₹11,800 (₹1,180 / ₹4,720 / ₹5,900): its booking asked 40 days ago and ₹180 of it
  // paid by UPI today (a receipt voucher), its second stage invoiced today.
  const { db, close } = connectToSocket(serverDataDir('admin'));
  try {
    const [me] = await query<{ id: string }>('select id from users where email = $1', [admin.email.toLowerCase()]);
    await fillStudioDetails(db, me!.id);
    const { versionId } = await acceptedVersion(db, { name, taxablePaise: 1_000_000 });
    const { project } = await db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId, { by: me!.id }));
    const stage = async (position: number) =>
      (
        await db
          .select()
          .from(projectMilestones)
          .where(and(eq(projectMilestones.projectId, project.id), eq(projectMilestones.position, position)))
      )[0]!;
    const [booking, signOff] = [await stage(1), await stage(2)];
    await db
      .update(projectMilestones)
      .set({ status: 'requested', requestedAt: new Date(Date.now() - 40 * DAY_MS) })
      .where(eq(projectMilestones.id, booking.id));
    const paid = await recordPayment(
      db,
      { milestoneId: booking.id, amountPaise: 18_000, receivedOn: today, mode: 'upi', reference: utr },
      me!.id,
    );
    expect(paid.ok).toBe(true);
    await issueTaxInvoice(db, signOff.id, me!.id);
  } finally {
    await close();
  }

  await page.goto('/admin/payments');
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  const outstanding = page.getByRole('region', { name: 'Outstanding by project' });
  const row = outstanding.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  // Outstanding, then 0–30, 31–60, 61–90 and over 90 days.
  await expect(row.getByRole('cell')).toHaveText(['₹5,720', '₹4,720', '₹1,000', '–', '–']);

  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export for accounts' }).click();
  const download = await exporting;
  expect(download.suggestedFilename()).toMatch(/^documents-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Date,Type,Number,Customer,GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Total,Mode,Reference');
  const mine = lines.filter((line) => line.includes(`,${name},`));
  expect(mine).toHaveLength(2);
  expect(mine.find((line) => line.includes('Receipt voucher'))).toMatch(
    new RegExp(
      `^${today},Receipt voucher,RV/\\d{4}-\\d{2}/\\d{4},${name},,Karnataka \\(29\\),\\d+\\.\\d{2},\\d+\\.\\d{2},\\d+\\.\\d{2},0\\.00,180\\.00,UPI,${utr}$`,
    ),
  );
  expect(mine.find((line) => line.includes('Tax invoice'))).toMatch(
    new RegExp(
      `^${today},Tax invoice,INV/\\d{4}-\\d{2}/\\d{4},${name},,Karnataka \\(29\\),4000\\.00,360\\.00,360\\.00,0\\.00,4720\\.00,,$`,
    ),
  );
});

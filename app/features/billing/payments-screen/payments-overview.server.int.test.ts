// 'Payments' and 'Export for accounts' on both drivers: what is due, overdue and collected this
// month, each project's outstanding amount by age from its request or invoice, an Admin's view of
// every project and a Sales member's of their own, and one export row per document in the range.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { billingProject, setStudioDetails } from '../../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { auditLog, projectMilestones } from '#db/schema.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import { issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import { paymentsOverview } from '#app/features/billing/payments-screen/payments-overview.server.ts';
import { billingReport } from '#app/features/billing/payments-screen/billing-report.server.ts';
import { accountsExportRows, exportForAccounts } from '#app/features/billing/payments-screen/accounts-export.server.ts';
import { accountsExportSchema, ACCOUNTS_EXPORT_COLUMNS, EXPORT_TEXTS } from '#app/features/billing/payments-screen/accounts-export.ts';

describe.each(drivers)('payments overview on %s', (driver) => {
  let database: TestDatabase;
  let admin: string;
  let sales: string;
  const db = () => database.db;
  // A Sunday, 11:30 in India.
  const now = new Date('2026-11-29T06:00:00Z');

  /** A project of ₹11,800 (₹1,180 / ₹4,720 / ₹5,900) and its milestones in order. */
  const project = (name: string, assignedTo: string | null) => billingProject(db(), { name, taxablePaise: 1_000_000, assignedTo });
  const requested = (milestoneId: string, at: string) =>
    db()
      .update(projectMilestones)
      .set({ status: 'requested', requestedAt: new Date(at) })
      .where(eq(projectMilestones.id, milestoneId));
  let first: Awaited<ReturnType<typeof project>>;
  let second: Awaited<ReturnType<typeof project>>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    admin = (await insertStaffUser(db(), 'admin@example.com', 'admin')).id;
    sales = (await insertStaffUser(db(), 'sales@example.com', 'sales')).id;
    await setStudioDetails(db());
    first = await project('Anita Shetty', sales);
    second = await project('Bharath Gowda', null);
    // Anita's booking: asked 9 days ago, ₹500 of ₹1,180 paid by UPI; her second stage asked 89 days ago.
    await requested(first.milestones[0]!.id, '2026-11-20T06:00:00Z');
    const paid = await recordPayment(
      db(),
      { milestoneId: first.milestones[0]!.id, amountPaise: 50_000, receivedOn: '2026-11-21', mode: 'upi', reference: 'UTR778899' },
      admin,
      { now },
    );
    expect(paid.ok).toBe(true);
    await requested(first.milestones[1]!.id, '2026-09-01T06:00:00Z');
    // Bharath's: booking asked yesterday; second stage invoiced on 1 July (151 days); the last asked and paid in full in October.
    await requested(second.milestones[0]!.id, '2026-11-28T06:00:00Z');
    await issueTaxInvoice(db(), second.milestones[1]!.id, admin, { now: new Date('2026-07-01T06:00:00Z') });
    await requested(second.milestones[2]!.id, '2026-10-15T06:00:00Z');
    const full = await recordPayment(
      db(),
      { milestoneId: second.milestones[2]!.id, amountPaise: 590_000, receivedOn: '2026-10-20', mode: 'cheque', reference: '004512' },
      admin,
      { now },
    );
    expect(full.ok).toBe(true);
  });
  afterAll(async () => database?.cleanup());

  it("an Admin sees every project's due, overdue past 'Remind after', this month's collections and the ageing", async () => {
    const overview = await paymentsOverview(db(), { assignedTo: null }, { now });
    expect(overview).toMatchObject({
      duePaise: 68_000 + 472_000 + 118_000 + 472_000,
      // Asked more than 3 days ago: Anita's two, Bharath's invoiced stage.
      overduePaise: 68_000 + 472_000 + 472_000,
      // November's payments only (the cheque came in October).
      collectedThisMonthPaise: 50_000,
      remindAfterDays: 3,
      today: '2026-11-29',
      projectCount: 2,
      totals: { upTo30: 68_000 + 118_000, upTo60: 0, upTo90: 472_000, over90: 472_000 },
    });
    expect(overview.projects).toEqual([
      {
        id: second.project.id,
        leadId: second.project.leadId,
        customerName: 'Bharath Gowda',
        outstandingPaise: 590_000,
        ageing: { upTo30: 118_000, upTo60: 0, upTo90: 0, over90: 472_000 },
        oldestDays: 151,
      },
      {
        id: first.project.id,
        leadId: first.project.leadId,
        customerName: 'Anita Shetty',
        outstandingPaise: 540_000,
        ageing: { upTo30: 68_000, upTo60: 0, upTo90: 472_000, over90: 0 },
        oldestDays: 89,
      },
    ]);
  });

  it('a Sales member sees only the projects of their own leads', async () => {
    const overview = await paymentsOverview(db(), { assignedTo: sales }, { now });
    expect(overview).toMatchObject({ duePaise: 540_000, overduePaise: 540_000, collectedThisMonthPaise: 50_000, projectCount: 1 });
    expect(overview.projects.map((row) => row.customerName)).toEqual(['Anita Shetty']);
  });

  it('exports one row per document issued in the range, in rupees with two decimals, with the payment mode and reference', async () => {
    const november = await accountsExportRows(db(), { from: '2026-11-01', to: '2026-11-30' }, { assignedTo: null });
    expect(november[0]).toEqual([...ACCOUNTS_EXPORT_COLUMNS]);
    const body = november.slice(1);
    expect(body).toHaveLength(2);
    const anita = body.find((row) => row[3] === 'Anita Shetty')!;
    expect(anita.slice(0, 6)).toEqual(['2026-11-29', 'Receipt voucher', anita[2], 'Anita Shetty', '', 'Karnataka (29)']);
    expect(anita[2]).toMatch(/^RV\/2026-27\/\d{4}$/);
    const [taxable, cgst, sgst, igst, total] = anita.slice(6, 11).map((cell) => Math.round(Number(cell) * 100));
    expect(taxable! + cgst! + sgst! + igst!).toBe(50_000);
    expect(anita.slice(10)).toEqual(['500.00', 'UPI', 'UTR778899']);
    expect(igst).toBe(0);
    expect(total).toBe(50_000);
    for (const cell of anita.slice(6, 11)) expect(cell).toMatch(/^-?\d+\.\d{2}$/);
    const cheque = body.find((row) => row[3] === 'Bharath Gowda')!;
    expect(cheque.slice(10)).toEqual(['5900.00', 'Cheque', '004512']);

    const july = await accountsExportRows(db(), { from: '2026-07-01', to: '2026-07-01' }, { assignedTo: null });
    expect(july.slice(1).map((row) => [row[0], row[1], row[3], row[10], row[11], row[12]])).toEqual([
      ['2026-07-01', 'Tax invoice', 'Bharath Gowda', '4720.00', '', ''],
    ]);
    expect(july[1]![2]).toMatch(/^INV\/2026-27\/\d{4}$/);

    const own = await accountsExportRows(db(), { from: '2026-07-01', to: '2026-11-30' }, { assignedTo: sales });
    expect(own.slice(1).map((row) => row[3])).toEqual(['Anita Shetty']);
  });

  it('writes the file with a byte-order mark and CRLF, and records the export in the audit log', async () => {
    const csv = await exportForAccounts(db(), { from: '2026-11-01', to: '2026-11-30' }, { assignedTo: null, actorId: admin });
    expect(
      csv.startsWith('\uFEFFDate,Type,Number,Customer,GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Total,Mode,Reference\r\n'),
    ).toBe(true);
    expect(csv).toContain(',Karnataka (29),');
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'payments.export'));
    expect(entries.map((entry) => entry.details)).toEqual([{ from: '2026-11-01', to: '2026-11-30', rows: 2 }]);
  });

  it('refuses a range that is backwards, too long or not a date', () => {
    const messages = (input: unknown) => {
      const parsed = accountsExportSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ from: '2026-11-30', to: '2026-11-01' })).toEqual([EXPORT_TEXTS.order]);
    expect(messages({ from: '2025-01-01', to: '2026-11-01' })).toEqual([EXPORT_TEXTS.tooLong]);
    expect(messages({ from: '2026-02-30', to: '2026-03-01' })).toEqual([EXPORT_TEXTS.date]);
    expect(messages({ from: '2026-04-01', to: '2027-03-31' })).toEqual([]);
  });

  it("adds to 'Reports' invoiced and collected by month, outstanding by age and the median days from acceptance to the last payment", async () => {
    // Ira accepted on 1 October and paid her three stages by 10 November: 40 days.
    const { milestones: stages } = await billingProject(db(), {
      name: 'Ira Bhat',
      taxablePaise: 1_000_000,
      createdAt: new Date('2026-10-01T06:00:00Z'),
    });
    for (const [index, day] of ['2026-10-05', '2026-10-20', '2026-11-10'].entries()) {
      const paid = await recordPayment(
        db(),
        { milestoneId: stages[index]!.id, amountPaise: stages[index]!.amountPaise, receivedOn: day, mode: 'cash' },
        admin,
        {
          now,
        },
      );
      expect(paid.ok).toBe(true);
    }
    const report = await billingReport(db(), { from: '2026-07-01', to: '2026-11-30' }, now);
    expect(report.byMonth).toEqual([
      { month: '2026-07', invoicedPaise: 472_000, collectedPaise: 0 },
      { month: '2026-08', invoicedPaise: 0, collectedPaise: 0 },
      { month: '2026-09', invoicedPaise: 0, collectedPaise: 0 },
      { month: '2026-10', invoicedPaise: 0, collectedPaise: 590_000 + 118_000 + 472_000 },
      { month: '2026-11', invoicedPaise: 0, collectedPaise: 50_000 + 590_000 },
    ]);
    expect(report.outstanding).toEqual({ upTo30: 68_000 + 118_000, upTo60: 0, upTo90: 472_000, over90: 472_000 });
    expect(report).toMatchObject({ medianDaysToLastPayment: 40, projectsPaidInFull: 1 });
    expect((await billingReport(db(), { from: '2026-07-01', to: '2026-10-31' }, now)).medianDaysToLastPayment).toBeNull();
  });
});

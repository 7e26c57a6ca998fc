// 'Payments due' on both drivers: the assignee's milestones unpaid past 'Remind after', in 'My
// day' and in the 'Your day' e-mail; another member's, a paid one and one asked for yesterday are
// not there.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { billingProject, setStudioDetails } from '../../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { projectMilestones } from '#db/schema.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import { paymentsDueFor } from '#app/features/billing/payments-screen/payments-due.server.ts';
import { getMyDay } from '#app/features/sales/my-day/my-day.server.ts';
import { composeReminder } from '#app/features/sales/response/reminder-mails.server.ts';

describe.each(drivers)("'Payments due' on %s", (driver) => {
  let database: TestDatabase;
  let admin: string;
  let sales: string;
  let other: string;
  let projectId: string;
  const db = () => database.db;
  const now = new Date('2026-11-27T04:30:00Z');

  const project = async (name: string, assignedTo: string, askedAt: string[]) => {
    const { project, milestones } = await billingProject(db(), { name, taxablePaise: 1_000_000, assignedTo });
    for (const [index, at] of askedAt.entries())
      await db()
        .update(projectMilestones)
        .set({ status: 'requested', requestedAt: new Date(at) })
        .where(eq(projectMilestones.id, milestones[index]!.id));
    return { project, milestones };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    admin = (await insertStaffUser(db(), 'admin@example.com', 'admin')).id;
    sales = (await insertStaffUser(db(), 'sales@example.com', 'sales')).id;
    other = (await insertStaffUser(db(), 'other@example.com', 'sales')).id;
    await setStudioDetails(db());
    // Farah's booking asked 10 days ago (₹300 of ₹1,180 paid), her second stage yesterday; Gita's booking 10 days ago, paid in full.
    const farah = await project('Farah Khan', sales, ['2026-11-17T04:30:00Z', '2026-11-26T04:30:00Z']);
    projectId = farah.project.id;
    await recordPayment(
      db(),
      { milestoneId: farah.milestones[0]!.id, amountPaise: 30_000, receivedOn: '2026-11-18', mode: 'cash' },
      admin,
      {
        now,
      },
    );
    const gita = await project('Gita Menon', sales, ['2026-11-17T04:30:00Z']);
    await recordPayment(
      db(),
      { milestoneId: gita.milestones[0]!.id, amountPaise: 118_000, receivedOn: '2026-11-18', mode: 'cash' },
      admin,
      { now },
    );
    await project('Hari Prasad', other, ['2026-11-01T04:30:00Z']);
  });
  afterAll(async () => database?.cleanup());

  it("lists the member's own milestones unpaid past 'Remind after', with what is still due", async () => {
    expect(await paymentsDueFor(db(), sales, now)).toEqual({
      rows: [{ projectId, leadId: expect.any(String), customerName: 'Farah Khan', label: 'On booking', duePaise: 88_000, days: 10 }],
      total: 1,
    });
  });

  it("shows them in 'My day' and in the 'Your day' e-mail", async () => {
    const day = await getMyDay(db(), { memberId: sales, admin: false, now });
    expect(day.paymentsDue.rows.map((row) => row.customerName)).toEqual(['Farah Khan']);
    const mail = await composeReminder(
      db(),
      {
        key: `your-day:${sales}:2026-11-27`,
        kind: 'your_day',
        leadId: null,
        memberId: sales,
        dueAt: now,
        createdAt: now,
        outcome: null,
        doneAt: null,
        note: null,
      },
      now,
      'https://aangan.example',
    );
    expect('text' in mail && mail.subject).toBe('Your day: 1 payment due');
    expect('text' in mail && mail.text).toContain(
      `Payments due (1):\n- Farah Khan, On booking: ₹880, asked 10 days ago: https://aangan.example/admin/customer-projects/${projectId}`,
    );
  });
});

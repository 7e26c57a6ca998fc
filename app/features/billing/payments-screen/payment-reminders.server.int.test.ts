// Payment reminders on both drivers, the clock given to each sweep: the first 'Remind after' days
// (3) after the request, then a week apart, at most three, never on a Sunday in India, none for a
// milestone paid or not asked for, and two sweeps at the same moment claim each reminder once. The
// mail carries the pay link and what is still due.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { billingProject, setStudioDetails } from '../../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { billingSettings, projectMilestones } from '#db/schema.ts';
import { seal } from '#app/lib/seal.server.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import {
  claimPaymentReminders,
  composePaymentReminder,
  PAY_LINK_SEAL_PURPOSE,
} from '#app/features/billing/payments-screen/payment-reminders.server.ts';

const SECRETS = ['a session secret for the tests, long enough'];
const SITE = 'https://aangan.example';

describe.each(drivers)('payment reminders on %s', (driver) => {
  let database: TestDatabase;
  let admin: string;
  const db = () => database.db;

  /** A project whose milestones are asked for at these moments (null: not asked), each with a pay link. */
  const project = async (name: string, askedAt: Array<string | null>) => {
    const { project, milestones } = await billingProject(db(), { name, taxablePaise: 1_000_000 });
    for (const [index, at] of askedAt.entries()) {
      if (!at) continue;
      const token = `token-${name.replace(/\W/g, '')}-${index}`;
      await db()
        .update(projectMilestones)
        .set({
          status: 'requested',
          requestedAt: new Date(at),
          payLinkHash: token,
          payLinkSealed: seal(token, SECRETS, PAY_LINK_SEAL_PURPOSE),
        })
        .where(eq(projectMilestones.id, milestones[index]!.id));
    }
    return { project, milestones };
  };
  const claimsAt = async (at: string) => (await claimPaymentReminders(db(), new Date(at))).map((job) => job.number);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    admin = (await insertStaffUser(db(), 'admin@example.com', 'admin')).id;
    await setStudioDetails(db());
  });
  afterAll(async () => database?.cleanup());

  it('reminds 3 days after the request, then a week apart, never on a Sunday in India, at most three times, and once when two sweeps run at once', async () => {
    // Asked on Monday 2 November 2026 at 10:00 in India.
    const { milestones } = await project('Chitra Rao', ['2026-11-02T04:30:00Z']);
    expect(await claimsAt('2026-11-04T04:30:00Z')).toEqual([]);
    const together = await Promise.all([
      claimPaymentReminders(db(), new Date('2026-11-05T04:30:00Z')),
      claimPaymentReminders(db(), new Date('2026-11-05T04:30:00Z')),
    ]);
    expect(together.flat()).toEqual([{ milestoneId: milestones[0]!.id, number: 1 }]);
    expect(await claimsAt('2026-11-05T04:31:00Z')).toEqual([]);
    expect(await claimsAt('2026-11-11T04:30:00Z')).toEqual([]);
    expect(await claimsAt('2026-11-12T04:30:00Z')).toEqual([2]);
    // Sunday 22 November, 23:30 in India: nothing; half an hour into Monday: the third.
    expect(await claimsAt('2026-11-22T18:00:00Z')).toEqual([]);
    expect(await claimsAt('2026-11-22T19:00:00Z')).toEqual([3]);
    expect(await claimsAt('2026-12-01T04:30:00Z')).toEqual([]);
    expect(await claimsAt('2027-01-04T04:30:00Z')).toEqual([]);
    const [row] = await db().select().from(projectMilestones).where(eq(projectMilestones.id, milestones[0]!.id));
    expect(row).toMatchObject({ remindersSent: 3, lastReminderAt: new Date('2026-11-22T19:00:00Z') });
  });

  it("waits 'Remind after' days as the admin set it, and never reminds of a milestone paid or not asked for", async () => {
    await db()
      .insert(billingSettings)
      .values({ id: 1, reminderAfterDays: 5 })
      .onConflictDoUpdate({ target: billingSettings.id, set: { reminderAfterDays: 5 } });
    // Asked on Monday 9 November; the second stage is paid in full, the third not asked for.
    const { milestones } = await project('Deepa Nair', ['2026-11-09T04:30:00Z', '2026-11-09T04:30:00Z', null]);
    const paid = await recordPayment(
      db(),
      { milestoneId: milestones[1]!.id, amountPaise: milestones[1]!.amountPaise, receivedOn: '2026-11-10', mode: 'cash' },
      admin,
      { now: new Date('2026-11-10T06:00:00Z') },
    );
    expect(paid.ok).toBe(true);
    expect(await claimPaymentReminders(db(), new Date('2026-11-13T04:30:00Z'))).toEqual([]);
    expect(await claimPaymentReminders(db(), new Date('2026-11-14T04:30:00Z'))).toEqual([{ milestoneId: milestones[0]!.id, number: 1 }]);
    await db().update(billingSettings).set({ reminderAfterDays: 3 });
  });

  it('writes to the customer with the pay link and what is still due, and sends nothing once it is paid', async () => {
    const { milestones } = await project('Esha Kulkarni', ['2026-11-02T04:30:00Z']);
    const booking = milestones[0]!;
    await recordPayment(
      db(),
      { milestoneId: booking.id, amountPaise: 18_000, receivedOn: '2026-11-03', mode: 'upi', reference: 'UTR1' },
      admin,
      {
        now: new Date('2026-11-03T06:00:00Z'),
      },
    );
    const mail = await composePaymentReminder(db(), { milestoneId: booking.id, number: 1 }, { siteUrl: SITE, secrets: SECRETS });
    expect(mail).toMatchObject({ to: 'esha.kulkarni@example.com', subject: 'A gentle reminder: On booking, ₹1,000' });
    expect(mail!.text).toContain(`${SITE}/pay/token-EshaKulkarni-0`);
    expect(mail!.text).toContain('Dear Esha,');
    await recordPayment(db(), { milestoneId: booking.id, amountPaise: 100_000, receivedOn: '2026-11-04', mode: 'cash' }, admin, {
      now: new Date('2026-11-04T06:00:00Z'),
    });
    expect(await composePaymentReminder(db(), { milestoneId: booking.id, number: 1 }, { siteUrl: SITE, secrets: SECRETS })).toBeNull();
  });
});

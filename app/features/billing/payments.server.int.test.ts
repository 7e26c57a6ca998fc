// 'Record payment' and 'Reverse payment' on both drivers: part payments add up; more than is due
// asks first; a payment before the invoice gets its receipt voucher; a reversal is a row of its
// own, once, and the database refuses to change or delete either.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../tests/support/users.ts';
import { billingProject, setStudioDetails } from '../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { auditLog, leadEvents, payments, taxDocuments } from '#db/schema.ts';
import { projectSummary } from '#app/features/billing/projects.server.ts';
import { recordPayment, reversePayment } from '#app/features/billing/payments.server.ts';
import { issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import { PAYMENT_TEXTS } from '#app/features/billing/payment-forms.ts';

describe.each(drivers)('payments on %s', (driver) => {
  let database: TestDatabase;
  let asha: string;
  const db = () => database.db;
  const now = new Date('2026-11-29T06:00:00Z');

  /** A new project (₹11,800: 10/40/50) and its milestones in order. */
  const project = (name: string) => billingProject(db(), { name, taxablePaise: 1_000_000 });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    asha = (await insertStaffUser(db(), 'asha@example.com', 'admin')).id;
    await setStudioDetails(db());
  });
  afterAll(async () => database?.cleanup());

  it('adds up part payments, asks before taking more than is due, and issues a receipt voucher for each advance', async () => {
    const { project: p, milestones, leadId } = await project('Part Payer');
    const booking = milestones[0]!;
    expect(booking.amountPaise).toBe(118_000);
    const first = await recordPayment(
      db(),
      { milestoneId: booking.id, amountPaise: 50_000, receivedOn: '2026-11-20', mode: 'upi', reference: 'UTR0001' },
      asha,
      { now },
    );
    const second = await recordPayment(
      db(),
      { milestoneId: booking.id, amountPaise: 68_000, receivedOn: '2026-11-21', mode: 'cash' },
      asha,
      { now },
    );
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.receiptVoucher).toMatchObject({ kind: 'receipt_voucher', totalPaise: 50_000, paymentId: first.payment.id });
    expect(first.receiptVoucher!.number).toMatch(/^RV\/2026-27\/\d{4}$/);
    expect(first.receiptVoucher!.taxablePaise + first.receiptVoucher!.cgstPaise + first.receiptVoucher!.sgstPaise).toBe(50_000);
    expect((await projectSummary(db(), p.id))!.milestones[0]).toMatchObject({ receivedPaise: 118_000, duePaise: 0 });

    const over = await recordPayment(db(), { milestoneId: booking.id, amountPaise: 1_000, receivedOn: '2026-11-22', mode: 'cash' }, asha, {
      now,
    });
    expect(over).toEqual({ ok: false, needsConfirmation: true, duePaise: 0 });
    expect(await db().select().from(payments).where(eq(payments.milestoneId, booking.id))).toHaveLength(2);
    const confirmed = await recordPayment(
      db(),
      { milestoneId: booking.id, amountPaise: 1_000, receivedOn: '2026-11-22', mode: 'cash', confirmOverpayment: true },
      asha,
      { now },
    );
    expect(confirmed.ok).toBe(true);
    const kinds = (await db().select().from(leadEvents).where(eq(leadEvents.leadId, leadId))).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'payment_recorded')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'document_issued')).toHaveLength(3);
  });

  it('issues no receipt voucher once the milestone is invoiced', async () => {
    const { milestones } = await project('Invoiced First');
    await issueTaxInvoice(db(), milestones[1]!.id, asha, { now });
    const paid = await recordPayment(
      db(),
      { milestoneId: milestones[1]!.id, amountPaise: 472_000, receivedOn: '2026-11-25', mode: 'cheque', reference: '000123' },
      asha,
      { now },
    );
    expect(paid.ok && paid.receiptVoucher).toBe(null);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const { milestones } = await project('Bad Input');
    const before = (await db().select().from(payments)).length;
    const result = await recordPayment(
      db(),
      { milestoneId: milestones[0]!.id, amountPaise: -5, receivedOn: '2099-01-01', mode: 'cheque' },
      asha,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: { amountPaise: [PAYMENT_TEXTS.amount], receivedOn: [PAYMENT_TEXTS.future], reference: [PAYMENT_TEXTS.reference] },
    });
    const unknown = await recordPayment(
      db(),
      { milestoneId: '00000000-0000-4000-8000-000000000000', amountPaise: 100, receivedOn: '2026-11-01', mode: 'cash' },
      asha,
    );
    expect(unknown).toEqual({ ok: false, fieldErrors: { milestoneId: [PAYMENT_TEXTS.milestone] } });
    expect((await db().select().from(payments)).length).toBe(before);
  });

  it('reverses a payment once with a row of its own, leaving both, and never changes or deletes a payment', async () => {
    const { project: p, milestones, leadId } = await project('Bounced Cheque');
    const paid = await recordPayment(
      db(),
      { milestoneId: milestones[0]!.id, amountPaise: 118_000, receivedOn: '2026-11-20', mode: 'cheque', reference: '004411' },
      asha,
      { now },
    );
    if (!paid.ok) throw new Error('not recorded');
    const reversed = await reversePayment(db(), paid.payment.id, 'Cheque bounced', asha, { now });
    expect(reversed.ok).toBe(true);
    expect(await reversePayment(db(), paid.payment.id, 'Again', asha)).toEqual({ ok: false, reason: 'already-reversed' });
    if (!reversed.ok) return;
    expect(await reversePayment(db(), reversed.reversal.id, 'Undo the undo', asha)).toEqual({ ok: false, reason: 'is-reversal' });
    expect(await reversePayment(db(), paid.payment.id, '  ', asha)).toEqual({ ok: false, fieldErrors: { reason: [PAYMENT_TEXTS.reason] } });

    const rows = await db().select().from(payments).where(eq(payments.projectId, p.id)).orderBy(payments.amountPaise);
    expect(rows.map((row) => [row.amountPaise, row.reversesPaymentId, row.reason])).toEqual([
      [-118_000, paid.payment.id, 'Cheque bounced'],
      [118_000, null, null],
    ]);
    expect((await projectSummary(db(), p.id))!.milestones[0]).toMatchObject({ receivedPaise: 0, duePaise: 118_000 });
    const audits = await db()
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'payment'));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'payment.record', entityId: paid.payment.id },
        { action: 'payment.reverse', entityId: reversed.reversal.id },
      ]),
    );
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
    expect(events.find((event) => event.kind === 'payment_reversed')?.details).toMatchObject({
      reversedPaymentId: paid.payment.id,
      reason: 'Cheque bounced',
    });

    await expect(db().update(payments).set({ amountPaise: 1 }).where(eq(payments.id, paid.payment.id))).rejects.toThrow();
    await expect(db().delete(payments).where(eq(payments.id, paid.payment.id))).rejects.toThrow();
    await expect(db().delete(taxDocuments).where(eq(taxDocuments.paymentId, paid.payment.id))).rejects.toThrow();
    expect(await db().select().from(payments).where(eq(payments.id, paid.payment.id))).toEqual([paid.payment]);
  });

  it('records a payment the gateway reports twice once, and refuses a proof photo that is not there', async () => {
    const { milestones } = await project('Gateway Payer');
    const input = { milestoneId: milestones[0]!.id, amountPaise: 118_000, receivedOn: '2026-11-28', mode: 'online' };
    const first = await recordPayment(db(), input, null, { now, source: 'gateway', gatewayPaymentId: 'pay_ABC123' });
    const again = await recordPayment(db(), input, null, { now, source: 'gateway', gatewayPaymentId: 'pay_ABC123' });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again).toEqual({ ok: true, payment: first.payment, receiptVoucher: first.receiptVoucher, duplicate: true });
    expect(await db().select().from(payments).where(eq(payments.milestoneId, milestones[0]!.id))).toHaveLength(1);
    const gone = await recordPayment(
      db(),
      {
        milestoneId: milestones[1]!.id,
        amountPaise: 100,
        receivedOn: '2026-11-28',
        mode: 'cash',
        proofFileId: '00000000-0000-4000-8000-000000000001',
      },
      asha,
    );
    expect(gone).toEqual({ ok: false, fieldErrors: { proof: [PAYMENT_TEXTS.proof] } });
  });
});

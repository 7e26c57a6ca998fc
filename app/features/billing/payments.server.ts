// 'Record payment' and 'Reverse payment' (decision 162): money received against a milestone, part
// payments adding up; more than is due is recorded only once staff confirm it; a payment before
// the milestone's invoice gets its 'Receipt voucher' in the same transaction. A payment is never
// changed: 'Reverse payment' writes a row of its own with the negative amount and the reason,
// once. Each step is on the lead's timeline and in the audit log.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { PAYMENT_MODE_LABELS } from '#db/enums.ts';
import type { PaymentSource } from '#db/enums.ts';
import { leadEvent } from '#db/lead-events.ts';
import { customerProjects, leadEvents, payments, privateFiles, projectMilestones, taxDocuments } from '#db/schema.ts';
import type { PaymentRow, TaxDocumentRow } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { issueReceiptVoucher } from '#app/features/billing/documents.server.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { PAYMENT_TEXTS, recordPaymentSchema, reversePaymentSchema } from '#app/features/billing/payment-forms.ts';

export type FieldErrors = Record<string, string[]>;

export type RecordPaymentResult =
  | { ok: false; fieldErrors: FieldErrors }
  | { ok: false; needsConfirmation: true; duePaise: number }
  /** `duplicate`: the gateway's payment was recorded before (a webhook delivered twice); nothing new is stored. */
  | { ok: true; payment: PaymentRow; receiptVoucher: TaxDocumentRow | null; duplicate?: true };

function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return errors;
}

/**
 * Records a payment (`input` as `recordPaymentSchema` reads it) by `by` (null: the gateway). Over
 * what is still due on the milestone it answers `needsConfirmation` unless `confirmOverpayment`.
 * While the milestone is not invoiced, the payment's 'Receipt voucher' is issued with it (and a
 * missing studio GSTIN or place of supply refuses the whole payment, with DocumentError).
 */
export async function recordPayment(
  db: Database,
  input: unknown,
  by: string | null,
  {
    now = new Date(),
    source = 'staff',
    gatewayPaymentId = null,
  }: { now?: Date; source?: PaymentSource; gatewayPaymentId?: string | null } = {},
): Promise<RecordPaymentResult> {
  const parsed = recordPaymentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues) };
  const data = parsed.data;
  return db.transaction(async (tx): Promise<RecordPaymentResult> => {
    // The milestone's row lock keeps two payments from both seeing the same amount due.
    const [milestone] = await tx.select().from(projectMilestones).where(eq(projectMilestones.id, data.milestoneId)).for('update');
    if (!milestone) return { ok: false, fieldErrors: { milestoneId: [PAYMENT_TEXTS.milestone] } };
    if (gatewayPaymentId) {
      const [earlier] = await tx.select().from(payments).where(eq(payments.gatewayPaymentId, gatewayPaymentId));
      if (earlier) {
        const [voucher] = await tx
          .select()
          .from(taxDocuments)
          .where(and(eq(taxDocuments.paymentId, earlier.id), eq(taxDocuments.kind, 'receipt_voucher')));
        return { ok: true, payment: earlier, receiptVoucher: voucher ?? null, duplicate: true };
      }
    }
    if (data.proofFileId) {
      // The proof is a payment proof of this milestone's own project.
      const [proof] = await tx
        .select({ id: privateFiles.id })
        .from(privateFiles)
        .where(
          and(
            eq(privateFiles.id, data.proofFileId),
            eq(privateFiles.ownerKind, 'customer_project'),
            eq(privateFiles.ownerId, milestone.projectId),
            eq(privateFiles.purpose, 'payment_proof'),
          ),
        );
      if (!proof) return { ok: false, fieldErrors: { proof: [PAYMENT_TEXTS.proof] } };
    }
    const [paid] = await tx
      .select({ paise: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
      .from(payments)
      .where(eq(payments.milestoneId, milestone.id));
    const duePaise = Math.max(0, milestone.amountPaise - Number(paid!.paise));
    if (data.amountPaise > duePaise && !data.confirmOverpayment) return { ok: false, needsConfirmation: true, duePaise };
    const [payment] = await tx
      .insert(payments)
      .values({
        projectId: milestone.projectId,
        milestoneId: milestone.id,
        amountPaise: data.amountPaise,
        receivedOn: data.receivedOn,
        mode: data.mode,
        reference: data.reference,
        proofFileId: data.proofFileId ?? null,
        source,
        gatewayPaymentId,
        recordedBy: by,
        createdAt: now,
      })
      .returning();
    const [project] = await tx
      .select({ leadId: customerProjects.leadId })
      .from(customerProjects)
      .where(eq(customerProjects.id, milestone.projectId));
    await tx.insert(leadEvents).values(
      leadEvent(
        project!.leadId,
        'payment_recorded',
        {
          paymentId: payment!.id,
          projectId: milestone.projectId,
          amountPaise: data.amountPaise,
          mode: data.mode,
          milestone: milestone.label,
        },
        by,
      ),
    );
    await audit(tx, {
      actorId: by,
      action: 'payment.record',
      entity: 'payment',
      entityId: payment!.id,
      details: {
        amountPaise: data.amountPaise,
        mode: PAYMENT_MODE_LABELS[data.mode],
        milestoneId: milestone.id,
        source,
        proof: Boolean(data.proofFileId),
      },
    });
    const receiptVoucher = milestone.status === 'invoiced' ? null : await issueReceiptVoucher(tx, payment!, milestone, by, now);
    return { ok: true, payment: payment!, receiptVoucher };
  });
}

export type ReversePaymentResult =
  | { ok: true; reversal: PaymentRow }
  | { ok: false; fieldErrors: FieldErrors }
  | { ok: false; reason: 'not-found' | 'already-reversed' | 'is-reversal' };

/**
 * 'Reverse payment': a row of its own with the payment's amount negated, the reason and who did
 * it, dated the day it is reversed (India); both rows stay. A payment is reversed at most once.
 */
export async function reversePayment(
  db: Database,
  paymentId: string,
  reason: string,
  by: string | null,
  { now = new Date() }: { now?: Date } = {},
): Promise<ReversePaymentResult> {
  const parsed = reversePaymentSchema.safeParse({ reason });
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues) };
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return { ok: false, reason: 'not-found' };
  return db.transaction(async (tx): Promise<ReversePaymentResult> => {
    const [original] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!original) return { ok: false, reason: 'not-found' };
    if (original.reversesPaymentId) return { ok: false, reason: 'is-reversal' };
    const [earlier] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.reversesPaymentId, paymentId)));
    if (earlier) return { ok: false, reason: 'already-reversed' };
    const receivedOn = indiaDate(now);
    const [reversal] = await tx
      .insert(payments)
      .values({
        projectId: original.projectId,
        milestoneId: original.milestoneId,
        amountPaise: -original.amountPaise,
        reversesPaymentId: original.id,
        reason: parsed.data.reason,
        receivedOn,
        mode: original.mode,
        reference: original.reference,
        source: 'staff',
        recordedBy: by,
        createdAt: now,
      })
      .returning();
    const [project] = await tx
      .select({ leadId: customerProjects.leadId })
      .from(customerProjects)
      .where(eq(customerProjects.id, original.projectId));
    await tx.insert(leadEvents).values(
      leadEvent(
        project!.leadId,
        'payment_reversed',
        {
          paymentId: reversal!.id,
          reversedPaymentId: original.id,
          projectId: original.projectId,
          amountPaise: original.amountPaise,
          reason: parsed.data.reason,
        },
        by,
      ),
    );
    await audit(tx, {
      actorId: by,
      action: 'payment.reverse',
      entity: 'payment',
      entityId: reversal!.id,
      details: { reverses: original.id, amountPaise: original.amountPaise, reason: parsed.data.reason },
    });
    return { ok: true, reversal: reversal! };
  });
}

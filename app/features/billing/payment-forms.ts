// 'Record payment' and 'Reverse payment' as the browser and the server both check them (one zod
// schema each). Amounts are whole paise; the day a payment came is India's calendar and not after
// today.
import { z } from 'zod';
import { paymentModes } from '#db/enums.ts';
import type { PaymentMode } from '#db/enums.ts';
import { printable } from '#app/lib/text-rules.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';

export { PAYMENT_MODE_LABELS } from '#db/enums.ts';

/** Past ₹100 crore a payment is a typing mistake. */
export const PAYMENT_MAX_PAISE = 10_000_000_000;
export const REFERENCE_MAX = 60;
export const REASON_MAX = 500;

/** The modes whose payments carry a reference (UTR or cheque number). */
export const MODES_WITH_REFERENCE: readonly PaymentMode[] = ['upi', 'bank_transfer', 'cheque'];

export const PAYMENT_TEXTS = {
  amount: 'Enter an amount above ₹0, in rupees with at most two decimals.',
  receivedOn: 'Choose the day the payment was received.',
  future: 'The day received cannot be after today.',
  mode: 'Choose how it was paid.',
  reference: 'Enter the UTR or cheque number.',
  referenceLong: `At most ${REFERENCE_MAX} characters.`,
  milestone: 'Choose the milestone this payment is for.',
  proof: 'The photo of the proof is no longer there: upload it again.',
  reason: 'Say why this payment is reversed.',
  reasonLong: `At most ${REASON_MAX} characters.`,
  overpayment: 'This is more than is due on the milestone. Record it anyway?',
} as const;

function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export const recordPaymentSchema = z
  .object({
    milestoneId: z.uuid({ error: PAYMENT_TEXTS.milestone }),
    amountPaise: z
      .number({ error: PAYMENT_TEXTS.amount })
      .int(PAYMENT_TEXTS.amount)
      .gt(0, PAYMENT_TEXTS.amount)
      .max(PAYMENT_MAX_PAISE, PAYMENT_TEXTS.amount),
    /** India's calendar: '2026-11-29'. */
    receivedOn: z
      .string({ error: PAYMENT_TEXTS.receivedOn })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: PAYMENT_TEXTS.receivedOn, abort: true })
      .refine(isCalendarDay, { message: PAYMENT_TEXTS.receivedOn, abort: true })
      .refine((value) => value <= indiaDate(new Date()), PAYMENT_TEXTS.future),
    mode: z.enum(paymentModes, { error: PAYMENT_TEXTS.mode }),
    reference: z.string().check(printable()).trim().max(REFERENCE_MAX, PAYMENT_TEXTS.referenceLong).default(''),
    /** The photo of the proof: a private file of the project (decision 169), stored just before. */
    proofFileId: z.uuid().nullable().optional(),
    /** Set when staff confirmed a payment over what is due. */
    confirmOverpayment: z.boolean().optional(),
  })
  .superRefine((input, context) => {
    if (MODES_WITH_REFERENCE.includes(input.mode) && input.reference === '')
      context.addIssue({ code: 'custom', path: ['reference'], message: PAYMENT_TEXTS.reference });
  });
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

export const reversePaymentSchema = z.object({
  reason: z
    .string()
    .check(printable({ multiline: true }))
    .trim()
    .min(1, PAYMENT_TEXTS.reason)
    .max(REASON_MAX, PAYMENT_TEXTS.reasonLong),
});

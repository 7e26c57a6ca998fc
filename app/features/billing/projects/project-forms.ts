// The project page's forms as the browser and the server both read them: 'Record payment' (the
// amount in rupees as typed, '1,45,000' too, turned into the core's paise), 'Reverse payment' and
// 'Credit note'. The core's payment-forms.ts holds the rules; this file only reads the form.
// 'Record payment' may carry a photo of the proof (`proof`, a file: photo-rules.ts checks its size
// in the browser and on the server; the server stores it as a private file first).
import { z } from 'zod';
import { groupedNumber } from '#app/lib/number-fields.ts';
import { printable } from '#app/lib/text-rules.ts';
import {
  MODES_WITH_REFERENCE,
  PAYMENT_MAX_PAISE,
  PAYMENT_TEXTS,
  REASON_MAX,
  recordPaymentSchema,
  reversePaymentSchema,
} from '#app/features/billing/payment-forms.ts';
import type { RecordPaymentInput } from '#app/features/billing/payment-forms.ts';

/** Rupees as typed, two decimals at most, to whole paise within the core's bounds. */
const rupees = (message: string) =>
  groupedNumber(message, { decimals: 2 }).pipe(
    z
      .number()
      .transform((value) => Math.round(value * 100))
      .pipe(z.number().int().gt(0, message).max(PAYMENT_MAX_PAISE, message)),
  );

const core = recordPaymentSchema.shape;

export const recordPaymentFormSchema = z
  .object({
    milestoneId: core.milestoneId,
    amount: rupees(PAYMENT_TEXTS.amount),
    receivedOn: core.receivedOn,
    mode: core.mode,
    reference: core.reference,
    /** 'yes' once staff answered "Record it anyway?". */
    confirmOverpayment: z.literal('yes').optional(),
  })
  .superRefine((input, context) => {
    if (MODES_WITH_REFERENCE.includes(input.mode) && input.reference === '')
      context.addIssue({ code: 'custom', path: ['reference'], message: PAYMENT_TEXTS.reference });
  });

/** The form's values as the core's recordPayment takes them. */
export function recordPaymentInput(value: z.output<typeof recordPaymentFormSchema>): RecordPaymentInput {
  return {
    milestoneId: value.milestoneId,
    amountPaise: value.amount,
    receivedOn: value.receivedOn,
    mode: value.mode,
    reference: value.reference,
    confirmOverpayment: value.confirmOverpayment === 'yes',
  };
}

export const reversePaymentFormSchema = z.object({
  paymentId: z.uuid({ error: 'Choose the payment to reverse.' }),
  reason: reversePaymentSchema.shape.reason,
});

export const CREDIT_NOTE_TEXTS = {
  invoice: 'Choose the tax invoice to correct.',
  amount: 'Enter an amount above ₹0, in rupees with at most two decimals, or credit the whole invoice.',
  reason: 'Say why the invoice is corrected.',
  reasonLong: `At most ${REASON_MAX} characters.`,
} as const;

export const creditNoteFormSchema = z
  .object({
    invoiceId: z.uuid({ error: CREDIT_NOTE_TEXTS.invoice }),
    /** 'yes': the whole of what is left of the invoice. */
    whole: z.literal('yes').optional(),
    amount: rupees(CREDIT_NOTE_TEXTS.amount).optional(),
    reason: z
      .string({ error: CREDIT_NOTE_TEXTS.reason })
      .check(printable({ multiline: true }))
      .trim()
      .min(1, CREDIT_NOTE_TEXTS.reason)
      .max(REASON_MAX, CREDIT_NOTE_TEXTS.reasonLong),
  })
  .superRefine((input, context) => {
    if (input.whole !== 'yes' && input.amount === undefined)
      context.addIssue({ code: 'custom', path: ['amount'], message: CREDIT_NOTE_TEXTS.amount });
  });

export const MILESTONE_STATUS_LABELS = { open: 'Open', requested: 'Payment requested', invoiced: 'Invoiced' } as const;

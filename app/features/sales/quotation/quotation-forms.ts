// The quotation screens' forms, one zod schema each, read with parseForm in the browser before
// sending and again in the action (decision 047). The editor posts its whole quotation as one
// JSON field, checked by the quotation's own schema: its field errors come back by path
// ('content.sections[0].lines[1].quantity'). Browser-safe.
import { z } from 'zod';
import { printable } from '#app/lib/text-rules.ts';
import { paymentScheduleSchema, quotationContentSchema, TEXT_MAX } from '#app/features/sales/quotation/quotation.ts';

const json = (message: string) =>
  z.string({ error: message }).transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

export const quotationFormSchema = z.object({
  content: json('The quotation could not be read. Reload the page.').pipe(quotationContentSchema),
});

export const quotationIntents = ['create', 'save', 'send', 'revoke'] as const;
export type QuotationIntent = (typeof quotationIntents)[number];
export const quotationIntentSchema = z.enum(quotationIntents);

export const createQuotationSchema = z.object({
  from: z.enum(['estimate', 'blank'], { error: 'Choose where the quotation starts from.' }),
});
export const revokeSchema = z.object({ number: z.coerce.number({ error: 'Choose a version.' }).int().min(1) });

export const SETTINGS_TEXTS = {
  legalName: "Enter the studio's legal name.",
  gstin: 'A GSTIN is 15 characters: 2 digits, 10 letters and digits of the PAN, then 3 more (29ABCDE1234F1Z5).',
  validity: 'Enter a number of days between 1 and 365.',
} as const;

export const studioSettingsSchema = z.object({
  legalName: z.string({ error: SETTINGS_TEXTS.legalName }).check(printable()).trim().min(1, SETTINGS_TEXTS.legalName).max(200),
  address: z.string().check(printable()).trim().max(500).default(''),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .default('')
    .refine((value) => value === '' || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value), SETTINGS_TEXTS.gstin),
  validityDays: z.coerce
    .number({ error: SETTINGS_TEXTS.validity })
    .int(SETTINGS_TEXTS.validity)
    .min(1, SETTINGS_TEXTS.validity)
    .max(365, SETTINGS_TEXTS.validity),
  paymentSchedule: json('Enter the payment schedule.').pipe(paymentScheduleSchema),
  exclusions: z
    .string()
    .check(printable({ multiline: true }))
    .trim()
    .max(TEXT_MAX)
    .default(''),
  terms: z
    .string()
    .check(printable({ multiline: true }))
    .trim()
    .max(TEXT_MAX)
    .default(''),
});

export const ACCEPT_TEXTS = {
  name: 'Type your full name.',
  agree: 'Tick the box to accept the quotation and its terms.',
  code: 'Enter the 6-digit code we e-mailed you.',
} as const;

/** 'Accept quotation' on the customer's page, its first step: the name and the tick (then a code is e-mailed). */
export const acceptStartSchema = z.object({
  // The name goes into the studio's mail subjects: one printable line (decision 155).
  name: z.string({ error: ACCEPT_TEXTS.name }).check(printable()).trim().min(2, ACCEPT_TEXTS.name).max(120, ACCEPT_TEXTS.name),
  agree: z.literal('on', { error: ACCEPT_TEXTS.agree }),
});

/** 'Accept quotation' with the e-mailed code: what accepts it. */
export const acceptSchema = acceptStartSchema.extend({
  code: z
    .string({ error: ACCEPT_TEXTS.code })
    .trim()
    .regex(/^\d{6}$/, ACCEPT_TEXTS.code),
});

/** The same two steps for a change order: its tick's message names the change order. */
const CHANGE_AGREE_TEXT = 'Tick the box to accept the change order and its new total.';
export const changeAcceptStartSchema = acceptStartSchema.extend({ agree: z.literal('on', { error: CHANGE_AGREE_TEXT }) });
export const changeAcceptSchema = acceptSchema.extend({ agree: z.literal('on', { error: CHANGE_AGREE_TEXT }) });

/** Why nothing of a quotation changes once the customer accepted it (decision 151). */
export const ACCEPTED_QUOTATION_TEXT =
  'The customer accepted this quotation, so it cannot be revoked or changed. Changes after acceptance will go through a change order.';

// The 'Payment settings' form (Admins): how a customer pays the studio. The same schema checks the
// form in the browser and in the action. Browser-safe.
import { z } from 'zod';

export const PAYMENT_SETTINGS_TEXTS = {
  upiId: 'Enter a UPI ID such as aangan@okaxis.',
  payeeName: 'Enter the name a UPI app shows (up to 60 characters).',
  payeeNeeded: 'Enter the payee name the UPI app shows with this UPI ID.',
  bankAccountName: 'Enter the account name (up to 100 characters).',
  bankAccountNumber: 'Enter the account number: 9 to 18 digits.',
  bankIfsc: 'Enter an IFSC such as HDFC0001234: four letters, 0, then six letters or digits.',
  bankIncomplete: 'Enter the account name, number and IFSC together.',
  sac: 'Enter a SAC: 4 to 8 digits.',
  reminderAfterDays: 'Enter a whole number of days from 1 to 30.',
} as const;

const text = (max: number, message: string) => z.string().trim().max(max, { message });
const optional = (schema: z.ZodString, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || schema.safeParse(value).success, { message });

export const paymentSettingsSchema = z
  .object({
    upiId: optional(z.string().regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/), PAYMENT_SETTINGS_TEXTS.upiId),
    payeeName: text(60, PAYMENT_SETTINGS_TEXTS.payeeName),
    bankAccountName: text(100, PAYMENT_SETTINGS_TEXTS.bankAccountName),
    bankAccountNumber: optional(z.string().regex(/^\d{9,18}$/), PAYMENT_SETTINGS_TEXTS.bankAccountNumber),
    bankIfsc: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value), { message: PAYMENT_SETTINGS_TEXTS.bankIfsc }),
    sacDesign: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, { message: PAYMENT_SETTINGS_TEXTS.sac }),
    sacWorks: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, { message: PAYMENT_SETTINGS_TEXTS.sac }),
    reminderAfterDays: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, { message: PAYMENT_SETTINGS_TEXTS.reminderAfterDays })
      .transform(Number)
      .refine((days) => days >= 1 && days <= 30, { message: PAYMENT_SETTINGS_TEXTS.reminderAfterDays }),
  })
  .superRefine((value, ctx) => {
    if (value.upiId && !value.payeeName) ctx.addIssue({ code: 'custom', path: ['payeeName'], message: PAYMENT_SETTINGS_TEXTS.payeeNeeded });
    const bank = [value.bankAccountName, value.bankAccountNumber, value.bankIfsc];
    if (bank.some(Boolean) && !bank.every(Boolean)) {
      const field = (['bankAccountName', 'bankAccountNumber', 'bankIfsc'] as const).find((name) => !value[name])!;
      ctx.addIssue({ code: 'custom', path: [field], message: PAYMENT_SETTINGS_TEXTS.bankIncomplete });
    }
  });

export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;

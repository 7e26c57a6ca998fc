import { describe, expect, it } from 'vitest';
import { PAYMENT_SETTINGS_TEXTS, paymentSettingsSchema } from '#app/features/billing/pay/payment-settings-form.ts';

const valid = {
  upiId: 'aangan@okaxis',
  payeeName: 'Aangan Interiors',
  bankAccountName: 'Aangan Interiors LLP',
  bankAccountNumber: '50200012345678',
  bankIfsc: 'hdfc0001234',
  sacDesign: '998391',
  sacWorks: '9954',
  reminderAfterDays: '3',
};

const errorsOf = (input: Record<string, string>) => {
  const parsed = paymentSettingsSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("'Payment settings'", () => {
  it('keeps a UPI ID, the bank details with the IFSC in capitals, and the days as a number', () => {
    expect(paymentSettingsSchema.parse(valid)).toEqual({ ...valid, bankIfsc: 'HDFC0001234', reminderAfterDays: 3 });
  });

  it('refuses a UPI ID without a bank handle, an IFSC of the wrong shape, an account number with letters and 0 days', () => {
    expect(errorsOf({ ...valid, upiId: 'aangan', bankIfsc: 'HDFC1234567', bankAccountNumber: '5020A', reminderAfterDays: '0' })).toEqual({
      upiId: PAYMENT_SETTINGS_TEXTS.upiId,
      bankIfsc: PAYMENT_SETTINGS_TEXTS.bankIfsc,
      bankAccountNumber: PAYMENT_SETTINGS_TEXTS.bankAccountNumber,
      reminderAfterDays: PAYMENT_SETTINGS_TEXTS.reminderAfterDays,
    });
  });

  it('asks for the payee with a UPI ID and for all three bank fields or none', () => {
    expect(errorsOf({ ...valid, payeeName: '', bankAccountName: '', bankIfsc: '' })).toEqual({
      payeeName: PAYMENT_SETTINGS_TEXTS.payeeNeeded,
      bankAccountName: PAYMENT_SETTINGS_TEXTS.bankIncomplete,
    });
    expect(errorsOf({ ...valid, upiId: '', payeeName: '', bankAccountName: '', bankAccountNumber: '', bankIfsc: '' })).toEqual({});
  });
});

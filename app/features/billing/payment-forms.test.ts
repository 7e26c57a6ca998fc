import { describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS, recordPaymentSchema, reversePaymentSchema } from '#app/features/billing/payment-forms.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';

const milestoneId = '5b0c3f8e-2f6b-4d0a-9a53-3f1d2c4b5a69';
const errors = (input: unknown) => {
  const parsed = recordPaymentSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('Record payment', () => {
  it('takes a payment in paise, received today or before, with its reference', () => {
    const parsed = recordPaymentSchema.parse({
      milestoneId,
      amountPaise: 259_316,
      receivedOn: '2026-11-20',
      mode: 'upi',
      reference: ' 4321 9876 ',
    });
    expect(parsed.reference).toBe('4321 9876');
    expect(
      recordPaymentSchema.safeParse({ milestoneId, amountPaise: 50_000, receivedOn: indiaDate(new Date()), mode: 'cash' }).success,
    ).toBe(true);
  });

  it('says what is wrong, field by field', () => {
    expect(errors({ milestoneId, amountPaise: 0, receivedOn: '2099-01-01', mode: 'cheque', reference: '' })).toEqual({
      amountPaise: PAYMENT_TEXTS.amount,
      receivedOn: PAYMENT_TEXTS.future,
      reference: PAYMENT_TEXTS.reference,
    });
    expect(errors({ milestoneId, amountPaise: 100, receivedOn: '2026-02-30', mode: 'barter' })).toEqual({
      receivedOn: PAYMENT_TEXTS.receivedOn,
      mode: PAYMENT_TEXTS.mode,
    });
    expect(
      errors({ milestoneId, amountPaise: 100, receivedOn: '2026-11-01', mode: 'bank_transfer', reference: 'UTR\u202e1' }),
    ).toHaveProperty('reference');
  });

  it('asks a reason to reverse a payment', () => {
    expect(reversePaymentSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(reversePaymentSchema.parse({ reason: 'Cheque bounced' }).reason).toBe('Cheque bounced');
  });
});

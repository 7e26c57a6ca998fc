import { describe, expect, it } from 'vitest';
import { upiPayLink, upiReference } from '#app/features/billing/upi.ts';

describe('UPI pay link', () => {
  it('carries the payee, the amount in rupees and the reference, percent-encoded', () => {
    const reference = upiReference('1a2b3c4d-0000-4000-8000-000000000000', 2);
    expect(reference).toBe('AANGAN-1A2B3C4D-M2');
    expect(upiPayLink({ upiId: 'aangan@okhdfc', payeeName: 'Aangan Interiors & Co', amountPaise: 259_316, reference })).toBe(
      'upi://pay?pa=aangan%40okhdfc&pn=Aangan%20Interiors%20%26%20Co&am=2593.16&cu=INR&tn=Payment%20AANGAN-1A2B3C4D-M2&tr=AANGAN-1A2B3C4D-M2',
    );
  });

  it('keeps a reference within 35 characters and a whole-rupee amount with its paise', () => {
    const link = upiPayLink({ upiId: 'a@b', payeeName: 'A', amountPaise: 500_000, reference: 'X'.repeat(50) });
    expect(new URL(link).searchParams.get('tr')).toHaveLength(35);
    expect(new URL(link).searchParams.get('am')).toBe('5000.00');
  });
});

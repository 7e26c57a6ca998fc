// The UPI link a customer's phone opens to pay a milestone (upi://pay with the payee, the amount
// in rupees and a reference the studio finds the payment by). Pure and browser-safe.

/** How long a UPI transaction reference may be. */
export const UPI_REFERENCE_MAX = 35;

/** 'AANGAN-1A2B3C4D-M2': the studio, the lead's first 8 characters, the milestone's position. */
export function upiReference(leadId: string, milestonePosition: number): string {
  const short = leadId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase();
  return `AANGAN-${short}-M${milestonePosition}`.slice(0, UPI_REFERENCE_MAX);
}

/** '2593.16' from 259316 paise. */
export function paiseToUpiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError('An amount above 0, in whole paise');
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * `upi://pay?pa=<UPI ID>&pn=<payee>&am=<rupees>&cu=INR&tn=<note>&tr=<reference>`, every value
 * percent-encoded; the reference keeps letters, digits and hyphens, at most 35 characters.
 */
export function upiPayLink({
  upiId,
  payeeName,
  amountPaise,
  reference,
  note,
}: {
  upiId: string;
  payeeName: string;
  amountPaise: number;
  reference: string;
  note?: string;
}): string {
  const tr = reference.replace(/[^A-Za-z0-9-]/g, '').slice(0, UPI_REFERENCE_MAX);
  const params: Array<[string, string]> = [
    ['pa', upiId.trim()],
    ['pn', payeeName.trim()],
    ['am', paiseToUpiAmount(amountPaise)],
    ['cu', 'INR'],
    ['tn', (note ?? `Payment ${tr}`).slice(0, 80)],
    ['tr', tr],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

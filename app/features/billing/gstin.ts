// A GSTIN as a customer gives it: 15 characters (the state's 2-digit code, the 10-character PAN,
// the entity's number, 'Z', a check character), checked for format and for the check character
// (base 36: alternate weights 1 and 2, each product's quotient and remainder by 36 added up).
// Pure and browser-safe.
import { isGstStateCode } from '#app/features/billing/gst-states.ts';

const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const GSTIN_TEXTS = {
  format: 'Enter the 15-character GSTIN, for example 29ABCDE1234F1Z5.',
  checksum: 'This GSTIN’s last character does not match: please check it for a typing mistake.',
} as const;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN ('format' or 'checksum'), or null when it is one. Spaces and case are forgiven. */
export function gstinProblem(value: string): keyof typeof GSTIN_TEXTS | null {
  const gstin = normalizeGstin(value);
  if (!GSTIN_FORMAT.test(gstin) || !isGstStateCode(gstin.slice(0, 2))) return 'format';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'checksum';
}

export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** Upper-case, without spaces: how a GSTIN is stored. */
export function normalizeGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

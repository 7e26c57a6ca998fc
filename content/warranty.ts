/**
 * The warranty, said the same way on every page: what the terms give (content/legal.ts,
 * 'Warranty'): manufacturer warranties of up to 10 years on selected materials and hardware,
 * and the studio's own 1-year warranty on workmanship. Copy that mentions the warranty uses
 * these words, so no page promises more than the terms.
 */
export const warranty = {
  /** The short claim, for lists of benefits, highlights and feature titles. */
  label: 'Up to 10-year warranty on materials',
  /** Under a figure of 10 (stat blocks). */
  statLabel: 'Years warranty on selected materials',
  /** The whole of it, in one sentence. */
  statement:
    'Manufacturer warranties of up to 10 years on selected materials and hardware, and our own 1-year warranty on workmanship, in writing.',
  /** Within a sentence: "... 3D designs and warranties of up to 10 years on materials." */
  phrase: 'warranties of up to 10 years on materials',
} as const;

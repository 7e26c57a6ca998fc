// The shape of the price estimate a calculator lead is stored with (contact_submissions.estimate):
// its line items, totals, range and rate-card version, with the inputs it was priced from. The
// column is typed with it; app/features/pricing/lead-estimate.ts makes and reads it (its
// `parseLeadEstimate` checks this shape, then the inputs by the calculator's own rules).
import { z } from 'zod';

const line = z.object({
  item: z.string(),
  quantity: z.number(),
  unit: z.enum(['ft', 'sq ft', 'unit']),
  rate: z.number(),
  amount: z.number(),
});
const adjustment = z.object({ label: z.string(), amount: z.number() });

export const storedEstimateSchema = z.object({
  /** What the visitor told the calculator, by field name. */
  input: z.record(z.string(), z.union([z.string(), z.number()])),
  items: z.array(line),
  subtotal: z.number(),
  offer: adjustment,
  total: z.number(),
  earlyBooking: adjustment.extend({ total: z.number() }),
  range: z.object({ low: z.number(), high: z.number() }),
  rangePercent: z.number(),
  rateCardVersion: z.number().int(),
});

export type StoredEstimate = z.infer<typeof storedEstimateSchema>;

// Reading back the estimate a lead was stored with: the one parser every reader uses (the lead
// page and dialog, the export, the notification). Server-only: its schema is not for the
// calculator's pages.
import { storedEstimateSchema } from '#db/stored-estimate.ts';
import type { StoredEstimate } from '#db/stored-estimate.ts';
import { parseEstimateInput } from '#app/features/pricing/estimate-input.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';

/** The stored estimate, or null when the lead has none (or it is not one this version can read). */
export function parseLeadEstimate(value: StoredEstimate | null | undefined): LeadEstimate | null {
  const stored = storedEstimateSchema.safeParse(value);
  if (!stored.success) return null;
  // The calculator reads its inputs as the text of a form or an address.
  const input = parseEstimateInput(Object.fromEntries(Object.entries(stored.data.input).map(([field, value]) => [field, String(value)])));
  return input.ok ? { ...stored.data, input: input.input } : null;
}

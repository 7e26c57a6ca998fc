// The zod field for a number people type (decision 160), for the forms' schemas on both sides:
// grouped as in India or elsewhere ('1,45,000', '145,000'), read by grouped-number.ts.
import { z } from 'zod';
import { parseGroupedNumber } from '#app/lib/grouped-number.ts';

/**
 * A form field holding a grouped number: a string in, a number out, `message` when it is not one.
 * Pipe it into the field's bounds (`.pipe(z.number().int().min(...))`).
 */
export function groupedNumber(message: string, options?: { decimals?: number }) {
  return z.string({ error: message }).transform((value, context) => {
    const parsed = parseGroupedNumber(value, options);
    if (parsed === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });
}

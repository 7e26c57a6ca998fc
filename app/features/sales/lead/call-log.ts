// 'Log call' on a lead's page: how the call went, an optional note and an optional next
// follow-up. Browser-safe: one schema, read with parseForm in the browser and in the action.
import { z } from 'zod';
import { callOutcomes } from '#db/enums.ts';
import type { CallOutcome } from '#db/enums.ts';
import { NOTE_MAX, noteSchema, parseStudioDateTime, FOLLOW_UP_TEXTS } from '#app/features/sales/lead/lead-work-forms.ts';

/** What staff see for each outcome. */
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: 'Connected',
  'no-answer': 'No answer',
  busy: 'Busy',
  'wrong-number': 'Wrong number',
  'call-back-later': 'Call back later',
};

export const CALL_TEXTS = { outcome: 'Choose how the call went.' } as const;

export const logCallSchema = z.object({
  outcome: z.enum(callOutcomes, { error: CALL_TEXTS.outcome }),
  note: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(noteSchema.shape.note.optional()),
  followUpAt: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return undefined;
      const at = parseStudioDateTime(value);
      if (at) return at;
      context.addIssue({ code: 'custom', message: FOLLOW_UP_TEXTS.invalid });
      return z.NEVER;
    }),
});
export type LogCallFields = z.output<typeof logCallSchema>;
export { NOTE_MAX };

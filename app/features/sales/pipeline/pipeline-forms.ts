// The 'Pipeline' board's forms, checked with the same schemas in the browser and in the actions:
// a move ('Move to…' or a drop, with 'Lost reason' on the way to 'Lost') and the idle limits.
// Browser-safe.
import { z } from 'zod';
import { leadStages, lostReasons } from '#db/enums.ts';
import type { LeadStage, LostReason } from '#db/enums.ts';
import { printable } from '#app/lib/text-rules.ts';

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  budget: 'Budget',
  other_studio: 'Chose another studio',
  not_responding: 'Not responding',
  postponed: 'Postponed',
  other: 'Other',
};

const optionalText = z
  .string()
  .check(printable())
  .trim()
  .max(300, 'Keep it under 300 characters.')
  .optional()
  .transform((value) => value || undefined);

/** POST /admin/leads/:leadId/stage: `stage`, and for 'Lost' `lostReason` (and `lostReasonText` for 'Other'). */
export const moveSchema = z
  .object({
    stage: z.enum(leadStages, 'Choose a stage.'),
    lostReason: z.enum(lostReasons, 'Choose a reason.').optional(),
    lostReasonText: optionalText,
  })
  .superRefine((value, context) => {
    if (value.stage !== 'lost') return;
    if (!value.lostReason) context.addIssue({ code: 'custom', path: ['lostReason'], message: 'Choose a reason.' });
    else if (value.lostReason === 'other' && !value.lostReasonText) {
      context.addIssue({ code: 'custom', path: ['lostReasonText'], message: 'Say why the lead was lost.' });
    }
  });

export type MoveAnswer =
  { ok: true; from: LeadStage; to: LeadStage } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

/** The idle limit of each stage, in days (1 to 365), posted as `idle_<stage>`. */
export const idleLimitsSchema = z.object(
  Object.fromEntries(
    leadStages.map((stage) => [
      `idle_${stage}`,
      z
        .string('Enter a number of days.')
        .trim()
        .regex(/^\d{1,3}$/, 'Enter a number of days.')
        .transform(Number)
        .pipe(z.number().int().min(1, 'At least 1 day.').max(365, 'At most 365 days.')),
    ]),
  ) as unknown as Record<`idle_${LeadStage}`, z.ZodType<number, string>>,
);

/** How many more cards 'Show more' adds to a column, and the most a column shows. */
export const CARDS_PER_PAGE = 20;
export const MAX_CARDS = 400;

/** The board's URL: `?mine=1` ('Assigned to me'), `?<stage>=<cards shown>` after 'Show more'. */
export function boardParams(search: URLSearchParams): { mine: boolean; shown: Record<LeadStage, number> } {
  const shown = Object.fromEntries(
    leadStages.map((stage) => {
      const asked = Number(search.get(stage));
      const count = Number.isInteger(asked) && asked > CARDS_PER_PAGE ? Math.min(asked, MAX_CARDS) : CARDS_PER_PAGE;
      return [stage, count];
    }),
  ) as Record<LeadStage, number>;
  return { mine: search.get('mine') === '1', shown };
}

// 'Book site visit' and 'Reschedule': the date, time, address and designer, checked with the same
// schema in the browser and in the action (the time is India time). Browser-safe.
import { z } from 'zod';
import { printable } from '#app/lib/text-rules.ts';
import { parseStudioDateTime } from '#app/features/sales/lead/lead-work-forms.ts';

export const VISIT_TEXTS = {
  date: 'Choose the date of the visit.',
  time: 'Choose the time of the visit.',
  invalid: 'Enter a real date and time.',
  address: 'Enter the address of the site.',
  designer: 'Choose the designer who goes.',
} as const;

export const visitIntents = ['book', 'reschedule', 'cancel'] as const;
export type VisitIntent = (typeof visitIntents)[number];

/** The visit's fields; `designerIds`: the staff who may be chosen. */
export function visitSchema(designerIds: readonly string[]) {
  return z
    .object({
      date: z
        .string({ error: VISIT_TEXTS.date })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, VISIT_TEXTS.date),
      time: z
        .string({ error: VISIT_TEXTS.time })
        .trim()
        .regex(/^\d{2}:\d{2}$/, VISIT_TEXTS.time),
      address: z
        .string({ error: VISIT_TEXTS.address })
        .check(printable())
        .trim()
        .min(3, VISIT_TEXTS.address)
        .max(500, 'Keep the address under 500 characters.'),
      designerId: z.string({ error: VISIT_TEXTS.designer }).refine((value) => designerIds.includes(value), VISIT_TEXTS.designer),
    })
    .superRefine((value, context) => {
      const shaped = /^\d{4}-\d{2}-\d{2}$/.test(value.date) && /^\d{2}:\d{2}$/.test(value.time);
      if (shaped && !visitStartsAt(value)) context.addIssue({ code: 'custom', path: ['date'], message: VISIT_TEXTS.invalid });
    });
}

/** The moment a checked visit form names (its date and time are India time). */
export function visitStartsAt(value: { date: string; time: string }): Date | null {
  return parseStudioDateTime(`${value.date}T${value.time}`);
}

/** Which visit 'Reschedule' and 'Cancel' act on. */
export const visitIdSchema = z.object({ visitId: z.uuid('This visit no longer exists.') });

export type VisitAnswer =
  { intent: VisitIntent; ok: true; mailed: boolean } | { intent: VisitIntent | null; ok: false; error?: string; result?: unknown };

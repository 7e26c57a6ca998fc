// 'Mark as accepted' for a signed paper copy, as the browser and the server both read it: the
// name signed, the day it was signed (India's calendar, not after today) and the scan (an image
// uploaded to the media library, named by its address there).
import { z } from 'zod';
import { printable } from '#app/lib/text-rules.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';

/** Why 'Mark as accepted' is refused (the core's markAcceptedOffline gives the key). */
export const OFFLINE_ACCEPTANCE_TEXTS = {
  notSent: 'Only a version sent to the customer can be marked as accepted.',
  accepted: 'This quotation has already been accepted.',
  superseded: 'A newer version has been sent: mark that one as accepted.',
  scan: 'Attach the scan of the signed copy.',
} as const;

export const MARK_ACCEPTED_TEXTS = {
  version: 'Choose the version that was signed.',
  name: 'Type the name as signed on the copy.',
  nameLong: 'At most 200 characters.',
  signedOn: 'Choose the day the copy was signed.',
  future: 'The day signed cannot be after today.',
  scan: OFFLINE_ACCEPTANCE_TEXTS.scan,
} as const;

const isCalendarDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

export const markAcceptedSchema = z.object({
  versionId: z.uuid({ error: MARK_ACCEPTED_TEXTS.version }),
  name: z
    .string({ error: MARK_ACCEPTED_TEXTS.name })
    .check(printable())
    .trim()
    .min(1, MARK_ACCEPTED_TEXTS.name)
    .max(200, MARK_ACCEPTED_TEXTS.nameLong),
  signedOn: z
    .string({ error: MARK_ACCEPTED_TEXTS.signedOn })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MARK_ACCEPTED_TEXTS.signedOn, abort: true })
    .refine(isCalendarDay, { message: MARK_ACCEPTED_TEXTS.signedOn, abort: true })
    .refine((value) => value <= indiaDate(new Date()), MARK_ACCEPTED_TEXTS.future),
  /** The scan's address in the media library ('/media/<file>'). */
  scan: z.string({ error: MARK_ACCEPTED_TEXTS.scan }).regex(/^\/media\/[A-Za-z0-9._-]+$/, MARK_ACCEPTED_TEXTS.scan),
});

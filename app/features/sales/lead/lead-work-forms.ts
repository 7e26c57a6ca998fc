// The forms of a lead's page: 'Note', 'Next follow-up', 'Assigned to' and 'Merge'. One zod schema
// each, read with parseForm in the browser before sending and again in the action (decision 047).
// Browser-safe.
import { tz } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { z } from 'zod';
import { TIME_ZONE } from '#app/lib/format.ts';
import { MULTI_LINE_FORBIDDEN, printable } from '#app/lib/text-rules.ts';

export const NOTE_MAX = 5000;

export const NOTE_TEXTS = {
  empty: 'Write a note first.',
  tooLong: `A note can be at most ${NOTE_MAX.toLocaleString('en-US')} characters.`,
  unprintable: 'Please remove the control or text-direction characters from the note.',
} as const;

export const noteSchema = z.object({
  note: z
    .string({ error: NOTE_TEXTS.empty })
    .trim()
    .min(1, NOTE_TEXTS.empty)
    .max(NOTE_MAX, NOTE_TEXTS.tooLong)
    .refine((value) => !MULTI_LINE_FORBIDDEN.test(value), NOTE_TEXTS.unprintable),
});

const studioZone = tz(TIME_ZONE);
const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/**
 * A datetime-local value ('2026-11-27T10:30', seconds allowed) read as India time; null when it
 * is not a real date and time. Follow-ups are set in the studio's time zone whatever the staff
 * member's computer says, so a time agreed on the phone is the time stored.
 */
export function parseStudioDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(value.trim());
  if (!match) return null;
  const parsed = parse(match[1]!, INPUT_FORMAT, new Date(), { in: studioZone });
  if (!isValid(parsed)) return null;
  const year = parsed.getFullYear();
  return year >= 2000 && year <= 2100 ? new Date(parsed.getTime()) : null;
}

/** The datetime-local value of an instant, in India time. */
export function studioDateTimeInput(iso: string): string {
  return format(new Date(iso), INPUT_FORMAT, { in: studioZone });
}

export const FOLLOW_UP_TEXTS = {
  missing: 'Choose the date and time of the next follow-up.',
  invalid: 'Enter a real date and time, like 27/11/2026 10:30 AM.',
} as const;

export const followUpSchema = z.object({
  followUpAt: z
    .string({ error: FOLLOW_UP_TEXTS.missing })
    .trim()
    .min(1, FOLLOW_UP_TEXTS.missing)
    .transform((value, context) => {
      const at = parseStudioDateTime(value);
      if (at) return at;
      context.addIssue({ code: 'custom', message: FOLLOW_UP_TEXTS.invalid });
      return z.NEVER;
    }),
});

export const ASSIGN_TEXTS = { unknown: 'Choose a member of the team who works on leads.' } as const;

/** 'Assigned to': one of `memberIds` (the staff who may see leads), or '' for nobody. */
export function assignSchema(memberIds: readonly string[]) {
  return z.object({
    assignedTo: z
      .string({ error: ASSIGN_TEXTS.unknown })
      .refine((value) => value === '' || memberIds.includes(value), ASSIGN_TEXTS.unknown)
      .transform((value) => (value === '' ? null : value)),
  });
}

export const MERGE_TEXTS = {
  missing: 'Enter the e-mail address or phone number of the other person.',
  notFound: 'Nobody else has this e-mail address or phone number.',
  same: 'This enquiry is already from that person.',
  gone: 'One of the two people no longer exists: the page has been updated.',
} as const;

/** 'Find' before 'Merge': the other person's e-mail address or phone number, written any way. */
export const mergeFindSchema = z.object({
  contact: z.string({ error: MERGE_TEXTS.missing }).check(printable()).trim().min(3, MERGE_TEXTS.missing).max(254, MERGE_TEXTS.notFound),
});

/** 'Merge': the other person, by id (as the page found them). */
export const mergeSchema = z.object({ personId: z.uuid({ error: MERGE_TEXTS.gone }) });

/** What a lead page's form asks the action to do (`intent`). */
export const leadIntents = [
  'note',
  'follow-up',
  'follow-up-done',
  'assign',
  'merge-find',
  'merge',
  'edit',
  'log-call',
  'whatsapp',
] as const;
export type LeadIntent = (typeof leadIntents)[number];
export const leadIntentSchema = z.enum(leadIntents);

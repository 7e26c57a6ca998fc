// 'Add lead': an enquiry that reached the studio another way (a walk-in, a phone call, a
// referral), entered by an Admin or a Sales member. Its fields are checked with the public forms'
// own rules (lead-schema.ts); browser-safe, read with parseForm in the dialog and in the action.
import { z } from 'zod';
import { leadFieldRules } from '#app/features/intake/lead-schema.ts';

/** 'How they reached us': stored as the lead's source, so the list and 'Reports' show it. */
export const reachedUsOptions = ['Walk-in', 'Phone call', 'Referral', 'Other'] as const;
export type ReachedUs = (typeof reachedUsOptions)[number];

export const STAFF_LEAD_TEXTS = { reachedUs: 'Choose how they reached us.' } as const;

export const staffLeadSchema = z.object({
  name: leadFieldRules.name,
  phone: leadFieldRules.phone,
  email: leadFieldRules.optionalEmail,
  service: leadFieldRules.service,
  location: leadFieldRules.location,
  reachedUs: z.enum(reachedUsOptions, { error: STAFF_LEAD_TEXTS.reachedUs }),
  note: leadFieldRules.message,
});
export type StaffLeadFields = z.output<typeof staffLeadSchema>;

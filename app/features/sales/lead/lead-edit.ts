// 'Edit' on a lead's page: corrects the name, phone, e-mail, service and location, with the
// public forms' own field rules (intake's lead-schema.ts). Browser-safe.
import { z } from 'zod';
import { leadFieldRules } from '#app/features/intake/lead-schema.ts';

export const leadEditSchema = z.object({
  name: leadFieldRules.name,
  phone: leadFieldRules.phone,
  email: leadFieldRules.optionalEmail,
  service: leadFieldRules.service,
  location: leadFieldRules.location,
});
export type LeadEditFields = z.output<typeof leadEditSchema>;

/** The fields 'Edit' corrects, and what the timeline calls each. */
export const EDITED_FIELDS = { name: 'Name', phone: 'Phone', email: 'E-mail', service: 'Service', location: 'Location' } as const;

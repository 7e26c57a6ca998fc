// 'Add lead' on the server: the staff's enquiry becomes a lead's row like a form's, stored by the
// same lead store, so the database finds its person and assigns it as it does a visitor's.
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/database.ts';
import { insertLead } from '#app/features/intake/lead-store.server.ts';
import type { PreparedLead } from '#app/features/intake/lead-store.server.ts';
import type { StaffLeadFields } from '#app/features/intake/staff-lead.ts';

/** The row of a staff-entered lead: form 'staff', its source how they reached us, its note as its message. */
export function prepareStaffLead(
  fields: StaffLeadFields,
  { id, receivedAt, enteredBy }: { id: string; receivedAt: Date; enteredBy: string },
): PreparedLead {
  return {
    lead: {
      id,
      name: fields.name,
      // The column holds text: a lead without an e-mail address stores none ('').
      email: fields.email ?? '',
      phone: fields.phone,
      service: fields.service ?? null,
      location: fields.location ?? null,
      source: fields.reachedUs,
      form: 'staff',
      pagePath: null,
      message: fields.note ?? null,
      status: 'new',
      stage: 'new',
      stageChangedAt: null,
      valuePaise: null,
      lostReason: null,
      lostReasonText: null,
      landingPath: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      details: null,
      estimate: null,
      createdAt: receivedAt,
      assignedTo: null,
      nextFollowUpAt: null,
      firstContactAt: null,
      responseDueAt: null,
    },
    notification: 'none',
    enteredBy,
  };
}

/** Stores a staff-entered lead; returns its id. */
export async function addStaffLead(db: Database, fields: StaffLeadFields, enteredBy: string): Promise<string> {
  const prepared = prepareStaffLead(fields, { id: randomUUID(), receivedAt: new Date(), enteredBy });
  await insertLead(db, prepared);
  return prepared.lead.id;
}

// What staff are told about a lead (docs/product.md, "Notifications"), built from the stored lead
// when its notification is sent: the form's labels come from the form it was sent with, the
// corporate form's extras from its `details`.
import type { Lead } from '#db/schema.ts';
import { attributionOf } from '#app/features/intake/attribution.ts';
import type { Attribution } from '#app/features/intake/attribution.ts';
import type { LeadForm } from '#db/enums.ts';
import { leadForms, UNKNOWN_FORM } from '#app/features/intake/lead-forms.ts';
import { parseLeadEstimate } from '#app/features/pricing/stored-estimate.server.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';

/** The form's fields, plus the lead's id, time and where the visit came from. */
export type NotificationPayload = {
  formType: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  location?: string;
  companyName?: string;
  contactPerson?: string;
  projectType?: string;
  budget?: string;
  timeline?: string;
  /** The price calculator's estimate the visitor saw, with its breakdown (calculator leads). */
  estimate?: LeadEstimate;
  leadId: string;
  submittedAt: string;
  attribution: Attribution;
};

/** What one form adds to or says differently from the common fields. */
function formNotice(kind: LeadForm | null, lead: NotifiedLead): Partial<NotificationPayload> {
  const notice = kind ? leadForms[kind].notice : undefined;
  if (notice) return notice;
  switch (kind) {
    case 'calculator': {
      const estimate = parseLeadEstimate(lead.estimate);
      return estimate ? { location: lead.location ?? '', estimate } : { location: lead.location ?? '' };
    }
    case 'corporate':
      return {
        location: lead.location ?? '',
        companyName: lead.details?.companyName ?? '',
        contactPerson: lead.name,
        projectType: lead.service ?? '',
        budget: lead.details?.budget ?? '',
        timeline: lead.details?.timeline ?? '',
      };
    default:
      return {};
  }
}

/** The lead as a notification reads it (which person it joined plays no part). */
type NotifiedLead = Omit<Lead, 'personId' | 'possibleDuplicateOf'>;

export function notificationPayload(lead: NotifiedLead): NotificationPayload {
  const labels = lead.form ? leadForms[lead.form] : { ...UNKNOWN_FORM, label: lead.source ?? UNKNOWN_FORM.label };
  return {
    formType: labels.formType,
    source: labels.label,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service ?? '',
    message: lead.message ?? '',
    ...formNotice(lead.form, lead),
    leadId: lead.id,
    submittedAt: lead.createdAt.toISOString(),
    attribution: attributionOf(lead),
  };
}

/** Where staff open the lead in the admin (linked from the e-mail, sent with the webhook). */
export function adminLeadUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl}/admin/leads/${encodeURIComponent(leadId)}`;
}

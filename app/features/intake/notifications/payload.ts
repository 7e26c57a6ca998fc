// What staff are told about a lead (spec section 7), built from the stored lead when its
// notification is sent: the form's labels come from the lead's `source`, the corporate form's
// extras from its `details`.
import type { Lead } from '#db/schema.ts';
import { attributionOf } from '#app/features/intake/attribution.ts';
import type { Attribution } from '#app/features/intake/attribution.ts';
import type { FormKind } from '#app/features/intake/lead-options.ts';
import { formOfSource, leadSources } from '#app/features/intake/lead-sources.ts';
import { readLeadEstimate } from '#app/features/pricing/lead-estimate.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';

/** The spec's fields, plus the lead's id, time and where the visit came from. */
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

/** The CTA's notification says it differently from its row (spec section 7). */
const CTA_NOTICE = { service: 'Quick Consultation', message: 'Request for free consultation from CTA section' };

/** A lead no form wrote (added by hand, say) is still announced, under its own source. */
const OTHER_SOURCE = { label: 'Website', formType: 'Enquiry' };

/** What one form adds to or says differently from the common fields. */
function formNotice(kind: FormKind | undefined, lead: Lead): Partial<NotificationPayload> {
  switch (kind) {
    case 'calculator': {
      const estimate = readLeadEstimate(lead.estimate);
      return estimate ? { location: lead.location ?? '', estimate } : { location: lead.location ?? '' };
    }
    case 'cta':
      return CTA_NOTICE;
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

export function notificationPayload(lead: Lead): NotificationPayload {
  const kind = formOfSource(lead.source);
  const labels = kind ? leadSources[kind] : { ...OTHER_SOURCE, label: lead.source ?? OTHER_SOURCE.label };
  return {
    formType: labels.formType,
    source: labels.label,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service ?? '',
    message: lead.message ?? '',
    ...formNotice(kind, lead),
    leadId: lead.id,
    submittedAt: lead.createdAt.toISOString(),
    attribution: attributionOf(lead),
  };
}

/** Where staff open the lead in the admin (linked from the e-mail, sent with the webhook). */
export function adminLeadUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl}/admin/leads/${encodeURIComponent(leadId)}`;
}

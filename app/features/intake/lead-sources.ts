// Which form a lead came from: the `source` column each form writes (spec section 7) and the
// labels its notification carries (section 7 and ours). Only the column is stored; the labels
// are looked up from it when staff are notified.
import type { FormKind } from '#app/features/intake/lead-options.ts';

export type LeadSource = {
  /** The `source` column. */
  source: string;
  /** The notification's `source`. */
  label: string;
  formType: string;
};

export const leadSources: Record<FormKind, LeadSource> = {
  calculator: { source: 'price calculator', label: 'Website Price Calculator', formType: 'Price Calculator Request' },
  'quick-quote': { source: 'mobile price calculator', label: 'Website Mobile Quick Quote', formType: 'Mobile Quick Quote' },
  'service-card': { source: 'service card', label: 'Website Service Card', formType: 'Service Quote Request' },
  popup: { source: 'popup form', label: 'Website Popup Form', formType: 'Contact Form' },
  cta: { source: 'cta section', label: 'Website CTA Quick Form', formType: 'Quick Consultation Request' },
  contact: { source: 'contact_page', label: 'Website Contact Page', formType: 'Contact Page Form' },
  corporate: { source: 'Corporate Page', label: 'Website Corporate Form', formType: 'Corporate Contact Form' },
};

const formsBySource = new Map(Object.entries(leadSources).map(([kind, { source }]) => [source, kind as FormKind]));

/** The form whose leads carry this `source`; undefined for a lead no form wrote. */
export function formOfSource(source: string | null): FormKind | undefined {
  return source === null ? undefined : formsBySource.get(source);
}

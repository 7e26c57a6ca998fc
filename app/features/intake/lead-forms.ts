// The forms a lead can come from, and what each one writes and says (docs/product.md, "Enquiry
// forms"). The lead stores which form it came from (`form`); everything else about the form is
// read from here by that value, never worked out from the `source` text.
import type { LeadForm } from '#db/enums.ts';

export type LeadFormInfo = {
  /** What staff call the form (the lead page, the list, 'Reports'). */
  name: string;
  /** The `source` column the form writes (the product's own values). */
  source: string;
  /** The notification's `source` and `formType`. */
  label: string;
  formType: string;
  /**
   * Whether the form asks what the person wants. The quick quote and the call-to-action form ask
   * for nothing and store the form's name as the service (`storedService`): that is no service.
   */
  asksService: boolean;
  storedService?: string;
  /** What the stored message says when the form has no message field. */
  storedMessage?: string;
  /** Whether the form asks where: one that does not records the locality of the page it was sent from. */
  asksLocation: boolean;
  /** What the notification says instead of the stored service and message (the CTA form's). */
  notice?: { service: string; message: string };
};

export const leadForms: Record<LeadForm, LeadFormInfo> = {
  calculator: {
    name: 'Price calculator',
    source: 'price calculator',
    label: 'Website Price Calculator',
    formType: 'Price Calculator Request',
    asksService: true,
    asksLocation: true,
  },
  'quick-quote': {
    name: 'Mobile quick quote',
    source: 'mobile price calculator',
    label: 'Website Mobile Quick Quote',
    formType: 'Mobile Quick Quote',
    asksService: false,
    storedService: 'Price Calculator Request',
    storedMessage: 'Quick quote request from the mobile price calculator',
    asksLocation: false,
  },
  'service-card': {
    name: 'Service card',
    source: 'service card',
    label: 'Website Service Card',
    formType: 'Service Quote Request',
    asksService: true,
    asksLocation: false,
  },
  popup: {
    name: 'Popup form',
    source: 'popup form',
    label: 'Website Popup Form',
    formType: 'Contact Form',
    asksService: true,
    asksLocation: false,
  },
  cta: {
    name: 'Quick consultation form',
    source: 'cta section',
    label: 'Website CTA Quick Form',
    formType: 'Quick Consultation Request',
    asksService: false,
    storedService: 'CTA Form Submission',
    storedMessage: 'Quick consultation request from CTA section',
    asksLocation: false,
    notice: { service: 'Quick Consultation', message: 'Request for free consultation from CTA section' },
  },
  contact: {
    name: 'Contact page',
    source: 'contact_page',
    label: 'Website Contact Page',
    formType: 'Contact Page Form',
    asksService: true,
    asksLocation: false,
  },
  corporate: {
    name: 'Corporate enquiry',
    source: 'Corporate Page',
    label: 'Website Corporate Form',
    formType: 'Corporate Contact Form',
    asksService: true,
    asksLocation: true,
  },
  staff: {
    name: 'Entered by staff',
    source: 'Staff',
    label: 'Entered by staff',
    formType: 'Enquiry entered by staff',
    asksService: true,
    asksLocation: true,
  },
};

/** A lead no form wrote (older than the form column, or added by hand) is still named. */
export const UNKNOWN_FORM = { name: 'Enquiry', label: 'Website', formType: 'Enquiry' } as const;

/** What the person asked about, or null when their form asked for no service (or they left it empty). */
export function serviceAskedFor(lead: { form: LeadForm | null; service: string | null }): string | null {
  const value = lead.service?.trim();
  if (!value) return null;
  return lead.form && !leadForms[lead.form].asksService ? null : value;
}

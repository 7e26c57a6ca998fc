// The submit button's words per form, and while the enquiry is on its way (docs/product.md, 'The lead flow'): what
// a form shows before anyone sends it (the messages about a submission are in lead-texts.ts).
import type { FormKind } from '#app/features/intake/lead-options.ts';

export const submitLabels: Record<FormKind, { submit: string; submitting: string }> = {
  calculator: { submit: 'Get My Best Price', submitting: 'Processing' },
  'quick-quote': { submit: 'Get My Best Price', submitting: 'Processing' },
  'service-card': { submit: 'Request Quote', submitting: 'Processing' },
  popup: { submit: 'Send Message', submitting: 'Sending...' },
  cta: { submit: 'Get Free Consultation', submitting: 'Processing...' },
  contact: { submit: 'Send Message', submitting: 'Sending...' },
  corporate: { submit: 'Submit Inquiry', submitting: 'Submitting...' },
};

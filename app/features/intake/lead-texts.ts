// Every message a visitor reads about a submission, per form (docs/product.md, 'The lead flow', verbatim):
// used by the server, the no-JavaScript result page and the code that sends a form, which loads
// on demand (submit-lead.ts). The submit buttons' words are in submit-labels.ts.
import { company } from '#content/company.ts';
import type { FormKind } from '#app/features/intake/lead-options.ts';
import { replyPromise } from '#content/promises.ts';

export type ToastText = { title: string; description?: string };

export type FormTexts = {
  /** The form's own message when a required field is empty; forms without one show field messages only. */
  missing?: ToastText;
  /** Stored in the database. */
  success: ToastText;
  /**
   * Accepted into the durable spool while the database was unavailable (HTTP 202). The site's
   * texts for a failed insert of the popup, CTA and corporate forms say "received", and now
   * they are true; the other forms thank the visitor as usual.
   */
  received: ToastText;
  /** Neither the database nor the spool took it, or the server could not be reached. */
  failure: ToastText;
};

const error = (description: string): ToastText => ({ title: 'Error', description });

const calculatorSuccess = { title: 'Thank You! Our representative will get back to you with the best price.' };
const quickQuoteSuccess = { title: 'Thank you! Our representative will contact you with the best price.' };
const serviceCardSuccess = { title: 'Thank you! Our representative will get back to you with the best price.' };
const contactSuccess = {
  title: 'Message Sent Successfully!',
  description: `Thank you for contacting us. We'll get back to you within ${replyPromise.hours} hours.`,
};

export const formTexts: Record<FormKind, FormTexts> = {
  calculator: {
    missing: error('Please fill out all required fields'),
    success: calculatorSuccess,
    received: calculatorSuccess,
    failure: error('There was a problem submitting your request. Please try again.'),
  },
  'quick-quote': {
    missing: error('Please fill all required fields'),
    success: quickQuoteSuccess,
    received: quickQuoteSuccess,
    failure: error('There was an error submitting your request. Please try again.'),
  },
  'service-card': {
    missing: error('Please fill all required fields'),
    success: serviceCardSuccess,
    received: serviceCardSuccess,
    failure: error('There was an error submitting your request. Please try again.'),
  },
  popup: {
    missing: error('Please fill out all required fields.'),
    success: { title: "Thank you! Your message has been sent. We'll get back to you shortly." },
    received: { title: `Thank you! Your message has been received. We'll contact you within ${replyPromise.hours} hours.` },
    // The popup never had an honest failure text (it claimed success); the contact page's fits.
    failure: error('There was an error sending your message. Please try again.'),
  },
  cta: {
    missing: error('Please fill all required fields.'),
    success: { title: `Thank you! Our representative will contact you within ${replyPromise.hours} hours.` },
    received: { title: `Thank you! Your request has been received. We'll contact you within ${replyPromise.hours} hours.` },
    failure: error('There was an error submitting your request. Please try again.'),
  },
  contact: {
    success: contactSuccess,
    received: contactSuccess,
    failure: error('There was an error sending your message. Please try again.'),
  },
  corporate: {
    success: {
      title: 'Corporate Inquiry Submitted',
      description: `Our corporate team will contact you within ${replyPromise.hours} hours to discuss your project requirements.`,
    },
    received: {
      title: 'Corporate Inquiry Received',
      description: `Thank you for your interest! Our team will contact you within ${replyPromise.hours} hours to discuss your project requirements.`,
    },
    failure: error('There was an error submitting your request. Please try again.'),
  },
};

/** The hero's inline calculator words its empty-form message like the quick forms, with a full stop. */
export const heroMissingText: ToastText = error('Please fill all required fields.');

/** Shown when a required field is empty on a form that has no toast of its own for it (or on the result page). */
export const checkFieldsText: ToastText = error('Please check the highlighted fields.');

export const rateLimitedText: ToastText = {
  title: 'Too many requests',
  description: `You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us on ${company.phone.display}.`,
};

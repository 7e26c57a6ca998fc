import { describe, expect, it } from 'vitest';
import { corporateNotice, goodLeads } from '../../../../tests/support/leads.ts';
import type { Kind } from '../../../../tests/support/leads.ts';
import { cleanAttribution } from '#app/features/intake/attribution.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import { prepareLead } from '#app/features/intake/lead-store.server.ts';
import { notificationPayload } from '#app/features/intake/notifications/payload.ts';

const ID = '0f8b6c1e-3d2a-4b5c-9e7f-1a2b3c4d5e6f';
const RECEIVED = new Date('2026-11-20T10:15:30.123Z');
const visit = {
  landing_path: '/corporate-interiors',
  referrer: 'https://www.bing.com/',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'monsoon',
  utm_term: 'office interiors',
  utm_content: 'banner',
};

/** The stored row of a submission, as the lead service writes it. */
function storedLead(values: Record<string, string>) {
  const checked = validateLead(values.form as Kind, values);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return prepareLead(checked.lead, cleanAttribution(values), ID, RECEIVED).lead;
}

// What each form's notification said when the payload was stored with the job (before decision
// 048), besides the visitor's name, e-mail and phone; in the order the webhook's JSON lists it.
const told: Record<Kind, Record<string, string>> = {
  calculator: {
    formType: 'Price Calculator Request',
    source: 'Website Price Calculator',
    service: 'Modular Kitchen',
    message: 'Price calculator request for Modular Kitchen in Whitefield',
    location: 'Whitefield',
  },
  'quick-quote': {
    formType: 'Mobile Quick Quote',
    source: 'Website Mobile Quick Quote',
    service: 'Price Calculator Request',
    message: 'Quick quote request from the mobile price calculator',
  },
  'service-card': {
    formType: 'Service Quote Request',
    source: 'Website Service Card',
    service: 'Modular Kitchens',
    message: 'Quote request for Modular Kitchens',
  },
  popup: {
    formType: 'Contact Form',
    source: 'Website Popup Form',
    service: 'Kitchen Design',
    message: 'Two-bedroom flat, move-in in March.',
  },
  cta: {
    formType: 'Quick Consultation Request',
    source: 'Website CTA Quick Form',
    service: 'Quick Consultation',
    message: 'Request for free consultation from CTA section',
  },
  contact: {
    formType: 'Contact Page Form',
    source: 'Website Contact Page',
    service: 'Modular Wardrobe',
    message: 'Please call after 6 pm.',
  },
  corporate: corporateNotice,
};

describe('what staff are told about a lead, built from its stored row', () => {
  it.each(Object.keys(told) as Kind[])('says for a %s lead what the stored payload said, in the same order', (kind) => {
    const lead = storedLead({ ...goodLeads[kind], ...visit });
    const payload = notificationPayload(lead);
    const expected = { ...told[kind], leadId: ID, submittedAt: '2026-11-20T10:15:30.123Z', attribution: visit };
    expect(payload).toStrictEqual({ ...expected, name: lead.name, email: lead.email, phone: lead.phone });
    expect(Object.keys(payload)).toEqual(Object.keys({ formType: 0, source: 0, name: 0, email: 0, phone: 0, ...expected }));
  });

  it('keeps the corporate answers that have no column in the lead (details) and says which were left out', () => {
    const full = storedLead(goodLeads.corporate);
    expect(full.details).toEqual({ companyName: 'Nimbus Labs', budget: '₹25 - 50 Lakhs', timeline: '1 - 3 months' });
    const lead = storedLead({ ...goodLeads.corporate, projectType: 'renovation', budget: '', timeline: '', location: '', message: '' });
    expect(lead.details).toEqual({ companyName: 'Nimbus Labs' });
    expect(notificationPayload(lead)).toMatchObject({
      formType: 'Corporate Contact Form',
      source: 'Website Corporate Form',
      name: 'Arjun Rao',
      email: 'arjun@nimbus.example',
      phone: '080 4123 4567',
      service: 'Office Renovation',
      message:
        'Company: Nimbus Labs\nProject type: Office Renovation\nBudget: Not specified\nTimeline: Not specified\nProject details: Not provided',
      location: '',
      companyName: 'Nimbus Labs',
      contactPerson: 'Arjun Rao',
      projectType: 'Office Renovation',
      budget: '',
      timeline: '',
    });
  });

  it('announces a lead no form wrote under its own source', () => {
    const lead = { ...storedLead(goodLeads.contact), source: 'phone call', form: null, message: null };
    expect(notificationPayload(lead)).toMatchObject({ formType: 'Enquiry', source: 'phone call', message: '' });
  });
});

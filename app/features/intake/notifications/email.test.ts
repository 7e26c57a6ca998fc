import { describe, expect, it } from 'vitest';
import { composeEmail, shortName } from '#app/features/intake/notifications/email.ts';
import type { NotificationPayload } from '#app/features/intake/notifications/payload.ts';

const SITE = 'https://www.aanganinteriors.in';
const corporate: NotificationPayload = {
  formType: 'Corporate Contact Form',
  source: 'Website Corporate Form',
  name: 'Arjun Rao',
  email: 'arjun@nimbus.example',
  phone: '080 4123 4567',
  service: 'Complete Office Interior',
  message: 'Company: Nimbus Labs\nProject details: 60 seats & two <meeting> rooms.',
  location: 'Koramangala',
  companyName: 'Nimbus Labs',
  contactPerson: 'Arjun Rao',
  projectType: 'Complete Office Interior',
  budget: '₹25 - 50 Lakhs',
  timeline: '',
  leadId: '0f8b6c1e-3d2a-4b5c-9e7f-1a2b3c4d5e6f',
  submittedAt: '2026-11-20T10:15:30.123Z',
  attribution: { landing_path: '/corporate', utm_source: 'google', utm_campaign: 'diwali' },
};

describe('the notification e-mail', () => {
  it('lists the lead for staff in plain text, leaving out what the visitor did not give', () => {
    const email = composeEmail(corporate, SITE);
    expect(email.subject).toBe('New enquiry: Complete Office Interior — Arjun R.');
    expect(email.text).toBe(
      [
        'New enquiry from the Aangan Interiors website.',
        '',
        'Name:         Arjun Rao',
        'Phone:        080 4123 4567',
        'Email:        arjun@nimbus.example',
        'Company:      Nimbus Labs',
        'Service:      Complete Office Interior',
        'Project type: Complete Office Interior',
        'Budget:       ₹25 - 50 Lakhs',
        'Location:     Koramangala',
        'Form:         Corporate Contact Form (Website Corporate Form)',
        'Received:     20 Nov 2026, 3:45 pm IST',
        'Landing page: /corporate',
        'Campaign:     google / diwali',
        '',
        'Message:',
        'Company: Nimbus Labs',
        'Project details: 60 seats & two <meeting> rooms.',
        '',
        'Open the lead in the admin: https://www.aanganinteriors.in/admin/leads/0f8b6c1e-3d2a-4b5c-9e7f-1a2b3c4d5e6f',
        '',
      ].join('\n'),
    );
  });

  it('escapes every value in the HTML version and links the lead', () => {
    const { html } = composeEmail({ ...corporate, name: 'Eve <img src=x>' }, SITE);
    expect(html).toContain('<td style="padding:6px 12px 6px 0;vertical-align:top;">Eve &#60;img src=x&#62;</td>');
    expect(html).toContain('60 seats &#38; two &#60;meeting&#62; rooms.');
    expect(html).toContain('href="https://www.aanganinteriors.in/admin/leads/0f8b6c1e-3d2a-4b5c-9e7f-1a2b3c4d5e6f"');
    expect(html).not.toContain('<img');
  });

  it('names the form when there is no service, and says when there is no message', () => {
    const email = composeEmail({ ...corporate, service: '', message: '' }, SITE);
    expect(email.subject).toBe('New enquiry: Corporate Contact Form — Arjun R.');
    expect(email.text).toContain('Message:\nNo message provided\n');
  });

  it('shortens a name to the first name and an initial, in one line', () => {
    expect([shortName('Priya Sharma'), shortName('  priya  k  sharma '), shortName('Priya'), shortName('')]).toEqual([
      'Priya S.',
      'priya S.',
      'Priya',
      '',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import { serviceCardServices } from '#app/features/intake/lead-options.ts';
import type { FormKind } from '#app/features/intake/lead-options.ts';
import { services } from '#content/services.ts';

const person = { name: 'Priya Sharma', email: 'priya@example.com', phone: '+91 98765 43210' };

const good: Record<FormKind, Record<string, unknown>> = {
  calculator: { ...person, location: 'Whitefield', service: 'modular-kitchen' },
  'quick-quote': person,
  'service-card': { ...person, service: 'Modular Kitchens' },
  popup: { ...person, service: 'kitchen', message: 'Two-bedroom flat, move-in in March.' },
  cta: person,
  contact: { ...person, service: 'Modular Wardrobe', message: 'Call after 6 pm please.' },
  corporate: {
    companyName: 'Nimbus Labs',
    contactPerson: 'Arjun Rao',
    email: 'arjun@nimbus.example',
    phone: '080 4123 4567',
    projectType: 'complete-office',
    budget: '25-50L',
    timeline: '1-3months',
    location: 'Koramangala',
    message: '60 seats, two meeting rooms.',
  },
};

describe('lead form schemas', () => {
  it.each(Object.entries(good))('accepts a complete %s form', (kind, values) => {
    expect(validateLead(kind as FormKind, values)).toMatchObject({ ok: true, lead: { kind } });
  });

  it('trims values, ignores unknown fields and fills the calculator default service', () => {
    const result = validateLead('calculator', {
      name: '  Priya Sharma ',
      email: ' priya@example.com',
      phone: '98765 43210 ',
      location: ' HSR Layout ',
      isAdmin: 'true',
      status: 'converted',
    });
    expect(result).toEqual({
      ok: true,
      lead: {
        kind: 'calculator',
        fields: {
          name: 'Priya Sharma',
          email: 'priya@example.com',
          phone: '98765 43210',
          location: 'HSR Layout',
          service: 'full-interior',
        },
      },
    });
  });

  it('turns empty optional fields into nothing', () => {
    const result = validateLead('popup', { ...person, service: '', message: '   ' });
    expect(result).toEqual({ ok: true, lead: { kind: 'popup', fields: person } });
  });

  it('keeps markup as plain text (it is escaped wherever it is shown)', () => {
    const result = validateLead('contact', { ...person, name: '<script>alert(1)</script>', message: '<img src=x onerror=alert(1)>' });
    expect(result).toMatchObject({
      ok: true,
      lead: { fields: { name: '<script>alert(1)</script>', message: '<img src=x onerror=alert(1)>' } },
    });
  });

  const bad: Array<[string, FormKind, Record<string, unknown>, Record<string, string>, boolean]> = [
    [
      'everything missing',
      'popup',
      {},
      { name: 'Please enter your name.', email: 'Please enter your email address.', phone: 'Please enter your phone number.' },
      true,
    ],
    ['blank required fields', 'cta', { name: '  ', email: '', phone: ' ' }, { name: 'Please enter your name.' }, true],
    ['the calculator without a location', 'calculator', { ...person, location: '' }, { location: 'Please enter your location.' }, true],
    ['a 10 KB name', 'quick-quote', { ...person, name: 'a'.repeat(10_240) }, { name: 'Name must be 120 characters or fewer.' }, false],
    ['an address without a domain', 'contact', { ...person, email: 'priya@' }, { email: 'Please enter a valid email address.' }, false],
    ['two at-signs', 'contact', { ...person, email: 'a@b@example.com' }, { email: 'Please enter a valid email address.' }, false],
    [
      'a header injection',
      'contact',
      { ...person, email: 'a@example.com\nBcc: x@example.com' },
      { email: 'Please remove the control or text-direction characters from this field.' },
      false,
    ],
    [
      'a 255-character e-mail',
      'cta',
      { ...person, email: `${'a'.repeat(243)}@example.com` },
      { email: 'Email must be 254 characters or fewer.' },
      false,
    ],
    ['letters in the phone', 'cta', { ...person, phone: '98765abcde' }, { phone: 'Use only digits, spaces, +, - and parentheses.' }, false],
    ['a phone without enough digits', 'cta', { ...person, phone: '+91 (12)' }, { phone: 'Please enter a complete phone number.' }, false],
    ['a 33-character phone', 'cta', { ...person, phone: '9'.repeat(33) }, { phone: 'Phone number must be 32 characters or fewer.' }, false],
    [
      'a 5,001-character message',
      'popup',
      { ...person, message: 'm'.repeat(5001) },
      { message: 'Message must be 5,000 characters or fewer.' },
      false,
    ],
    [
      'a 201-character location',
      'calculator',
      { ...person, location: 'l'.repeat(201) },
      { location: 'Location must be 200 characters or fewer.' },
      false,
    ],
    ['a service not on the list', 'popup', { ...person, service: 'rocket' }, { service: 'Please choose one of the options.' }, false],
    [
      'a calculator service not on the list',
      'calculator',
      { ...person, location: 'HSR', service: 'Full Interior Design' },
      { service: 'Please choose one of the options.' },
      false,
    ],
    ['a number for a name', 'cta', { ...person, name: 42 }, { name: 'Please enter text.' }, false],
    ['a list for an e-mail', 'cta', { ...person, email: ['a@example.com', 'b@example.com'] }, { email: 'Please enter text.' }, false],
    ['an object for a message', 'popup', { ...person, message: { text: 'hi' } }, { message: 'Please enter text.' }, false],
    [
      'a corporate enquiry without company, contact person or project type',
      'corporate',
      { email: 'arjun@nimbus.example', phone: '080 4123 4567' },
      {
        companyName: 'Please enter your company name.',
        contactPerson: "Please enter the contact person's name.",
        projectType: 'Please choose a project type.',
      },
      true,
    ],
    [
      'a corporate budget not on the list',
      'corporate',
      { ...good.corporate, budget: '1 crore' },
      { budget: 'Please choose one of the options.' },
      false,
    ],
    ['a service card without its service', 'service-card', person, { service: 'Please choose a service.' }, false],
    [
      'a service card naming a service the site does not offer',
      'service-card',
      { ...person, service: 'Free kitchen: call 90000 00000' },
      { service: 'Please choose one of the options.' },
      false,
    ],
  ];

  it("takes a service card's service only as one of the cards' own titles", () => {
    expect([...serviceCardServices]).toEqual(services.map((service) => service.title));
    for (const service of serviceCardServices) expect(validateLead('service-card', { ...person, service }).ok, service).toBe(true);
  });

  it.each(bad)('refuses %s with a message per field', (_, kind, values, errors, missingRequired) => {
    const result = validateLead(kind, values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject(errors);
    expect(result.missingRequired).toBe(missingRequired);
  });
});

describe('characters a lead field refuses', () => {
  const refused = 'Please remove the control or text-direction characters from this field.';
  const char = (code: number) => String.fromCharCode(code);

  it.each([
    ['a NUL in a name', 'cta', { ...person, name: `Priya${char(0)}` }, 'name'],
    ['a line break in a name', 'cta', { ...person, name: `Priya${char(10)}Sharma` }, 'name'],
    ['a bell in a message', 'contact', { ...good.contact, message: `Hello${char(7)}` }, 'message'],
    ['DEL in a location', 'calculator', { ...good.calculator, location: `Whitefield${char(0x7f)}` }, 'location'],
    [
      'a right-to-left override in a company name',
      'corporate',
      { ...good.corporate, companyName: `Nimbus${char(0x202e)}sbaL` },
      'companyName',
    ],
    [
      'a directional isolate in a contact person',
      'corporate',
      { ...good.corporate, contactPerson: `Arjun${char(0x2066)}Rao` },
      'contactPerson',
    ],
  ] as const)('refuses %s, naming the field', (_label, kind, values, field) => {
    expect(validateLead(kind, values)).toEqual({ ok: false, errors: { [field]: refused }, missingRequired: false });
  });

  it('keeps line breaks and tabs in a message, and letters of every script', () => {
    const result = validateLead('contact', {
      ...good.contact,
      name: 'ಪ್ರಿಯಾ शर्मा',
      message: `Line one${char(13)}${char(10)}Line two${char(9)}tabbed`,
    });
    expect(result).toMatchObject({ ok: true, lead: { fields: { name: 'ಪ್ರಿಯಾ शर्मा', message: 'Line one\r\nLine two\ttabbed' } } });
  });
});

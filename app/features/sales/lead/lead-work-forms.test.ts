import { describe, expect, it } from 'vitest';
import {
  ASSIGN_TEXTS,
  assignSchema,
  FOLLOW_UP_TEXTS,
  followUpSchema,
  NOTE_TEXTS,
  noteSchema,
  parseStudioDateTime,
  studioDateTimeInput,
} from '#app/features/sales/lead/lead-work-forms.ts';
import { chatNumber, mailtoHref, telHref, whatsAppHref } from '#app/features/sales/lead/reach-out.ts';
import { parseForm } from '#app/lib/parse-form.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe('the lead page forms', () => {
  it('reads a follow-up as India time, whatever the computer says', () => {
    expect(parseStudioDateTime('2026-11-27T10:30')?.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(parseStudioDateTime('2026-11-27T10:30:15')?.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(studioDateTimeInput('2026-11-27T05:00:00.000Z')).toBe('2026-11-27T10:30');
    for (const bad of ['2026-02-30T10:00', '2026-11-27', '27/11/2026 10:30', '1899-01-01T10:00', '2026-11-27T25:00']) {
      expect(parseStudioDateTime(bad), bad).toBeNull();
    }
  });

  it('answers a bad note, follow-up or assignment with the field’s message', () => {
    expect(parseForm(form({ note: '   ' }), noteSchema).reply().error).toEqual({ note: [NOTE_TEXTS.empty] });
    expect(parseForm(form({ note: 'x'.repeat(5001) }), noteSchema).reply().error).toEqual({ note: [NOTE_TEXTS.tooLong] });
    expect(parseForm(form({}), followUpSchema).reply().error).toEqual({ followUpAt: [FOLLOW_UP_TEXTS.missing] });
    expect(parseForm(form({ followUpAt: 'soon' }), followUpSchema).reply().error).toEqual({ followUpAt: [FOLLOW_UP_TEXTS.invalid] });
    const schema = assignSchema(['6f1c2a9e-8a3b-4c5d-9e7f-0a1b2c3d4e5f']);
    expect(parseForm(form({ assignedTo: 'someone-else' }), schema).reply().error).toEqual({ assignedTo: [ASSIGN_TEXTS.unknown] });
    const nobody = parseForm(form({ assignedTo: '' }), schema);
    expect(nobody.status === 'success' && nobody.value).toEqual({ assignedTo: null });
  });
});

describe('reaching the person from the lead', () => {
  // `phoneNormalized` is what the database made of the number (normalize_phone, tested on both databases).
  const lead = {
    name: 'Priya Sharma',
    email: 'priya@example.com',
    phone: '098450 12345',
    phoneNormalized: '+919845012345',
    service: 'Modular Kitchen',
    form: 'contact' as const,
  };

  it('calls and chats on the number with its country code', () => {
    expect(telHref(lead)).toBe('tel:+919845012345');
    expect(chatNumber(lead)).toBe('919845012345');
    // A number the database could not read as a phone number is dialled as it was typed.
    expect(telHref({ phone: '(080) 1234', phoneNormalized: null })).toBe('tel:0801234');
    expect(whatsAppHref(lead)).toBe(
      `https://wa.me/919845012345?text=${encodeURIComponent(
        'Hello Priya, this is Aangan Interiors. Thank you for your enquiry about Modular Kitchen. When would be a good time to talk?',
      )}`,
    );
  });

  it('writes an e-mail whose subject names the service, or none when the form asked for none', () => {
    expect(mailtoHref(lead)).toBe('mailto:priya@example.com?subject=Your%20Modular%20Kitchen%20enquiry%20with%20Aangan%20Interiors');
    expect(mailtoHref({ ...lead, service: 'CTA Form Submission', form: 'cta' })).toBe(
      'mailto:priya@example.com?subject=Your%20enquiry%20with%20Aangan%20Interiors',
    );
    expect(decodeURIComponent(whatsAppHref({ ...lead, service: null }))).toContain('about your home interiors');
  });
});

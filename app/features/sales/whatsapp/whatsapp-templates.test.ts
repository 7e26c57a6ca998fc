import { describe, expect, it } from 'vitest';
import { parseForm } from '#app/lib/parse-form.ts';
import { chatHref } from '#app/features/sales/lead/reach-out.ts';
import {
  fillTemplate,
  placeholderProblem,
  SAMPLE_VALUES,
  TEMPLATE_TEXTS,
  templateFormSchema,
} from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import type { TemplateValues } from '#app/features/sales/whatsapp/whatsapp-templates.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

const none: TemplateValues = { first_name: '', service: '', estimate: '', visit_time: '', quote_link: '', payment_link: '' };

describe('filling a WhatsApp template', () => {
  it('puts every value in its place, as often as it is named', () => {
    const body = 'Hello {first_name}! Your {service} estimate is {estimate}.\nSee you {visit_time}, {first_name}.\n{quote_link}';
    expect(fillTemplate(body, SAMPLE_VALUES)).toBe(
      'Hello Priya! Your Modular Kitchen estimate is ₹4,94,000 – ₹6,05,000.\n' +
        'See you Saturday, November 28 at 11:30 AM, Priya.\nhttps://example.com/quote/…',
    );
  });

  it('leaves a missing value out, braces and all, and tidies only its line', () => {
    const body = 'Hello {first_name}, thank you!\nYour estimate ({estimate}) is ready:  {quote_link}\nKeep  these  spaces.';
    expect(fillTemplate(body, none)).toBe('Hello, thank you!\nYour estimate is ready:\nKeep  these  spaces.');
    expect(fillTemplate('{first_name} we are on our way {visit_time} now', none)).toBe('we are on our way now');
    expect(fillTemplate('Hi {first_name} {service} team', { ...none, service: 'Wardrobe' })).toBe('Hi Wardrobe team');
    expect(fillTemplate('Hi {first_name}', { ...none, first_name: '  ' })).toBe('Hi');
    expect(fillTemplate('No placeholders  here.', none)).toBe('No placeholders  here.');
  });

  it('puts a pay link in {payment_link}', () => {
    expect(
      fillTemplate('Dear {first_name}, please pay here: {payment_link}', {
        ...none,
        first_name: 'Priya',
        payment_link: 'https://aangan.example/pay/abc',
      }),
    ).toBe('Dear Priya, please pay here: https://aangan.example/pay/abc');
  });

  it('keeps a value that looks like a placeholder as it is (values are never filled again)', () => {
    expect(fillTemplate('Hello {first_name}, {service}', { ...none, first_name: '{service}', service: 'Kitchen' })).toBe(
      'Hello {service}, Kitchen',
    );
  });

  it('carries the filled text in the chat link, URL-encoded', () => {
    const text = fillTemplate('Hi {first_name} & family: {estimate}?', SAMPLE_VALUES);
    const href = chatHref('919845012345', text);
    expect(href).toBe(
      'https://wa.me/919845012345?text=Hi%20Priya%20%26%20family%3A%20%E2%82%B94%2C94%2C000%20%E2%80%93%20%E2%82%B96%2C05%2C000%3F',
    );
    expect(new URL(href).searchParams.get('text')).toBe(text);
  });
});

describe("a template's placeholders", () => {
  it('accepts the six placeholders, and names each unknown one with the ones that exist', () => {
    expect(placeholderProblem('{first_name} {service} {estimate} {visit_time} {quote_link} {payment_link}')).toBeNull();
    expect(placeholderProblem('Hi {name}, {name} and {Service}')).toBe(
      'Unknown placeholders {name}, {Service}. Use {first_name}, {service}, {estimate}, {visit_time}, {quote_link} or {payment_link}.',
    );
    expect(placeholderProblem('Hi {}')).toBe(
      'Unknown placeholder {}. Use {first_name}, {service}, {estimate}, {visit_time}, {quote_link} or {payment_link}.',
    );
    expect(placeholderProblem('Hi {first_name')).toBe(TEMPLATE_TEXTS.strayBrace);
    expect(placeholderProblem('Hi first_name} }')).toBe(TEMPLATE_TEXTS.strayBrace);
  });

  it('is checked by the form: name and message required, lengths, braces', () => {
    const refused = parseForm(form({ name: '  ', body: 'Hello {firstname}' }), templateFormSchema);
    if (refused.status === 'success') throw new Error('accepted');
    expect(refused.error).toMatchObject({
      name: [TEMPLATE_TEXTS.nameMissing],
      body: ['Unknown placeholder {firstname}. Use {first_name}, {service}, {estimate}, {visit_time}, {quote_link} or {payment_link}.'],
    });
    const long = parseForm(form({ name: 'x'.repeat(61), body: 'y'.repeat(1001) }), templateFormSchema);
    if (long.status === 'success') throw new Error('accepted');
    expect(long.error).toMatchObject({ name: [TEMPLATE_TEXTS.nameTooLong], body: [TEMPLATE_TEXTS.bodyTooLong] });
    const empty = parseForm(form({ name: 'First reply', body: ' \r\n ' }), templateFormSchema);
    if (empty.status === 'success') throw new Error('accepted');
    expect(empty.error).toMatchObject({ body: [TEMPLATE_TEXTS.bodyMissing] });

    const accepted = parseForm(form({ name: '  First reply ', body: '  Hello {first_name},\r\nthanks!  ' }), templateFormSchema);
    if (accepted.status !== 'success') throw new Error(JSON.stringify(accepted.error));
    expect(accepted.value).toEqual({ name: 'First reply', body: 'Hello {first_name},\nthanks!' });
  });
});

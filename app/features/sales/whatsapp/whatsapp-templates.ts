// 'WhatsApp templates' (decision 117): the placeholders a template may use, the form's schema (one
// for the browser and the action), and filling a template with a lead's values. Browser-safe: the
// templates screen previews with it, and 'WhatsApp' fills the chat's text with it.
import { z } from 'zod';
import { printable } from '#app/lib/text-rules.ts';

/** What a template may name, each in braces: `{first_name}`. */
export const PLACEHOLDERS = ['first_name', 'service', 'estimate', 'visit_time', 'quote_link', 'payment_link'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** A lead's value for each placeholder; '' when the lead has none (no estimate, no visit booked...). */
export type TemplateValues = Record<Placeholder, string>;

/** What each placeholder becomes, in the screen's words. */
export const PLACEHOLDER_HINTS: Record<Placeholder, string> = {
  first_name: 'the first word of the lead’s name',
  service: 'what they asked about',
  estimate: 'their estimate’s range in rupees',
  visit_time: 'the next booked site visit, India time',
  quote_link: 'the link to the newest quotation sent',
  payment_link: 'the pay link of the milestone just asked for (offered after ‘Request payment’)',
};

/** A sample lead for the screen's preview. */
export const SAMPLE_VALUES: TemplateValues = {
  first_name: 'Priya',
  service: 'Modular Kitchen',
  estimate: '₹4,94,000 – ₹6,05,000',
  visit_time: 'Saturday, November 28 at 11:30 AM',
  quote_link: 'https://example.com/quote/…',
  payment_link: 'https://example.com/pay/…',
};

export const TEMPLATE_NAME_MAX = 60;
export const TEMPLATE_BODY_MAX = 1000;

const LIST = PLACEHOLDERS.map((name) => `{${name}}`);
const LIST_TEXT = `${LIST.slice(0, -1).join(', ')} or ${LIST.at(-1)}`;

export const TEMPLATE_TEXTS = {
  nameMissing: 'Give the template a name.',
  nameTooLong: `A name can be at most ${TEMPLATE_NAME_MAX} characters.`,
  nameTaken: 'Another template has this name. Choose another.',
  bodyMissing: 'Write the message.',
  bodyTooLong: `A message can be at most ${TEMPLATE_BODY_MAX.toLocaleString('en-US')} characters.`,
  strayBrace: `Braces are only for placeholders: use ${LIST_TEXT}, or remove the brace.`,
  gone: 'This template no longer exists: the page has been updated.',
} as const;

/** "Unknown placeholder {name}. Use {first_name}, …" (or the plural, for several). */
export function unknownPlaceholderMessage(unknown: readonly string[]): string {
  const names = unknown.join(', ');
  return `${unknown.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'} ${names}. Use ${LIST_TEXT}.`;
}

const known = new Set<string>(PLACEHOLDERS);
const IN_BRACES = /\{([^{}]*)\}/g;

/**
 * What is wrong with a message's braces: the placeholders it names that do not exist (each once,
 * as written), or a brace that opens or closes no placeholder; null when every brace is a known
 * placeholder.
 */
export function placeholderProblem(body: string): string | null {
  const unknown = [...new Set([...body.matchAll(IN_BRACES)].filter((match) => !known.has(match[1]!)).map((match) => match[0]))];
  if (unknown.length > 0) return unknownPlaceholderMessage(unknown);
  return /[{}]/.test(body.replace(IN_BRACES, '')) ? TEMPLATE_TEXTS.strayBrace : null;
}

/** 'Name' and 'Message' of a template, as the screen's form sends them. */
export const templateFormSchema = z.object({
  name: z
    .string({ error: TEMPLATE_TEXTS.nameMissing })
    .check(printable())
    .trim()
    .min(1, TEMPLATE_TEXTS.nameMissing)
    .max(TEMPLATE_NAME_MAX, TEMPLATE_TEXTS.nameTooLong),
  body: z
    .string({ error: TEMPLATE_TEXTS.bodyMissing })
    .check(printable({ multiline: true }))
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, TEMPLATE_TEXTS.bodyMissing)
        .max(TEMPLATE_BODY_MAX, TEMPLATE_TEXTS.bodyTooLong)
        .superRefine((value, context) => {
          const problem = placeholderProblem(value);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
    ),
});
export type TemplateFields = z.output<typeof templateFormSchema>;

/** A template as the screens and 'WhatsApp' get it. */
export type ChatTemplate = { id: string; name: string; body: string };

/** A lead as 'WhatsApp' needs it. */
export type ChatTarget = {
  leadId: string;
  /** The number for wa.me: digits with the country code. */
  number: string;
  /** The plain chat's text (the greeting naming the service). */
  greeting: string;
  /** The lead's values for the templates' placeholders. */
  values: TemplateValues;
};

const PLACEHOLDER = new RegExp(`\\{(${PLACEHOLDERS.join('|')})\\}`, 'g');

/**
 * The message with each placeholder replaced by the lead's value. A value the lead does not have
 * is left out, braces and all, and the line it was on is tidied (no doubled space, no space before
 * a comma or full stop, none at either end), so "Hello {first_name}, ..." without a name reads
 * "Hello, ...". Lines without a missing value stay exactly as written.
 */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body
    .split('\n')
    .map((line) => {
      let missing = false;
      const filled = line.replace(PLACEHOLDER, (_match, name: Placeholder) => {
        const value = values[name].trim();
        if (!value) missing = true;
        return value;
      });
      return missing
        ? filled
            .replace(/\([ \t]*\)/g, '')
            .replace(/[ \t]{2,}/g, ' ')
            .replace(/[ \t]+([,.;:!?)])/g, '$1')
            .trim()
        : filled;
    })
    .join('\n');
}

/** 'WhatsApp' on a lead: which template was used (its id), or none for the plain chat. */
export const whatsAppUseSchema = z.object({
  template: z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(z.uuid({ error: TEMPLATE_TEXTS.gone }).nullable()),
});

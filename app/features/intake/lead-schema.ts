// One zod schema per lead form (docs/product.md, 'The lead flow'), used by the browser before sending and
// by the server before storing. Browser-safe: no server imports here. The browser loads it on
// demand (see use-lead-form.ts); the option lists it checks against live in lead-options.ts.
// zod/mini: the same rules in a fraction of the bytes the browser would load with the full API.
import { z } from 'zod/mini';
import {
  calculatorServices,
  contactServices,
  corporateBudgets,
  corporateProjectTypes,
  corporateTimelines,
  FIELD_LIMITS,
  popupServices,
  serviceCardServices,
} from '#app/features/intake/lead-options.ts';
import type { FieldErrors, FormKind, Option } from '#app/features/intake/lead-options.ts';
import { hasEstimateInput, parseEstimateInput } from '#app/features/pricing/estimate-input.ts';
import type { EstimateInput } from '#app/features/pricing/estimate-input.ts';

const values = <T extends readonly Option[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

// --- field rules -------------------------------------------------------------------------

const notText = 'Please enter text.';

// Control characters (C0 and DEL) and the bidirectional overrides and isolates, which can hide
// or reorder what staff read: never part of a name, a place or a message. A message keeps its
// line breaks and tabs. (Built from code points so that this file holds no invisible character.)
const range = (from: number, to: number) => `${String.fromCharCode(from)}-${String.fromCharCode(to)}`;
const BIDI = `${range(0x202a, 0x202e)}${range(0x2066, 0x2069)}`;
const SINGLE_LINE_FORBIDDEN = new RegExp(`[${range(0x00, 0x1f)}${String.fromCharCode(0x7f)}${BIDI}]`);
const MULTI_LINE_FORBIDDEN = new RegExp(
  `[${range(0x00, 0x08)}${range(0x0b, 0x0c)}${range(0x0e, 0x1f)}${String.fromCharCode(0x7f)}${BIDI}]`,
);
const unprintable = 'Please remove the control or text-direction characters from this field.';
const printable = (forbidden: RegExp) => z.refine<string>((value) => !forbidden.test(value), unprintable);

/** A required text field on one line: printable, trimmed, not empty, at most `max` characters. */
function requiredText(missing: string, max: number, tooLong: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : notText) })
    .check(printable(SINGLE_LINE_FORBIDDEN), z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
}

/** An optional text field (one line, or several for a message): printable, trimmed; empty becomes undefined. */
function optionalText(max: number, tooLong: string, { multiline = false } = {}) {
  const forbidden = multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return z.pipe(
    z.optional(z.string({ error: notText }).check(printable(forbidden), z.trim(), z.maxLength(max, tooLong))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );
}

const invalidChoice = 'Please choose one of the options.';
const blankToUndefined = z.transform((value: unknown) => (value === '' || value === null ? undefined : value));

/** A choice from a list that may be left empty. */
function optionalChoice<const T extends readonly [string, ...string[]]>(allowed: T) {
  return z.pipe(blankToUndefined, z.optional(z.enum(allowed, { error: invalidChoice })));
}

/** A choice from a list that must be made. */
function requiredChoice<const T extends readonly [string, ...string[]]>(allowed: T, missing: string) {
  return z.pipe(blankToUndefined, z.enum(allowed, { error: (issue) => (issue.input === undefined ? missing : invalidChoice) }));
}

const name = requiredText('Please enter your name.', FIELD_LIMITS.name, 'Name must be 120 characters or fewer.');

const email = z.pipe(
  requiredText('Please enter your email address.', FIELD_LIMITS.email, 'Email must be 254 characters or fewer.'),
  z.email('Please enter a valid email address.'),
);

const phone = requiredText('Please enter your phone number.', FIELD_LIMITS.phone, 'Phone number must be 32 characters or fewer.').check(
  z.regex(/^[0-9+\-() ]*$/, 'Use only digits, spaces, +, - and parentheses.'),
  z.refine((value: string) => value === '' || (value.match(/\d/g) ?? []).length >= 7, 'Please enter a complete phone number.'),
);

const message = optionalText(FIELD_LIMITS.message, 'Message must be 5,000 characters or fewer.', { multiline: true });

const contactFields = { name, email, phone };

/**
 * The public forms' field rules, for the leads staff enter ('Add lead') and correct ('Edit'):
 * the same checks whichever way a lead comes in.
 */
export const leadFieldRules = {
  name,
  phone,
  /** An e-mail address that may be left empty (undefined then). */
  optionalEmail: z.pipe(blankToUndefined, z.optional(email)),
  service: optionalText(FIELD_LIMITS.text, 'Service must be 200 characters or fewer.'),
  location: optionalText(FIELD_LIMITS.text, 'Location must be 200 characters or fewer.'),
  message,
};

// --- one schema per form -----------------------------------------------------------------

export const leadSchemas = {
  calculator: z.object({
    ...contactFields,
    location: requiredText('Please enter your location.', FIELD_LIMITS.text, 'Location must be 200 characters or fewer.'),
    // The form's default service when none is chosen.
    service: z.pipe(
      z.transform((value: unknown) => (value === '' || value === undefined ? 'full-interior' : value)),
      z.enum(values(calculatorServices), { error: invalidChoice }),
    ),
  }),
  'quick-quote': z.object(contactFields),
  'service-card': z.object({
    ...contactFields,
    service: requiredChoice(serviceCardServices, 'Please choose a service.'),
  }),
  popup: z.object({ ...contactFields, service: optionalChoice(values(popupServices)), message }),
  cta: z.object(contactFields),
  contact: z.object({ ...contactFields, service: optionalChoice(contactServices), message }),
  corporate: z.object({
    companyName: requiredText('Please enter your company name.', FIELD_LIMITS.text, 'Company name must be 200 characters or fewer.'),
    contactPerson: requiredText("Please enter the contact person's name.", FIELD_LIMITS.name, 'Name must be 120 characters or fewer.'),
    email,
    phone,
    projectType: requiredChoice(values(corporateProjectTypes), 'Please choose a project type.'),
    budget: optionalChoice(values(corporateBudgets)),
    timeline: optionalChoice(values(corporateTimelines)),
    location: optionalText(FIELD_LIMITS.text, 'Location must be 200 characters or fewer.'),
    message,
  }),
} as const;

/** A calculator lead also carries what the visitor told the calculator (checked by its own rules). */
export type LeadFields<K extends FormKind> = z.output<(typeof leadSchemas)[K]> &
  (K extends 'calculator' ? { estimateInput?: EstimateInput } : object);
export type AnyLeadFields = { [K in FormKind]: { kind: K; fields: LeadFields<K> } }[FormKind];

/** Fields the browser marks as required (and whose absence gets the form's toast). */
export const requiredFields: Record<FormKind, readonly string[]> = {
  calculator: ['name', 'email', 'phone', 'location'],
  'quick-quote': ['name', 'email', 'phone'],
  'service-card': ['name', 'email', 'phone'],
  popup: ['name', 'email', 'phone'],
  cta: ['name', 'email', 'phone'],
  contact: ['name', 'email', 'phone'],
  corporate: ['companyName', 'contactPerson', 'email', 'phone', 'projectType'],
};

export type ValidationResult = { ok: true; lead: AnyLeadFields } | { ok: false; errors: FieldErrors; missingRequired: boolean };

/**
 * Validates the raw values of one form. Unknown fields are ignored; the first problem of each
 * field is reported. `missingRequired` says whether a required field was left empty.
 */
export function validateLead(kind: FormKind, raw: Record<string, unknown>): ValidationResult {
  const result = z.safeParse(leadSchemas[kind], raw);
  const missingRequired = requiredFields[kind].some((field) => {
    const value = raw[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
  // The calculator's inputs, when the form sent them (the page and the home page's forms do).
  const estimate = kind === 'calculator' && hasEstimateInput(raw) ? parseEstimateInput(raw) : null;
  if (result.success && estimate?.ok !== false) {
    const fields = estimate ? { ...result.data, estimateInput: estimate.input } : result.data;
    return { ok: true, lead: { kind, fields } as AnyLeadFields };
  }
  const errors: FieldErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  if (estimate && !estimate.ok) for (const [field, message] of Object.entries(estimate.errors)) errors[field] ??= message;
  return { ok: false, errors, missingRequired };
}

// The words staff read for what a lead stores in the product's own values (decision 159): its
// source ('contact_page', 'cta section'), the service a form that asks none stores ('CTA Form
// Submission') and a free-text address, read as one of the 24 localities. The lead table, the
// details dialog and 'Export CSV' keep the stored values; the lead's page header, 'My day', the
// pipeline, 'Reports' and the staff's e-mails read these. Browser-safe.
import { localities } from '#content/localities.ts';
import type { LeadForm } from '#db/enums.ts';
import { leadForms, serviceAskedFor } from '#app/features/intake/lead-forms.ts';

/** What a lead without a source is called (the product's default). */
export const NO_SOURCE_WORDS = 'Website';

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

// Each form's stored source and its notification's label, read as the form's name.
const sourceNames = new Map<string, string>(
  Object.values(leadForms).flatMap((form) => [
    [squash(form.source), form.name],
    [squash(form.label), form.name],
  ]),
);

/**
 * The words for a stored source: the form's name for the values the forms write ('contact_page'
 * is 'Contact page', 'cta section' is 'Quick consultation form'), 'Website' for none, and any
 * other value as written, its underscores read as spaces and its first letter capitalised.
 */
export function sourceWords(source: string | null | undefined): string {
  const value = source?.trim() ?? '';
  if (!value) return NO_SOURCE_WORDS;
  const known = sourceNames.get(squash(value));
  if (known) return known;
  const spaced = value.replace(/[_\s]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * What the person asked about, in words: the service they chose, or for a form that asks none the
 * words its notification uses ('Quick Consultation' for the call to action's 'CTA Form
 * Submission'); null when there is nothing to say.
 */
export function serviceWords(lead: { form: LeadForm | null; service: string | null }): string | null {
  const asked = serviceAskedFor(lead);
  if (asked) return asked;
  return lead.form ? (leadForms[lead.form].notice?.service ?? null) : null;
}

const tokensOf = (value: string) =>
  value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const localityKeys = localities.map((locality) => ({ name: locality.name, key: squash(locality.name) }));

/**
 * The locality a free-text address is in ('Flat 4, 5th Cross, HSR Layout Sector 2' is 'HSR
 * Layout'; 'j.p. nagar' is 'JP Nagar'): the one of the 24 named first, whole words only (so 'Art
 * Nagar' is not 'RT Nagar'). Null when it names none of them.
 */
export function localityOf(address: string | null | undefined): string | null {
  const tokens = tokensOf(address ?? '');
  for (let start = 0; start < tokens.length; start++) {
    let joined = '';
    for (let end = start; end < tokens.length && joined.length < 20; end++) {
      joined += tokens[end];
      const found = localityKeys.find((locality) => locality.key === joined);
      if (found) return found.name;
    }
  }
  return null;
}

// Sending a lead form once the page's script runs: check the fields with the form's rules, show
// the form's message, send with fetch (retrying a server that cannot be reached), show the form's
// toast, and clear or keep the values (docs/product.md, 'The lead flow'). Loaded on demand, with the first focus on
// a form (use-lead-form.ts), so that none of it is part of a page's first load.
import { toast } from '#app/components/ui/toast-store.ts';
import { readAttribution, visitStorage } from '#app/features/intake/attribution.ts';
import { SUBMISSION_ID_FIELD } from '#app/features/intake/lead-options.ts';
import type { FieldErrors, FormKind } from '#app/features/intake/lead-options.ts';
import type { validateLead } from '#app/features/intake/lead-schema.ts';
import { checkFieldsText, formTexts, heroMissingText, rateLimitedText } from '#app/features/intake/lead-texts.ts';
import { postLead } from '#app/features/intake/post-lead.ts';

export type SubmitLeadOptions = {
  form: HTMLFormElement;
  kind: FormKind;
  /** 'hero': the home page's inline calculator words its empty-form message differently. */
  wording?: 'hero';
  /** The submission being sent: the same values keep the same id across retries, so the server stores them once. */
  submission: { current: { id: string; values: string } | null };
  /** Shows the fields' messages (null clears them). */
  showErrors: (errors: FieldErrors | null) => void;
  setSubmitting: (submitting: boolean) => void;
};

type Validate = typeof validateLead;
let validatorLoad: Promise<Validate | null> | null = null;

/**
 * The form rules (zod) load when a visitor first focuses a form, not with the page. Resolves to
 * null when they cannot be fetched (offline, or a new release replaced the file): the form is
 * then sent unchecked, and the server, which applies the same rules, answers with the messages.
 */
export function loadValidator(): Promise<Validate | null> {
  validatorLoad ??= import('#app/features/intake/lead-schema.ts').then(
    (module) => module.validateLead,
    () => {
      validatorLoad = null;
      return null;
    },
  );
  return validatorLoad;
}

function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a plain-HTTP site still gets a random v4 id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function textValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

/**
 * Focuses the first wrong field, brought to the top of the screen below the space its
 * `scroll-margin-top` keeps (app/styles/page.css): clear of the navigation bar and of the toast (at the top of
 * a phone's screen), with the messages of the fields after it below it.
 */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] !== undefined) {
      (element as HTMLElement).focus({ preventScroll: true });
      element.scrollIntoView({ block: 'start' });
      return;
    }
  }
}

/** Checks and sends one form. True when the lead was taken (stored, or kept in the server's spool). */
export async function submitLead({ form, kind, wording, submission, showErrors, setSubmitting }: SubmitLeadOptions): Promise<boolean> {
  const texts = formTexts[kind];
  const values = textValues(form);
  const validate = await loadValidator();
  const checked = validate?.(kind, values);
  if (checked && !checked.ok) {
    showErrors(checked.errors);
    const message = checked.missingRequired ? (wording === 'hero' ? heroMissingText : texts.missing) : undefined;
    if (message) toast({ ...message, variant: 'destructive' });
    focusFirstInvalid(form, checked.errors);
    return false;
  }
  showErrors(null);

  const serialized = JSON.stringify(values);
  if (submission.current?.values !== serialized) submission.current = { id: newSubmissionId(), values: serialized };
  const body = new URLSearchParams(values);
  const storage = visitStorage();
  if (storage) for (const [field, value] of Object.entries(readAttribution(storage))) body.set(field, value);
  body.set(SUBMISSION_ID_FIELD, submission.current.id);

  setSubmitting(true);
  const answer = await postLead(body);
  setSubmitting(false);

  switch (answer.type) {
    case 'stored':
    case 'received':
      toast(answer.type === 'stored' ? texts.success : texts.received);
      submission.current = null;
      form.reset();
      return true;
    case 'invalid':
      showErrors(answer.fieldErrors);
      toast({ ...checkFieldsText, variant: 'destructive' });
      focusFirstInvalid(form, answer.fieldErrors);
      return false;
    case 'rate-limited':
      toast({ ...rateLimitedText, variant: 'destructive' });
      return false;
    case 'failed':
      // The values stay in the form for another try.
      toast({ ...texts.failure, variant: 'destructive' });
      return false;
  }
}

// The behaviour every lead form shares once the page's script runs: check the fields with the
// form's schema, show the spec's message, send with fetch (retrying a server that cannot be
// reached), show the spec's toast, and clear or keep the values as the spec says.
//
// The lighter path of decision 047: Conform's useForm does not fit in the public pages' first
// load, so this hook keeps the form's state as a Conform SubmissionResult (from the browser's
// check, the server's 400 or the no-JavaScript page alike) and hands each field the same
// metadata Conform would (ids, errors), drawn by the shared field components.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import type { FieldMeta, Tone } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { readAttribution, visitStorage } from '#app/features/leads/attribution.ts';
import { SUBMISSION_ID_FIELD } from '#app/features/leads/lead-options.ts';
import type { FieldErrors, FormKind } from '#app/features/leads/lead-options.ts';
import type { validateLead } from '#app/features/leads/lead-schema.ts';
import { checkFieldsText, formTexts, rateLimitedText } from '#app/features/leads/lead-texts.ts';
import type { ToastText } from '#app/features/leads/lead-texts.ts';
import { postLead } from '#app/features/leads/post-lead.ts';

export type LeadFormOptions = {
  kind: FormKind;
  /** Replaces the form's empty-field message (the hero's calculator words it differently). */
  missingText?: ToastText;
  /** After a stored (or spooled) lead, when the values have been cleared: dialogs close here. */
  onSuccess?: () => void;
  /** Field messages to show from the start (the no-JavaScript result page). */
  initialErrors?: FieldErrors;
  /** The values to fill in (the no-JavaScript result page). */
  defaultValues?: Record<string, string>;
  tone?: Tone;
};

/** A refused submission's messages as a Conform result: one list of messages per field. */
export function errorResult(errors: FieldErrors): SubmissionResult {
  return { status: 'error', error: Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]])) };
}

function withoutError(result: SubmissionResult | null, name: string): SubmissionResult | null {
  if (!result?.error?.[name]) return result;
  const { [name]: _cleared, ...error } = result.error;
  return { ...result, error };
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

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] !== undefined) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

type Validate = typeof validateLead;
let validatorLoad: Promise<Validate | null> | null = null;

/**
 * The form rules (zod) load when a visitor first focuses a form, not with the page. Resolves to
 * null when they cannot be fetched (offline, or a new release replaced the file): the form is
 * then sent unchecked, and the server, which applies the same rules, answers with the messages.
 */
function loadValidator(): Promise<Validate | null> {
  validatorLoad ??= import('#app/features/leads/lead-schema.ts').then(
    (module) => module.validateLead,
    () => {
      validatorLoad = null;
      return null;
    },
  );
  return validatorLoad;
}

export function useLeadForm({ kind, missingText, onSuccess, initialErrors, defaultValues, tone = 'light' }: LeadFormOptions) {
  const texts = formTexts[kind];
  const formId = useId();
  const scriptRunning = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<SubmissionResult | null>(() => (initialErrors ? errorResult(initialErrors) : null));
  const busy = useRef(false);
  // The same submission keeps its id across retries, so the server stores it once.
  const submission = useRef<{ id: string; values: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const values = textValues(form);
    busy.current = true;
    const validate = await loadValidator();
    const checked = validate?.(kind, values);
    if (checked && !checked.ok) {
      busy.current = false;
      setResult(errorResult(checked.errors));
      const message = checked.missingRequired ? (missingText ?? texts.missing) : undefined;
      if (message) toast({ ...message, variant: 'destructive' });
      focusFirstInvalid(form, checked.errors);
      return;
    }
    setResult(null);

    const serialized = JSON.stringify(values);
    if (submission.current?.values !== serialized) submission.current = { id: newSubmissionId(), values: serialized };
    const body = new URLSearchParams(values);
    const storage = visitStorage();
    if (storage) for (const [field, value] of Object.entries(readAttribution(storage))) body.set(field, value);
    body.set(SUBMISSION_ID_FIELD, submission.current.id);

    setSubmitting(true);
    const answer = await postLead(body);
    busy.current = false;
    setSubmitting(false);

    switch (answer.type) {
      case 'stored':
      case 'received':
        toast(answer.type === 'stored' ? texts.success : texts.received);
        submission.current = null;
        form.reset();
        onSuccess?.();
        return;
      case 'invalid':
        setResult(errorResult(answer.fieldErrors));
        toast({ ...checkFieldsText, variant: 'destructive' });
        focusFirstInvalid(form, answer.fieldErrors);
        return;
      case 'rate-limited':
        toast({ ...rateLimitedText, variant: 'destructive' });
        return;
      case 'failed':
        // The values stay in the form for another try.
        toast({ ...texts.failure, variant: 'destructive' });
        return;
    }
  }

  /** Typing in a field clears its message. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && result?.error?.[name]) setResult((current) => withoutError(current, name));
  }

  /** A field's metadata, shaped like Conform's (ids as `<form id>-<name>`, its messages). */
  function field(name: string): FieldMeta {
    const id = `${formId}-${name}`;
    return { id, name, errorId: `${id}-error`, descriptionId: `${id}-description`, errors: result?.error?.[name] ?? undefined };
  }

  return {
    submitting,
    texts,
    field,
    /** What a field component of this form takes: its metadata, the value to start with, and the form's look. */
    fieldProps: (name: string, fallback?: string) => ({
      field: field(name),
      defaultValue: defaultValues?.[name] ?? fallback,
      tone,
      spacing: 'tight' as const,
    }),
    formProps: {
      id: formId,
      method: 'post' as const,
      action: '/enquiry',
      // The spec's own messages replace the browser's bubbles once the script runs; before
      // that the browser checks the required fields itself, and they stay marked for assistive technology.
      noValidate: scriptRunning,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onInput,
      onFocus: () => void loadValidator(),
      'aria-busy': submitting || undefined,
    },
  };
}

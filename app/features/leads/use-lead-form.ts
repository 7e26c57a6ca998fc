// The behaviour every lead form shares once the page's script runs: check the fields with the
// form's schema, show the spec's message, send with fetch (retrying a server that cannot be
// reached), show the spec's toast, and clear or keep the values as the spec says.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
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
};

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
    if (name && errors[name]) {
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

export function useLeadForm({ kind, missingText, onSuccess, initialErrors }: LeadFormOptions) {
  const texts = formTexts[kind];
  const scriptRunning = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
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
      setErrors(checked.errors);
      const message = checked.missingRequired ? (missingText ?? texts.missing) : undefined;
      if (message) toast({ ...message, variant: 'destructive' });
      focusFirstInvalid(form, checked.errors);
      return;
    }
    setErrors({});

    const serialized = JSON.stringify(values);
    if (submission.current?.values !== serialized) submission.current = { id: newSubmissionId(), values: serialized };
    const body = new URLSearchParams(values);
    const storage = visitStorage();
    if (storage) for (const [field, value] of Object.entries(readAttribution(storage))) body.set(field, value);
    body.set(SUBMISSION_ID_FIELD, submission.current.id);

    setSubmitting(true);
    const result = await postLead(body);
    busy.current = false;
    setSubmitting(false);

    switch (result.type) {
      case 'stored':
      case 'received':
        toast(result.type === 'stored' ? texts.success : texts.received);
        submission.current = null;
        form.reset();
        onSuccess?.();
        return;
      case 'invalid':
        setErrors(result.fieldErrors);
        toast({ ...checkFieldsText, variant: 'destructive' });
        focusFirstInvalid(form, result.fieldErrors);
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
    if (name && errors[name]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    }
  }

  return {
    submitting,
    errors,
    texts,
    formProps: {
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

// The behaviour every lead form shares once the page's script runs: the fields' ids and messages,
// the busy state, and sending the form with submit-lead.ts (checked with the form's schema, sent
// with fetch, each form's toasts, docs/product.md 'The lead flow'), which loads with the first focus on a form.
//
// The lighter path of decision 047: Conform's useForm does not fit in the public pages' first
// load, so this hook keeps the form's state as a Conform SubmissionResult (from the browser's
// check, the server's 400 or the no-JavaScript page alike) and hands each field the same
// metadata Conform would (ids, errors), drawn by the shared field components.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import type { FieldMeta, Tone } from '#app/components/ui/form-field.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { FieldErrors, FormKind } from '#app/features/intake/lead-options.ts';
import { submitLabels } from '#app/features/intake/submit-labels.ts';
import type { loadValidator, submitLead, SubmitLeadOptions } from '#app/features/intake/submit-lead.ts';

export type LeadFormOptions = {
  kind: FormKind;
  /** 'hero': the home page's inline calculator words its empty-form message differently. */
  wording?: SubmitLeadOptions['wording'];
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

type Submitter = { submitLead: typeof submitLead; loadValidator: typeof loadValidator };
let submitterLoad: Promise<Submitter | null> | null = null;

/**
 * What sends a form (submit-lead.ts) and the form rules load when a visitor first focuses a form,
 * not with the page. Null when they cannot be fetched (offline, or a new release replaced the
 * file): the form then posts the browser's way, as without JavaScript, and the server answers.
 */
function loadSubmitter(): Promise<Submitter | null> {
  submitterLoad ??= import('#app/features/intake/submit-lead.ts').then(
    (module) => {
      void module.loadValidator();
      return module;
    },
    () => {
      submitterLoad = null;
      return null;
    },
  );
  return submitterLoad;
}

export function useLeadForm({ kind, wording, onSuccess, initialErrors, defaultValues, tone = 'light' }: LeadFormOptions) {
  const texts = submitLabels[kind];
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
    busy.current = true;
    const submitter = await loadSubmitter();
    if (!submitter) {
      busy.current = false;
      HTMLFormElement.prototype.submit.call(form);
      return;
    }
    const taken = await submitter.submitLead({
      form,
      kind,
      wording,
      submission,
      showErrors: (errors) => setResult(errors ? errorResult(errors) : null),
      setSubmitting,
    });
    busy.current = false;
    if (taken) onSuccess?.();
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
      // The forms' own messages replace the browser's bubbles once the script runs; before
      // that the browser checks the required fields itself, and they stay marked for assistive technology.
      noValidate: scriptRunning,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onInput,
      onFocus: () => void loadSubmitter(),
      'aria-busy': submitting || undefined,
    },
  };
}

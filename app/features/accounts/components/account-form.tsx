// The pieces every form of the member's 'Account' page shares (decision 066): a fetcher posting to
// /admin/account with a toast on success or refusal, the Conform form on top of it, and the panel
// each section stands in.
import { useEffect, useRef } from 'react';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { useFetcher } from 'react-router';
import { useForm } from '@conform-to/react';
import type { DefaultValue, SubmissionResult } from '@conform-to/react';
import type { z } from 'zod';
import { LoaderCircle } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { formAttributes } from '#app/components/ui/form-field.tsx';
import { validateForm } from '#app/lib/parse-form.ts';
import type { StaffUser } from '#app/features/accounts/auth.server.ts';
import type { Enrollment } from '#app/features/accounts/two-step.server.ts';

export type AccountData = {
  user: StaffUser;
  twoStep: { on: boolean; required: boolean; codesLeft: number; enrollment: Enrollment | null };
  /** 'E-mail reminders' (decision 114); null for a member who works no leads (an Editor). */
  reminders: { followUpReminders: boolean; yourDayEmail: boolean } | null;
  sessions: Array<{ id: string; current: boolean; device: string; ipAddress: string | null; signedInAt: string; lastSeenAt: string }>;
  history: Array<{ at: string; outcome: 'signed-in' | 'failed' | 'signed-out'; device: string; ip: string | null }>;
};

export type Answer = {
  ok: boolean;
  intent?: string;
  result?: SubmissionResult<string[]>;
  error?: string;
  ended?: number;
  recoveryCodes?: string[];
  /** The confirmed app replaced one in use (a new phone). */
  replaced?: boolean;
};

/** A form posted to /admin/account: its fetcher, a toast on success or refusal, and the last answer. */
export function useAccountAction(intent: string, done: (answer: Answer) => string | null) {
  const fetcher = useFetcher<Answer>({ key: `account-${intent}` });
  const sent = useRef(false);
  const answer = fetcher.state === 'idle' && fetcher.data?.intent === intent ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || !sent.current) return;
    sent.current = false;
    if (answer.ok) {
      const message = done(answer);
      if (message) toast({ title: 'Account updated', description: message });
    } else if (answer.error) {
      toast({ title: 'Error', description: answer.error, variant: 'destructive' });
    }
  }, [answer, done]);
  return {
    fetcher,
    answer,
    send(formData: FormData) {
      sent.current = true;
      void fetcher.submit(formData, { method: 'post', action: '/admin/account' });
    },
  };
}

/**
 * An account form checked with Conform against `schema` (its id is the intent): checked on submit,
 * or (`checkOnBlur`) on leaving a field and again on input; the refusal's field errors are shown.
 */
export function useAccountForm<Schema extends z.ZodObject>(
  intent: string,
  schema: Schema,
  done: (answer: Answer) => string | null,
  { checkOnBlur = false, defaultValue }: { checkOnBlur?: boolean; defaultValue?: DefaultValue<z.input<Schema>> } = {},
) {
  const { fetcher, answer, send } = useAccountAction(intent, done);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: intent,
    lastResult: answer && !answer.ok ? answer.result : undefined,
    defaultValue,
    shouldValidate: checkOnBlur ? 'onBlur' : 'onSubmit',
    shouldRevalidate: checkOnBlur ? 'onInput' : 'onSubmit',
    onValidate: ({ formData }) => validateForm(formData, schema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      send(formData);
    },
  });
  return { fetcher, answer, form, fields };
}

export function Panel({ id, title, children, description }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-5 shadow-soft sm:p-6">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-ink-muted">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** An account form: posted to /admin/account with its id as the intent, checked by Conform before it is sent. */
export function AccountForm({
  form,
  className,
  formRef,
  children,
}: {
  form: { id: string; onSubmit: FormEventHandler<HTMLFormElement> };
  className: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} {...formAttributes(form)} method="post" action="/admin/account" className={className}>
      <input type="hidden" name="intent" value={form.id} />
      {children}
    </form>
  );
}

/** An account form's submit button, disabled (and, with `spinner`, turning) while the form is sent. */
export function AccountSubmit({
  busy,
  variant = 'secondary',
  spinner = false,
  children,
}: {
  busy: boolean;
  variant?: 'secondary' | 'outline';
  spinner?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant={variant} disabled={busy} className="self-start">
      {spinner && busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  );
}

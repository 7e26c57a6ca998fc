// A Conform form of a lead's page on top of useLeadAction: checked before it is sent, the
// action's field errors shown, and the frame and submit button every such form has.
import type { FormEventHandler, ReactNode } from 'react';
import { useForm } from '@conform-to/react';
import type { DefaultValue } from '@conform-to/react';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button.tsx';
import { DialogCancelFooter } from '#app/components/ui/dialog.tsx';
import { formAttributes } from '#app/components/ui/form-field.tsx';
import { parseForm } from '#app/lib/parse-form.ts';
import type { LeadIntent } from '#app/features/sales/lead/lead-work-forms.ts';
import { useLeadAction } from '#app/features/sales/lead/use-lead-action.ts';
import type { LeadActionAnswer } from '#app/features/sales/lead/use-lead-action.ts';

/** The action for `intent` with its form (id `lead-<intent>-<leadId>`), checked on submit against `schema`. */
export function useLeadActionForm<Schema extends z.ZodObject>(
  intent: LeadIntent,
  leadId: string,
  actionAnswer: LeadActionAnswer | undefined,
  schema: Schema,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  const action = useLeadAction(intent, leadId, actionAnswer);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: `lead-${intent}-${leadId}`,
    lastResult: action.lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, schema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      action.submit(formData);
    },
  });
  return { ...action, form, fields };
}

/** The form element: posted to the page's own action (without script too), its intent in a hidden field. */
export function LeadActionForm({
  form,
  intent,
  children,
}: {
  form: { id: string; onSubmit: FormEventHandler<HTMLFormElement> };
  intent: LeadIntent;
  children: ReactNode;
}) {
  return (
    <form {...formAttributes(form)} method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

/** A small submit button whose icon turns into a spinner while the form is sent. */
export function LeadSubmit({
  busy,
  icon,
  variant = 'outline',
  className,
  children,
}: {
  busy: boolean;
  icon: ReactNode;
  variant?: 'outline' | 'primary';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant={variant} size="sm" disabled={busy} className={className}>
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {children}
    </Button>
  );
}

/** A lead dialog's buttons: 'Cancel', which closes it, and its submit button (LeadSubmit). */
export function LeadDialogFooter({
  busy,
  icon,
  onCancel,
  children,
}: {
  busy: boolean;
  icon: ReactNode;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <DialogCancelFooter onCancel={onCancel} className="mt-4">
      <LeadSubmit busy={busy} icon={icon} variant="primary">
        {children}
      </LeadSubmit>
    </DialogCancelFooter>
  );
}

// The project page's dialogs: 'Record payment' (asks before recording more than is due; an
// optional photo of the proof), 'Reverse payment' (a reason) and 'Credit note' (an amount or the
// whole invoice, and a reason).
// Each checks its form with the schema the server uses before sending it, and shows the
// server's field messages when it refuses.
import { useEffect, useState } from 'react';
import type * as React from 'react';
import { useFetcher } from 'react-router';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '#app/components/ui/dialog.tsx';
import { FormField, TextareaField, TextField } from '#app/components/ui/form-field.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { chosenPhoto, PHOTO_ACCEPT, PHOTO_MAX_BYTES, photoSizeProblem } from '#app/lib/private-files/photo-rules.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { paymentModes } from '#db/enums.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { PAYMENT_MODE_LABELS, PAYMENT_TEXTS } from '#app/features/billing/payment-forms.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import { creditNoteFormSchema, recordPaymentFormSchema, reversePaymentFormSchema } from '#app/features/billing/projects/project-forms.ts';

/** What the project page's action answers. */
export type ProjectActionAnswer = {
  ok: boolean;
  intent?: string;
  fieldErrors?: Record<string, string[]>;
  error?: string;
  needsConfirmation?: boolean;
  duePaise?: number;
  documentNumber?: string | null;
};

type Errors = Record<string, string[] | undefined>;

const fieldOf = (form: string, name: string, errors: Errors): FieldMeta => ({
  id: `${form}-${name}`,
  name,
  errorId: `${form}-${name}-error`,
  descriptionId: `${form}-${name}-description`,
  errors: errors[name],
});

/** A fetcher-backed dialog form: checks with `schema` first, closes when the server says ok. */
function useDialogForm(schema: z.ZodObject, onDone: () => void) {
  const fetcher = useFetcher<ProjectActionAnswer>();
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) onDone();
  }, [answer, onDone]);
  const errors: Errors = { ...(answer && !answer.ok ? answer.fieldErrors : {}), ...clientErrors };
  const check = (event: React.FormEvent<HTMLFormElement>): boolean => {
    const submission = parseForm(new FormData(event.currentTarget), schema);
    if (submission.status !== 'success') {
      event.preventDefault();
      setClientErrors((submission.error ?? {}) as Errors);
      return false;
    }
    setClientErrors({});
    return true;
  };
  return { fetcher, errors, check, answer, busy: fetcher.state !== 'idle' };
}

/**
 * The frame the three dialogs share: the heading, the form posting `intent` with the `hidden`
 * fields, the server's refusal under the fields, 'Cancel' and the submit button.
 */
function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  form: { fetcher, answer, busy },
  onSubmit,
  hidden,
  submit,
  danger = false,
  encType,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  form: ReturnType<typeof useDialogForm>;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  hidden: Record<string, string>;
  submit: string;
  danger?: boolean;
  /** 'multipart/form-data' for a form that sends a file. */
  encType?: 'multipart/form-data';
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title={title} description={description} />
        <fetcher.Form method="post" noValidate encType={encType} onSubmit={onSubmit} className="flex flex-col gap-4">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          {answer && !answer.ok && answer.error ? (
            <p role="alert" className="text-sm text-danger">
              {answer.error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={danger ? 'danger' : undefined} disabled={busy}>
              {submit}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

export function RecordPaymentDialog({
  milestone,
  open,
  onOpenChange,
}: {
  milestone: { id: string; label: string; duePaise: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  const dialog = useDialogForm(recordPaymentFormSchema, close);
  const { errors: formErrors, check, answer } = dialog;
  // The photo's size is checked here too: a photo over the limit is never sent.
  const [photoError, setPhotoError] = useState<string | null>(null);
  const errors: Errors = { ...formErrors, ...(photoError ? { proof: [photoError] } : {}) };
  const [askedHere, setAskedHere] = useState(false);
  // The server's answer asks too (another payment may have come in meanwhile), until the amount changes.
  const [dismissed, setDismissed] = useState<ProjectActionAnswer | undefined>(undefined);
  const asking = askedHere || (answer?.needsConfirmation === true && answer !== dismissed);
  const form = `record-${milestone.id}`;
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record payment"
      description={`${milestone.label}: ${formatPaise(milestone.duePaise)} due.`}
      form={dialog}
      encType="multipart/form-data"
      onSubmit={(event) => {
        const photo = chosenPhoto(new FormData(event.currentTarget), 'proof');
        const problem = photo ? photoSizeProblem(photo) : null;
        setPhotoError(problem);
        if (!check(event)) return;
        if (problem) {
          event.preventDefault();
          return;
        }
        const amount = recordPaymentFormSchema.shape.amount.safeParse(new FormData(event.currentTarget).get('amount'));
        if (!asking && amount.success && amount.data > milestone.duePaise) {
          event.preventDefault();
          setAskedHere(true);
        }
      }}
      hidden={{ intent: 'record-payment', milestoneId: milestone.id }}
      submit={asking ? 'Record anyway' : 'Record payment'}
    >
      {asking ? <input type="hidden" name="confirmOverpayment" value="yes" /> : null}
      <TextField
        field={fieldOf(form, 'amount', errors)}
        label="Amount (₹)"
        required
        inputMode="decimal"
        autoComplete="off"
        defaultValue={milestone.duePaise > 0 ? String(milestone.duePaise / 100) : ''}
        onChange={() => {
          setAskedHere(false);
          setDismissed(answer);
        }}
      />
      <TextField
        field={fieldOf(form, 'receivedOn', errors)}
        label="Date received"
        type="date"
        required
        defaultValue={indiaDate(new Date())}
      />
      <FormField field={fieldOf(form, 'mode', errors)} label="Mode" required>
        <NativeSelect id={`${form}-mode`} name="mode" defaultValue="upi" aria-invalid={errors.mode ? true : undefined}>
          {paymentModes.map((mode) => (
            <option key={mode} value={mode}>
              {PAYMENT_MODE_LABELS[mode]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <TextField field={fieldOf(form, 'reference', errors)} label="Reference (UTR or cheque number)" autoComplete="off" />
      <ProofPhotoField field={fieldOf(form, 'proof', errors)} onChange={() => setPhotoError(null)} />
      {asking ? (
        <p role="alert" className="rounded-md bg-brass-100 px-3 py-2 text-sm">
          {PAYMENT_TEXTS.overpayment}
        </p>
      ) : null}
    </ActionDialog>
  );
}

/**
 * 'Photo of the proof' (optional): a phone offers its camera or its gallery (a UPI screenshot);
 * HEIC is not offered, so an iPhone sends a JPEG of it.
 */
function ProofPhotoField({ field, onChange }: { field: FieldMeta; onChange: () => void }) {
  const invalid = Boolean(field.errors?.length);
  return (
    <FormField
      field={field}
      label="Photo of the proof"
      description={`Optional. A photo or screenshot, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB; only staff who see this project can open it.`}
    >
      <Input
        id={field.id}
        name={field.name}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[field.descriptionId, invalid ? field.errorId : null].filter(Boolean).join(' ')}
        onChange={onChange}
      />
    </FormField>
  );
}

export function ReversePaymentDialog({
  payment,
  open,
  onOpenChange,
}: {
  payment: { id: string; amountPaise: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const dialog = useDialogForm(reversePaymentFormSchema, () => onOpenChange(false));
  const form = `reverse-${payment.id}`;
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reverse payment"
      description={`The payment of ${formatPaise(payment.amountPaise)} stays on record with a reversal beside it.`}
      form={dialog}
      onSubmit={dialog.check}
      hidden={{ intent: 'reverse-payment', paymentId: payment.id }}
      submit="Reverse payment"
      danger
    >
      <TextareaField field={fieldOf(form, 'reason', dialog.errors)} label="Reason" required rows={3} />
    </ActionDialog>
  );
}

export function CreditNoteDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: { id: string; number: string; totalPaise: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const dialog = useDialogForm(creditNoteFormSchema, () => onOpenChange(false));
  const { errors } = dialog;
  const [whole, setWhole] = useState(false);
  const form = `credit-${invoice.id}`;
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Credit note"
      description={`Corrects ${invoice.number} (${formatPaise(invoice.totalPaise)}).`}
      form={dialog}
      onSubmit={dialog.check}
      hidden={{ intent: 'credit-note', invoiceId: invoice.id }}
      submit="Issue credit note"
    >
      <label className="flex items-center gap-2 text-sm">
        <Checkbox name="whole" value="yes" checked={whole} onCheckedChange={(value) => setWhole(value === true)} />
        The whole invoice (what is left of it)
      </label>
      {whole ? null : <TextField field={fieldOf(form, 'amount', errors)} label="Amount (₹)" inputMode="decimal" autoComplete="off" />}
      <TextareaField field={fieldOf(form, 'reason', errors)} label="Reason" required rows={3} />
    </ActionDialog>
  );
}

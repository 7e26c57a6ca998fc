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
  const { fetcher, errors: formErrors, check, answer, busy } = useDialogForm(recordPaymentFormSchema, close);
  // The photo's size is checked here too: a photo over the limit is never sent.
  const [photoError, setPhotoError] = useState<string | null>(null);
  const errors: Errors = { ...formErrors, ...(photoError ? { proof: [photoError] } : {}) };
  const [askedHere, setAskedHere] = useState(false);
  // The server's answer asks too (another payment may have come in meanwhile), until the amount changes.
  const [dismissed, setDismissed] = useState<ProjectActionAnswer | undefined>(undefined);
  const asking = askedHere || (answer?.needsConfirmation === true && answer !== dismissed);
  const form = `record-${milestone.id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title="Record payment" description={`${milestone.label}: ${formatPaise(milestone.duePaise)} due.`} />
        <fetcher.Form
          method="post"
          noValidate
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
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="record-payment" />
          <input type="hidden" name="milestoneId" value={milestone.id} />
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
          {answer && !answer.ok && answer.error ? (
            <p role="alert" className="text-sm text-danger">
              {answer.error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {asking ? 'Record anyway' : 'Record payment'}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
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
  const close = () => onOpenChange(false);
  const { fetcher, errors, check, answer, busy } = useDialogForm(reversePaymentFormSchema, close);
  const form = `reverse-${payment.id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading
          title="Reverse payment"
          description={`The payment of ${formatPaise(payment.amountPaise)} stays on record with a reversal beside it.`}
        />
        <fetcher.Form method="post" noValidate onSubmit={check} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="reverse-payment" />
          <input type="hidden" name="paymentId" value={payment.id} />
          <TextareaField field={fieldOf(form, 'reason', errors)} label="Reason" required rows={3} />
          {answer && !answer.ok && answer.error ? (
            <p role="alert" className="text-sm text-danger">
              {answer.error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              Reverse payment
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
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
  const close = () => onOpenChange(false);
  const { fetcher, errors, check, answer, busy } = useDialogForm(creditNoteFormSchema, close);
  const [whole, setWhole] = useState(false);
  const form = `credit-${invoice.id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title="Credit note" description={`Corrects ${invoice.number} (${formatPaise(invoice.totalPaise)}).`} />
        <fetcher.Form method="post" noValidate onSubmit={check} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="credit-note" />
          <input type="hidden" name="invoiceId" value={invoice.id} />
          <label className="flex items-center gap-2 text-sm">
            <Checkbox name="whole" value="yes" checked={whole} onCheckedChange={(value) => setWhole(value === true)} />
            The whole invoice (what is left of it)
          </label>
          {whole ? null : <TextField field={fieldOf(form, 'amount', errors)} label="Amount (₹)" inputMode="decimal" autoComplete="off" />}
          <TextareaField field={fieldOf(form, 'reason', errors)} label="Reason" required rows={3} />
          {answer && !answer.ok && answer.error ? (
            <p role="alert" className="text-sm text-danger">
              {answer.error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Issue credit note
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

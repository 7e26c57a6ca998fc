// 'Add lead' (Admins and Sales): an enquiry that reached the studio another way, entered in a
// dialog of the lead list and posted to /admin/leads (intent 'add-lead'). The action stores it
// and goes on to the new lead's page; a refused field shows its message here.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Plus, UserPlus } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogCancelFooter, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { formAttributes, SelectField, TextareaField, TextField } from '#app/components/ui/form-field.tsx';
import { validateForm } from '#app/lib/parse-form.ts';
import { FIELD_LIMITS } from '#app/features/intake/lead-options.ts';
import { reachedUsOptions, staffLeadSchema } from '#app/features/intake/staff-lead.ts';

export type AddLeadAnswer = { ok: false; result: SubmissionResult<string[]> };

export function AddLeadButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Add lead
      </Button>
      {open ? <AddLeadDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AddLeadDialog({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<AddLeadAnswer>({ key: 'add-lead' });
  const [form, fields] = useForm({
    id: 'add-lead',
    lastResult: fetcher.state === 'idle' ? fetcher.data?.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateForm(formData, staffLeadSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      void fetcher.submit(formData, { method: 'post', action: '/admin/leads' });
    },
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add lead</DialogTitle>
          <DialogDescription>
            A walk-in, a phone call or a referral: it is checked and assigned like an enquiry from the site.
          </DialogDescription>
        </DialogHeader>
        <form {...formAttributes(form)} method="post" action="/admin/leads" className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="add-lead" />
          <TextField field={fields.name} label="Name" required autoComplete="off" maxLength={FIELD_LIMITS.name} />
          <TextField
            field={fields.phone}
            label="Phone"
            required
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={FIELD_LIMITS.phone}
          />
          <TextField field={fields.email} label="E-mail" type="email" autoComplete="off" maxLength={FIELD_LIMITS.email} />
          <SelectField
            field={fields.reachedUs}
            label="How they reached us"
            required
            placeholder="Choose…"
            options={reachedUsOptions.map((option) => ({ value: option, label: option }))}
          />
          <TextField field={fields.service} label="Service" autoComplete="off" maxLength={FIELD_LIMITS.text} />
          <TextField field={fields.location} label="Location" autoComplete="off" maxLength={FIELD_LIMITS.text} />
          <TextareaField field={fields.note} label="Note" rows={3} maxLength={FIELD_LIMITS.message} />
          <DialogCancelFooter onCancel={onClose}>
            <Button type="submit" disabled={fetcher.state !== 'idle'}>
              <UserPlus aria-hidden="true" />
              Add lead
            </Button>
          </DialogCancelFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

// 'Edit' on a lead's page: a dialog correcting the name, phone, e-mail, service and location.
// Posted to the page's action (intent 'edit'); the timeline keeps the old and new values.
import { useEffect, useState } from 'react';
import { PencilLine } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { FIELD_LIMITS } from '#app/features/intake/lead-options.ts';
import { leadEditSchema } from '#app/features/sales/lead/lead-edit.ts';
import { LeadActionForm, LeadDialogFooter, useLeadActionForm } from '#app/features/sales/lead/lead-action-form.tsx';
import type { LeadActionAnswer } from '#app/features/sales/lead/use-lead-action.ts';

type EditableLead = { id: string; name: string; phone: string; email: string; service: string | null; location: string | null };

/** The fields staff correct, in the dialog's order; never filled in by the browser (they are the lead's, not the staff member's). */
const editFields = [
  { name: 'name', label: 'Name', required: true, maxLength: FIELD_LIMITS.name },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', maxLength: FIELD_LIMITS.phone },
  { name: 'email', label: 'E-mail', type: 'email', maxLength: FIELD_LIMITS.email },
  { name: 'service', label: 'Service', maxLength: FIELD_LIMITS.text },
  { name: 'location', label: 'Location', maxLength: FIELD_LIMITS.text },
] as const;

export function LeadEditButton({ lead, actionAnswer }: { lead: EditableLead; actionAnswer: LeadActionAnswer | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={() => setOpen(true)}>
        <PencilLine aria-hidden="true" /> Edit
      </Button>
      {open ? <LeadEditDialog lead={lead} actionAnswer={actionAnswer} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function LeadEditDialog({
  lead,
  actionAnswer,
  onClose,
}: {
  lead: EditableLead;
  actionAnswer: LeadActionAnswer | undefined;
  onClose: () => void;
}) {
  const form = useLeadActionForm('edit', lead.id, actionAnswer, leadEditSchema, {
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    service: lead.service ?? '',
    location: lead.location ?? '',
  });
  const saved = form.fetcher.state === 'idle' && form.fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);
  const { fields } = form;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit lead</DialogTitle>
          <DialogDescription>Correct what was mistyped. The activity keeps the old and the new value.</DialogDescription>
        </DialogHeader>
        <div className="mt-4">
          <LeadActionForm form={form.form} intent="edit">
            <div className="flex flex-col gap-4">
              {editFields.map(({ name, ...props }) => (
                <TextField key={name} field={fields[name]} defaultValue={lead[name] ?? ''} autoComplete="off" {...props} />
              ))}
            </div>
            <LeadDialogFooter busy={form.busy} icon={<PencilLine aria-hidden="true" />} onCancel={onClose}>
              Save changes
            </LeadDialogFooter>
          </LeadActionForm>
        </div>
      </DialogContent>
    </Dialog>
  );
}

// 'Call' and 'Log call' on a lead's page. 'Log call' opens a dialog: how the call went, an
// optional note and an optional next follow-up, posted to the page's action (intent 'log-call').
// On a phone, coming back to the page after tapping 'Call' opens it by itself.
import { useEffect, useRef, useState } from 'react';
import { PhoneCall, PhoneOutgoing, Phone } from 'lucide-react';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { FormField, TextareaField, controlProps } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { callOutcomes } from '#db/enums.ts';
import { CALL_OUTCOME_LABELS, logCallSchema, NOTE_MAX } from '#app/features/sales/lead/call-log.ts';
import { LeadActionForm, LeadDialogFooter, useLeadActionForm } from '#app/features/sales/lead/lead-action-form.tsx';
import type { LeadActionAnswer } from '#app/features/sales/lead/use-lead-action.ts';

const big = 'min-h-11 sm:min-h-9';

/**
 * 'Call' (a tel: link) and 'Log call'; after a tap on 'Call', returning to the page offers 'Log
 * call'. The dialog is this component's own, unless `onLog` is given: then the screen draws it
 * ('My day', where a logged call can move the row elsewhere while the dialog is still open).
 */
export function CallAndLog({
  leadId,
  tel,
  actionAnswer,
  onLog,
}: {
  leadId: string;
  tel: string;
  actionAnswer: LeadActionAnswer | undefined;
  onLog?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const calling = useRef(false);
  const log = useRef(onLog);
  useEffect(() => {
    log.current = onLog;
  }, [onLog]);
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible' && calling.current) {
        calling.current = false;
        if (log.current) log.current();
        else setOpen(true);
      }
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, []);
  return (
    <>
      <a href={tel} onClick={() => (calling.current = true)} className={buttonClasses({ variant: 'primary', size: 'sm', className: big })}>
        <Phone aria-hidden="true" /> Call
      </a>
      <Button variant="outline" size="sm" className={big} onClick={() => (onLog ? onLog() : setOpen(true))}>
        <PhoneCall aria-hidden="true" /> Log call
      </Button>
      {open ? <LogCallDialog leadId={leadId} actionAnswer={actionAnswer} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** 'Log call' for a lead: closes itself once the call is saved. */
export function LogCallDialog({
  leadId,
  actionAnswer,
  onClose,
}: {
  leadId: string;
  actionAnswer: LeadActionAnswer | undefined;
  onClose: () => void;
}) {
  const form = useLeadActionForm('log-call', leadId, actionAnswer, logCallSchema);
  const saved = form.fetcher.state === 'idle' && form.fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);
  const { outcome, note, followUpAt } = form.fields;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Log call</DialogTitle>
          <DialogDescription>How did the call go? It is kept on the lead’s activity.</DialogDescription>
        </DialogHeader>
        <div className="mt-4">
          <LeadActionForm form={form.form} intent="log-call">
            <fieldset className="flex flex-col gap-2" aria-describedby={outcome.errors ? outcome.errorId : undefined}>
              <legend className="mb-2 text-sm font-medium">
                Outcome <span className="text-danger">*</span>
              </legend>
              <div className="grid grid-cols-2 gap-2">
                {callOutcomes.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm has-[:checked]:border-brass-700 has-[:checked]:bg-brass-50"
                  >
                    <input type="radio" name={outcome.name} value={value} className="size-4 accent-brass-700" />
                    {CALL_OUTCOME_LABELS[value]}
                  </label>
                ))}
              </div>
              {outcome.errors ? (
                <p id={outcome.errorId} className="text-sm text-danger">
                  {outcome.errors[0]}
                </p>
              ) : null}
            </fieldset>
            <div className="mt-2 flex flex-col gap-4">
              <TextareaField field={note} label="Note" rows={3} maxLength={NOTE_MAX} />
              <FormField field={followUpAt} label="Next follow-up" description="Optional. Date and time in India (IST).">
                <Input {...controlProps(followUpAt, { described: true })} type="datetime-local" />
              </FormField>
            </div>
            <LeadDialogFooter busy={form.busy} icon={<PhoneOutgoing aria-hidden="true" />} onCancel={onClose}>
              Save call
            </LeadDialogFooter>
          </LeadActionForm>
        </div>
      </DialogContent>
    </Dialog>
  );
}

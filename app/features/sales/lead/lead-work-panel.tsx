// The forms that work a lead on its page: 'Assigned to', 'Next follow-up' (with 'Mark done') and
// 'Note'. Each posts to the page's action and works before the page's script has loaded.
import { CalendarCheck, CalendarPlus, NotebookPen, UserRound } from 'lucide-react';
import { cn } from '#app/components/ui/cn.ts';
import { FormField, SelectField, TextareaField, controlProps } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import { memberLabel } from '#app/features/sales/list/lead-badges.tsx';
import type { MemberRef } from '#app/features/sales/list/lead-list.server.ts';
import { assignSchema, followUpSchema, NOTE_MAX, noteSchema, studioDateTimeInput } from '#app/features/sales/lead/lead-work-forms.ts';
import { LeadActionForm, LeadSubmit, useLeadActionForm } from '#app/features/sales/lead/lead-action-form.tsx';
import { useLeadAction } from '#app/features/sales/lead/use-lead-action.ts';
import type { LeadActionAnswer } from '#app/features/sales/lead/use-lead-action.ts';

type Answer = { leadId: string; actionAnswer: LeadActionAnswer | undefined };

export function AssignForm({ leadId, assignee, staff, actionAnswer }: Answer & { assignee: MemberRef | null; staff: MemberRef[] }) {
  // A member who no longer works on leads stays selectable while the lead is still theirs.
  const options = assignee && !staff.some((member) => member.id === assignee.id) ? [...staff, assignee] : staff;
  const schema = assignSchema(options.map((member) => member.id));
  const form = useLeadActionForm('assign', leadId, actionAnswer, schema, { assignedTo: assignee?.id ?? '' });
  return (
    <LeadActionForm form={form.form} intent="assign">
      <SelectField
        field={form.fields.assignedTo}
        label="Assigned to"
        key={assignee?.id ?? 'nobody'}
        defaultValue={assignee?.id ?? ''}
        options={[
          { value: '', label: 'Nobody (unassigned)' },
          ...options.map((member) => ({ value: member.id, label: memberLabel(member) })),
        ]}
      />
      <LeadSubmit busy={form.busy} icon={<UserRound aria-hidden="true" />} className="self-start">
        Assign
      </LeadSubmit>
    </LeadActionForm>
  );
}

export function FollowUpForm({ leadId, nextFollowUpAt, due, actionAnswer }: Answer & { nextFollowUpAt: string | null; due: boolean }) {
  const form = useLeadActionForm('follow-up', leadId, actionAnswer, followUpSchema);
  const done = useLeadAction('follow-up-done', leadId, actionAnswer);
  const field = form.fields.followUpAt;
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-5">
      <LeadActionForm form={form.form} intent="follow-up">
        <FormField field={field} label="Next follow-up" description="Date and time in India (IST).">
          <Input
            {...controlProps(field, { described: true })}
            key={nextFollowUpAt ?? 'none'}
            type="datetime-local"
            defaultValue={nextFollowUpAt ? studioDateTimeInput(nextFollowUpAt) : ''}
          />
        </FormField>
        <LeadSubmit busy={form.busy} icon={<CalendarPlus aria-hidden="true" />} className="self-start">
          Save follow-up
        </LeadSubmit>
      </LeadActionForm>
      {nextFollowUpAt ? (
        <div className={cn('mt-2 flex flex-col gap-2 rounded-md p-3 text-sm', due ? 'bg-danger-50' : 'bg-canvas')}>
          <p className={due ? 'text-danger' : 'text-ink'}>
            {due ? 'Due since ' : 'Due '}
            <LocalTime iso={nextFollowUpAt} className="font-medium" />
          </p>
          <done.fetcher.Form
            method="post"
            action={`/admin/leads/${leadId}`}
            onSubmit={(event) => {
              event.preventDefault();
              done.submit(new FormData(event.currentTarget));
            }}
          >
            <input type="hidden" name="intent" value="follow-up-done" />
            <LeadSubmit busy={done.busy} icon={<CalendarCheck aria-hidden="true" />}>
              Mark done
            </LeadSubmit>
          </done.fetcher.Form>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">No follow-up planned.</p>
      )}
    </div>
  );
}

export function NoteForm({ leadId, actionAnswer }: Answer) {
  const form = useLeadActionForm('note', leadId, actionAnswer, noteSchema);
  return (
    <LeadActionForm form={form.form} intent="note">
      <TextareaField
        field={form.fields.note}
        label="Note"
        description="What was said, what was promised. Notes are kept as written: to correct one, add another."
        rows={3}
        maxLength={NOTE_MAX}
      />
      <LeadSubmit busy={form.busy} icon={<NotebookPen aria-hidden="true" />} variant="primary" className="self-start">
        Add Note
      </LeadSubmit>
    </LeadActionForm>
  );
}

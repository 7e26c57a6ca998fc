// The forms that work a lead on its page: 'Assigned to', 'Next follow-up' (with 'Mark done') and
// 'Note'. Each posts to the page's action and works before the page's script has loaded.
import { useForm } from '@conform-to/react';
import { CalendarCheck, CalendarPlus, LoaderCircle, NotebookPen, UserRound } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { FormField, SelectField, TextareaField, controlProps } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import { parseForm } from '#app/lib/parse-form.ts';
import { memberLabel } from '#app/features/sales/list/lead-badges.tsx';
import type { MemberRef } from '#app/features/sales/list/lead-list.server.ts';
import { assignSchema, followUpSchema, NOTE_MAX, noteSchema, studioDateTimeInput } from '#app/features/sales/lead/lead-work-forms.ts';
import { useLeadAction } from '#app/features/sales/lead/use-lead-action.ts';
import type { LeadActionAnswer } from '#app/features/sales/lead/use-lead-action.ts';

type Answer = { leadId: string; actionAnswer: LeadActionAnswer | undefined };

export function AssignForm({ leadId, assignee, staff, actionAnswer }: Answer & { assignee: MemberRef | null; staff: MemberRef[] }) {
  // A member who no longer works on leads stays selectable while the lead is still theirs.
  const options = assignee && !staff.some((member) => member.id === assignee.id) ? [...staff, assignee] : staff;
  const schema = assignSchema(options.map((member) => member.id));
  const form = useLeadAction('assign', leadId, actionAnswer);
  const [meta, fields] = useForm({
    id: `lead-assign-${leadId}`,
    lastResult: form.lastResult,
    defaultValue: { assignedTo: assignee?.id ?? '' },
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, schema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      form.submit(formData);
    },
  });
  return (
    <form id={meta.id} method="post" onSubmit={meta.onSubmit} noValidate className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="assign" />
      <SelectField
        field={fields.assignedTo}
        label="Assigned to"
        key={assignee?.id ?? 'nobody'}
        defaultValue={assignee?.id ?? ''}
        options={[
          { value: '', label: 'Nobody (unassigned)' },
          ...options.map((member) => ({ value: member.id, label: memberLabel(member) })),
        ]}
      />
      <Button type="submit" variant="outline" size="sm" disabled={form.busy} className="self-start">
        {form.busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <UserRound aria-hidden="true" />}
        Assign
      </Button>
    </form>
  );
}

export function FollowUpForm({ leadId, nextFollowUpAt, due, actionAnswer }: Answer & { nextFollowUpAt: string | null; due: boolean }) {
  const form = useLeadAction('follow-up', leadId, actionAnswer);
  const done = useLeadAction('follow-up-done', leadId, actionAnswer);
  const [meta, fields] = useForm({
    id: `lead-follow-up-${leadId}`,
    lastResult: form.lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, followUpSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      form.submit(formData);
    },
  });
  const field = fields.followUpAt;
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-5">
      <form id={meta.id} method="post" onSubmit={meta.onSubmit} noValidate className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="follow-up" />
        <FormField field={field} label="Next follow-up" description="Date and time in India (IST).">
          <Input
            {...controlProps(field, { described: true })}
            key={nextFollowUpAt ?? 'none'}
            type="datetime-local"
            defaultValue={nextFollowUpAt ? studioDateTimeInput(nextFollowUpAt) : ''}
          />
        </FormField>
        <Button type="submit" variant="outline" size="sm" disabled={form.busy} className="self-start">
          {form.busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CalendarPlus aria-hidden="true" />}
          Save follow-up
        </Button>
      </form>
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
            <Button type="submit" variant="outline" size="sm" disabled={done.busy}>
              {done.busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CalendarCheck aria-hidden="true" />}
              Mark done
            </Button>
          </done.fetcher.Form>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">No follow-up planned.</p>
      )}
    </div>
  );
}

export function NoteForm({ leadId, actionAnswer }: Answer) {
  const form = useLeadAction('note', leadId, actionAnswer);
  const [meta, fields] = useForm({
    id: `lead-note-${leadId}`,
    lastResult: form.lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, noteSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      form.submit(formData);
    },
  });
  return (
    <form id={meta.id} method="post" onSubmit={meta.onSubmit} noValidate className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="note" />
      <TextareaField
        field={fields.note}
        label="Note"
        description="What was said, what was promised. Notes are kept as written: to correct one, add another."
        rows={3}
        maxLength={NOTE_MAX}
      />
      <Button type="submit" size="sm" disabled={form.busy} className="self-start">
        {form.busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <NotebookPen aria-hidden="true" />}
        Add Note
      </Button>
    </form>
  );
}

// 'Site visits' on a lead's page: the lead's visits, 'Book site visit', and 'Reschedule' and
// 'Cancel' for a booked one. Each posts to /admin/leads/{id}/visits; the customer and the designer
// are e-mailed the visit's calendar invitation.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CalendarClock, CalendarX, MapPin } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { formAttributes, FormField, SelectField, TextField, valuedControlProps } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { TIME_ZONE } from '#app/lib/format.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { memberLabel } from '#app/features/sales/list/lead-badges.tsx';
import type { MemberRef } from '#app/features/sales/list/lead-list.server.ts';
import { visitSchema } from '#app/features/sales/visits/visit-forms.ts';
import type { VisitAnswer, VisitIntent } from '#app/features/sales/visits/visit-forms.ts';
import type { SiteVisitView } from '#app/features/sales/visits/site-visits.server.ts';

const zone = tz(TIME_ZONE);

const SENT: Record<VisitIntent, string> = {
  book: 'Site visit booked',
  reschedule: 'Site visit rescheduled',
  cancel: 'Site visit cancelled',
};

/** Posts one of the visit forms; `onDone` runs when the server took it. */
function useVisitAction(leadId: string, key: string, onDone?: () => void) {
  const fetcher = useFetcher<VisitAnswer>({ key: `lead-visit-${key}-${leadId}` });
  const sent = useRef(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !sent.current) return;
    sent.current = false;
    const answer = fetcher.data;
    if (answer.ok) {
      done.current?.();
      toast({
        title: SENT[answer.intent],
        description: answer.mailed
          ? 'The customer and the designer are being e-mailed the calendar invitation.'
          : 'No e-mail was sent: this server cannot send mail.',
      });
    } else if (!answer.result) {
      toast({ title: 'Error', description: answer.error ?? 'That did not work. Please try again.', variant: 'destructive' });
    }
  }, [fetcher.state, fetcher.data]);
  return {
    fetcher,
    busy: fetcher.state !== 'idle',
    lastResult: fetcher.data && !fetcher.data.ok ? (fetcher.data.result as SubmissionResult<string[]> | undefined) : undefined,
    submit(formData: FormData) {
      sent.current = true;
      void fetcher.submit(formData, { method: 'post', action: `/admin/leads/${leadId}/visits` });
    },
  };
}

export function SiteVisitsPanel({
  leadId,
  location,
  visits,
  staff,
  Panel,
}: {
  leadId: string;
  location: string | null;
  visits: SiteVisitView[];
  staff: MemberRef[];
  Panel: (props: { title: string; children: ReactNode }) => ReactNode;
}) {
  const [editing, setEditing] = useState<SiteVisitView | 'new' | null>(null);
  return (
    <Panel title="Site visits">
      {visits.length === 0 ? <p className="text-sm text-ink-muted">No site visit booked.</p> : null}
      <ul className="flex flex-col gap-3">
        {visits.map((visit) => (
          <li key={visit.id} className="rounded-md border border-line p-3 text-sm">
            <p className={visit.status === 'cancelled' ? 'text-ink-muted line-through' : 'font-medium text-ink'}>
              <LocalTime iso={visit.startsAt} />
            </p>
            <p className="mt-1 inline-flex items-start gap-1 text-ink-muted">
              <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" /> {visit.address}
            </p>
            <p className="text-ink-muted">Designer: {visit.designer?.name ?? 'None'}</p>
            {visit.status === 'cancelled' ? (
              <p className="mt-1 font-semibold text-danger">Cancelled</p>
            ) : (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => setEditing(visit)}>
                  <CalendarClock aria-hidden="true" /> Reschedule
                </Button>
                <CancelVisit leadId={leadId} visit={visit} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <Button type="button" size="sm" className="mt-4" onClick={() => setEditing('new')}>
        Book site visit
      </Button>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'Book site visit' : 'Reschedule site visit'}</DialogTitle>
            <DialogDescription>The customer and the designer get an e-mail with a calendar invitation.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <VisitForm
              key={editing === 'new' ? 'new' : editing.id}
              leadId={leadId}
              visit={editing === 'new' ? null : editing}
              location={location}
              staff={staff}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </Panel>
  );
}

function VisitForm({
  leadId,
  visit,
  location,
  staff,
  onDone,
}: {
  leadId: string;
  visit: SiteVisitView | null;
  location: string | null;
  staff: MemberRef[];
  onDone: () => void;
}) {
  const intent: VisitIntent = visit ? 'reschedule' : 'book';
  const action = useVisitAction(leadId, visit?.id ?? 'new', onDone);
  const schema = visitSchema(staff.map((member) => member.id));
  const startsAt = visit ? new Date(visit.startsAt) : null;
  const [form, fields] = useForm({
    id: `lead-visit-${visit?.id ?? 'new'}-${leadId}`,
    lastResult: action.lastResult,
    defaultValue: {
      date: startsAt ? format(startsAt, 'yyyy-MM-dd', { in: zone }) : '',
      time: startsAt ? format(startsAt, 'HH:mm', { in: zone }) : '',
      address: visit?.address ?? location ?? '',
      designerId: visit?.designer?.id ?? '',
    },
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, schema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      formData.set('intent', intent);
      if (visit) formData.set('visitId', visit.id);
      action.submit(formData);
    },
  });
  return (
    <form {...formAttributes(form)} method="post" action={`/admin/leads/${leadId}/visits`} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {visit ? <input type="hidden" name="visitId" value={visit.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={fields.date} label="Date">
          <Input {...valuedControlProps(fields.date)} type="date" />
        </FormField>
        <FormField field={fields.time} label="Time" description="India time (IST).">
          <Input {...valuedControlProps(fields.time, { described: true })} type="time" />
        </FormField>
      </div>
      <TextField field={fields.address} label="Address" defaultValue={fields.address.initialValue} maxLength={500} />
      <SelectField
        field={fields.designerId}
        label="Designer"
        defaultValue={fields.designerId.initialValue}
        options={[{ value: '', label: 'Choose a designer' }, ...staff.map((member) => ({ value: member.id, label: memberLabel(member) }))]}
      />
      <Button type="submit" disabled={action.busy} className="self-start">
        {visit ? 'Reschedule' : 'Book site visit'}
      </Button>
    </form>
  );
}

function CancelVisit({ leadId, visit }: { leadId: string; visit: SiteVisitView }) {
  const action = useVisitAction(leadId, `cancel-${visit.id}`);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
        <CalendarX aria-hidden="true" /> Cancel
      </Button>
    );
  }
  return (
    <form
      method="post"
      action={`/admin/leads/${leadId}/visits`}
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        action.submit(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="visitId" value={visit.id} />
      <span className="text-sm">Cancel this visit?</span>
      <Button type="submit" variant="danger" size="sm" disabled={action.busy}>
        Cancel visit
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </form>
  );
}

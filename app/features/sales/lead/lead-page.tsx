// A lead's own page, /admin/leads/{id} (issue 11): every field and where the visit came from, the
// estimate, how to reach the person, status, 'Assigned to', 'Next follow-up', the same person's
// other enquiries, and 'Activity' with its 'Note' form. Every form posts to the page's action and
// works before the page's script has loaded; once it runs, they post in the background.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import {
  ArrowLeft,
  BellRing,
  CalendarCheck,
  CalendarPlus,
  Inbox,
  LoaderCircle,
  AtSign,
  MessagesSquare,
  NotebookPen,
  Phone,
  RefreshCw,
  UserRound,
} from 'lucide-react';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { FormField, SelectField, TextareaField, controlProps } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { describeNotification } from '#app/features/sales/lead/lead-details-dialog.tsx';
import { LEAD_STATUS_LABELS } from '#app/features/sales/list/lead-filters.ts';
import type { ActivityEntry, Actor, LeadPageData, RelatedLead } from '#app/features/sales/lead/lead-page.server.ts';
import { DueBadge, memberLabel, RepeatBadge } from '#app/features/sales/list/lead-badges.tsx';
import { LeadStatusBadge, LeadStatusSelect } from '#app/features/sales/lead/lead-status-select.tsx';
import { assignSchema, followUpSchema, NOTE_MAX, noteSchema, studioDateTimeInput } from '#app/features/sales/lead/lead-work-forms.ts';
import type { LeadIntent } from '#app/features/sales/lead/lead-work-forms.ts';
import type { MemberRef } from '#app/features/sales/list/lead-list.server.ts';
import { mailtoHref, telHref, whatsAppHref } from '#app/features/sales/lead/reach-out.ts';
import { LeadEstimateSummary } from '#app/features/pricing/components/lead-estimate-summary.tsx';

/** The page action's answer to one of its forms. */
export type LeadActionAnswer =
  | { intent: LeadIntent; ok: true; result?: SubmissionResult<string[]> }
  | { intent: LeadIntent | null; ok: false; result?: SubmissionResult<string[]>; error?: string };

const actorLabel = (actor: Actor) => (actor ? memberLabel(actor) : 'a former staff member');

const SUCCESS: Record<LeadIntent, { title: string; description: string }> = {
  note: { title: 'Note added', description: 'Your note is in the lead’s activity.' },
  'follow-up': { title: 'Follow-up saved', description: 'The lead shows under ‘Follow-ups due’ from that time.' },
  'follow-up-done': { title: 'Follow-up done', description: 'The follow-up is marked done.' },
  assign: { title: 'Assignment saved', description: 'The lead’s ‘Assigned to’ is updated.' },
};

/**
 * A form of this page: the fetcher that posts it, and the answer it got, from the fetcher or
 * (before the page's script ran) from the page's own action. Shows a toast when an answer arrives.
 */
function useLeadForm(intent: LeadIntent, leadId: string, actionAnswer: LeadActionAnswer | undefined) {
  const fetcher = useFetcher<LeadActionAnswer>({ key: `lead-${intent}-${leadId}` });
  const sent = useRef(false);
  const answer = fetcher.data ?? (actionAnswer?.intent === intent ? actionAnswer : undefined);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !sent.current) return;
    sent.current = false;
    if (fetcher.data.ok) toast(SUCCESS[intent]);
    else if (!fetcher.data.result)
      toast({ title: 'Error', description: fetcher.data.error ?? 'That did not work. Please try again.', variant: 'destructive' });
  }, [fetcher.state, fetcher.data, intent]);

  return {
    fetcher,
    lastResult: answer?.result,
    busy: fetcher.state !== 'idle',
    submit(formData: FormData) {
      sent.current = true;
      formData.set('intent', intent);
      void fetcher.submit(formData, { method: 'post', action: `/admin/leads/${leadId}` });
    },
  };
}

type Props = {
  data: LeadPageData;
  /** Whom the lead may be assigned to: active members whose role includes leads. */
  staff: MemberRef[];
  actionAnswer?: LeadActionAnswer;
};

export function LeadPage({ data, staff, actionAnswer }: Props) {
  const { lead, estimate, earlier, later } = data;
  const { followUpDue } = data;
  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/leads" className={cn(buttonClasses({ variant: 'link', size: 'sm' }), 'self-start px-0')}>
        <ArrowLeft aria-hidden="true" /> Lead Management
      </Link>

      <header className="rounded-lg border border-line bg-surface p-5 shadow-soft sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 className="font-display text-2xl text-ink sm:text-3xl">{lead.name}</h2>
          <LeadStatusBadge lead={lead} />
          {earlier.length > 0 ? <RepeatBadge /> : null}
          {followUpDue ? <DueBadge /> : null}
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          Enquired on <LocalTime iso={lead.createdAt} /> · {lead.source?.trim() || 'Website'}
        </p>
        <div className="mt-4 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          <a href={telHref(lead.phone)} className={buttonClasses({ variant: 'primary', size: 'sm', className: 'min-h-11 sm:min-h-9' })}>
            <Phone aria-hidden="true" /> Call
          </a>
          <a
            href={whatsAppHref(lead)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'min-h-11 sm:min-h-9' })}
          >
            <MessagesSquare aria-hidden="true" /> WhatsApp
          </a>
          <a href={mailtoHref(lead)} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'min-h-11 sm:min-h-9' })}>
            <AtSign aria-hidden="true" /> E-mail
          </a>
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside aria-label="Work this lead" className="flex flex-col gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <Panel title="Work this lead">
            <div className="flex flex-col gap-5">
              <div className="flex flex-col gap-2">
                <span aria-hidden="true" className="text-sm font-medium text-ink">
                  Status
                </span>
                <LeadStatusSelect lead={lead} label="Lead status" className="w-full" />
              </div>
              <AssignForm leadId={lead.id} assignee={data.assignee} staff={staff} actionAnswer={actionAnswer} />
              <FollowUpForm leadId={lead.id} nextFollowUpAt={lead.nextFollowUpAt} due={followUpDue} actionAnswer={actionAnswer} />
            </div>
          </Panel>
          {earlier.length > 0 ? <RelatedPanel title="Earlier enquiries from this person" leads={earlier} /> : null}
          {later.length > 0 ? <RelatedPanel title="Later enquiries from this person" leads={later} /> : null}
        </aside>

        <Panel title="Details">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field label="Email">
              <a href={`mailto:${lead.email}`} className="break-all text-brass-700 underline-offset-2 hover:underline">
                {lead.email}
              </a>
            </Field>
            <Field label="Phone">
              <a href={telHref(lead.phone)} className="text-brass-700 underline-offset-2 hover:underline">
                {lead.phone}
              </a>
            </Field>
            <Field label="Service">{orNotGiven(lead.service)}</Field>
            <Field label="Location">{orNotGiven(lead.location)}</Field>
            <Field label="Source">{lead.source?.trim() || 'Website'}</Field>
            <Field label="Date Submitted">
              <LocalTime iso={lead.createdAt} />
            </Field>
            {lead.details?.companyName ? <Field label="Company">{lead.details.companyName}</Field> : null}
            {lead.details?.budget ? <Field label="Budget">{lead.details.budget}</Field> : null}
            {lead.details?.timeline ? <Field label="Timeline">{lead.details.timeline}</Field> : null}
            <div className="sm:col-span-2">
              <Field label="Message">
                {lead.message?.trim() ? (
                  <p className="rounded-md border border-line bg-canvas p-3 whitespace-pre-wrap">{lead.message}</p>
                ) : (
                  <span className="text-ink-muted">No message provided</span>
                )}
              </Field>
            </div>
          </dl>
          <h3 className="mt-6 border-t border-line pt-5 font-sans text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Where the visit came from
          </h3>
          <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field label="Landing page">{orNotGiven(lead.landingPath, 'Not recorded')}</Field>
            <Field label="Referrer">{orNotGiven(lead.referrer, 'None (typed or bookmarked)')}</Field>
            <Field label="Campaign">{orNotGiven(lead.utmCampaign, 'None')}</Field>
            <Field label="Campaign source / medium">
              {lead.utmSource || lead.utmMedium ? (
                [lead.utmSource, lead.utmMedium].filter(Boolean).join(' / ')
              ) : (
                <span className="text-ink-muted">None</span>
              )}
            </Field>
            {lead.utmTerm ? <Field label="Campaign term">{lead.utmTerm}</Field> : null}
            {lead.utmContent ? <Field label="Campaign content">{lead.utmContent}</Field> : null}
          </dl>
          {estimate ? <LeadEstimateSummary estimate={estimate} /> : null}
        </Panel>

        <Panel title="Activity" headingId="lead-activity-heading">
          <NoteForm leadId={lead.id} actionAnswer={actionAnswer} />
          <ActivityList entries={data.activity} />
          {data.activityCapped ? <p className="mt-4 text-sm text-ink-muted">Only the latest 200 notes and 200 changes are shown.</p> : null}
        </Panel>
      </div>
    </div>
  );
}

function Panel({ title, headingId, children }: { title: string; headingId?: string; children: ReactNode }) {
  const id = headingId ?? `lead-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-line bg-surface p-5 shadow-soft sm:p-6">
      <h2 id={id} className="mb-4 font-display text-xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

function orNotGiven(value: string | null, fallback = 'Not specified') {
  return value?.trim() ? value : <span className="text-ink-muted">{fallback}</span>;
}

function AssignForm({
  leadId,
  assignee,
  staff,
  actionAnswer,
}: {
  leadId: string;
  assignee: MemberRef | null;
  staff: MemberRef[];
  actionAnswer: LeadActionAnswer | undefined;
}) {
  // A member who no longer works on leads stays selectable while the lead is still theirs.
  const options = assignee && !staff.some((member) => member.id === assignee.id) ? [...staff, assignee] : staff;
  const schema = assignSchema(options.map((member) => member.id));
  const form = useLeadForm('assign', leadId, actionAnswer);
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

function FollowUpForm({
  leadId,
  nextFollowUpAt,
  due,
  actionAnswer,
}: {
  leadId: string;
  nextFollowUpAt: string | null;
  due: boolean;
  actionAnswer: LeadActionAnswer | undefined;
}) {
  const form = useLeadForm('follow-up', leadId, actionAnswer);
  const done = useLeadForm('follow-up-done', leadId, actionAnswer);
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

function NoteForm({ leadId, actionAnswer }: { leadId: string; actionAnswer: LeadActionAnswer | undefined }) {
  const form = useLeadForm('note', leadId, actionAnswer);
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

function RelatedPanel({ title, leads }: { title: string; leads: RelatedLead[] }) {
  return (
    <Panel title={title}>
      <ul className="flex flex-col divide-y divide-line">
        {leads.map((related) => (
          <li key={related.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <Link to={`/admin/leads/${related.id}`} className="font-medium text-brass-800 underline-offset-2 hover:underline">
              {related.name}
            </Link>
            <p className="text-sm text-ink-muted">
              <LocalTime iso={related.createdAt} /> · {related.service?.trim() || 'No service named'} · {LEAD_STATUS_LABELS[related.status]}
            </p>
            <p className="text-xs text-ink-muted">
              Same {[related.sameEmail ? 'e-mail' : null, related.samePhone ? 'phone number' : null].filter(Boolean).join(' and ')}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

const entryIcons: Record<ActivityEntry['kind'], ReactNode> = {
  created: <Inbox aria-hidden="true" />,
  notification: <BellRing aria-hidden="true" />,
  status: <RefreshCw aria-hidden="true" />,
  note: <NotebookPen aria-hidden="true" />,
  'follow-up': <CalendarPlus aria-hidden="true" />,
  'follow-up-done': <CalendarCheck aria-hidden="true" />,
  assigned: <UserRound aria-hidden="true" />,
};

function entryText(entry: ActivityEntry): ReactNode {
  switch (entry.kind) {
    case 'created':
      return `Enquiry received: ${entry.form} (${entry.source})`;
    case 'notification':
      return describeNotification(entry);
    case 'status':
      return `Status changed from ${LEAD_STATUS_LABELS[entry.from]} to ${LEAD_STATUS_LABELS[entry.to]}`;
    case 'note':
      return 'Note';
    case 'follow-up':
      return (
        <>
          Follow-up set for <LocalTime iso={entry.due} />
        </>
      );
    case 'follow-up-done':
      return entry.due ? (
        <>
          Follow-up done (it was due <LocalTime iso={entry.due} />)
        </>
      ) : (
        'Follow-up done'
      );
    case 'assigned': {
      const name = (side: Actor | 'nobody') => (side === 'nobody' ? 'nobody' : actorLabel(side));
      if (entry.to === 'nobody') return `Unassigned (was ${name(entry.from)})`;
      if (entry.from === 'nobody') return `Assigned to ${name(entry.to)}`;
      return `Reassigned from ${name(entry.from)} to ${name(entry.to)}`;
    }
  }
}

function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  return (
    <ol className="mt-6 flex flex-col gap-0" aria-label="Activity, newest first">
      {entries.map((entry) => (
        <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
          <span
            className={cn(
              'relative z-10 inline-flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
              entry.kind === 'note' ? 'bg-brass-50 text-brass-800' : 'bg-sand text-ink-muted',
            )}
          >
            {entryIcons[entry.kind]}
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <p className={cn('text-sm', entry.kind === 'note' ? 'sr-only' : 'text-ink')}>{entryText(entry)}</p>
            {entry.kind === 'note' ? (
              <blockquote className="rounded-md border border-line bg-canvas p-3 text-sm whitespace-pre-wrap text-ink">
                {entry.body}
              </blockquote>
            ) : null}
            <p className="mt-1 text-xs text-ink-muted">
              {'actor' in entry ? <>{actorLabel(entry.actor)} · </> : null}
              <LocalTime iso={entry.at} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

// One lead as staff read it: the status with its dropdown and every field, in the words of the
// lead details dialog (docs/product.md, "Lead details"). The dialog on the list and the lead's own
// page both draw this, so the two never say a field differently.
import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/cn.ts';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import { leadForms } from '#app/features/intake/lead-forms.ts';
import type { LeadRecord, NotificationState } from '#app/features/sales/lead/lead-record.server.ts';
import { LeadStatusSelect } from '#app/features/sales/lead/lead-status-select.tsx';
import { telHref } from '#app/features/sales/lead/reach-out.ts';
import { LeadEstimateSummary } from '#app/features/pricing/components/lead-estimate-summary.tsx';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';

/** What the view needs of a lead. Without `message` the rest is still on its way (the dialog shows a list row meanwhile). */
export type ViewedLead = Pick<
  LeadRecord,
  'id' | 'name' | 'email' | 'phone' | 'createdAt' | 'source' | 'location' | 'service' | 'status' | 'form'
> &
  Partial<Pick<LeadRecord, 'message' | 'details' | 'pagePath' | 'phoneNormalized'>>;

/** How staff were told of the lead, in one line. */
export function describeNotification(notification: NotificationState): string {
  switch (notification.state) {
    case 'sent':
      return 'Notification: sent';
    case 'skipped':
      return 'Notification: skipped (no e-mail or webhook is configured)';
    case 'pending':
      return 'Notification: pending';
    case 'none':
      return 'Notification: none recorded';
    case 'retrying':
    case 'failed': {
      const noun = notification.attempts === 1 ? 'attempt' : 'attempts';
      const why = notification.error ? `: ${notification.error}` : '';
      return notification.state === 'failed'
        ? `Notification: failed after ${notification.attempts} ${noun}${why}`
        : `Notification: pending, retrying after ${notification.attempts} failed ${noun}${why}`;
    }
  }
}

export function LeadView({
  lead,
  estimate,
  notification,
}: {
  lead: ViewedLead;
  estimate?: LeadEstimate | null;
  notification?: NotificationState;
}) {
  const loaded = lead.message !== undefined;
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center gap-3 rounded-md bg-canvas p-3">
        <span aria-hidden="true" className="text-sm font-medium text-ink">
          Status
        </span>
        <LeadStatusSelect lead={lead} label="Lead status" className="w-44 bg-surface" />
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label="Email">
          <a href={`mailto:${lead.email}`} className="break-all text-brass-700 underline-offset-2 hover:underline">
            {lead.email}
          </a>
        </Field>
        <Field label="Phone">
          <a
            href={telHref({ phone: lead.phone, phoneNormalized: lead.phoneNormalized ?? null })}
            className="text-brass-700 underline-offset-2 hover:underline"
          >
            {lead.phone}
          </a>
        </Field>
        <Field label="Date Submitted">
          <LocalTime iso={lead.createdAt} />
        </Field>
        <Field label="Source">{lead.source?.trim() || 'Website'}</Field>
        <Field label="Location">{orNotSpecified(lead.location)}</Field>
        <Field label="Service Requested">{orNotSpecified(lead.service)}</Field>
        {lead.form ? <Field label="Form">{leadForms[lead.form].name}</Field> : null}
        {lead.pagePath ? <Field label="Sent from">{lead.pagePath}</Field> : null}
        {lead.details?.companyName ? <Field label="Company">{lead.details.companyName}</Field> : null}
        {lead.details?.budget ? <Field label="Budget">{lead.details.budget}</Field> : null}
        {lead.details?.timeline ? <Field label="Timeline">{lead.details.timeline}</Field> : null}
        <Field label="Message" wide>
          {!loaded ? (
            <span className="text-ink-muted">Loading...</span>
          ) : lead.message?.trim() ? (
            <p className="rounded-md border border-line bg-canvas p-3 whitespace-pre-wrap">{lead.message}</p>
          ) : (
            <span className="text-ink-muted">No message provided</span>
          )}
        </Field>
      </dl>
      {estimate ? <LeadEstimateSummary estimate={estimate} /> : null}
      {notification ? <p className="mt-5 text-sm text-ink-muted">{describeNotification(notification)}</p> : null}
    </div>
  );
}

/** One field: its name and value, a direct child of the list (dl > div > dt, dd). */
export function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

export function orNotSpecified(value: string | null | undefined, fallback = 'Not specified') {
  return value?.trim() ? value : <span className="text-ink-muted">{fallback}</span>;
}

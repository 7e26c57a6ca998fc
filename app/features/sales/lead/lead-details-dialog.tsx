import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, LoaderCircle, Phone } from 'lucide-react';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import type { LeadDetails, LeadListRow, LeadNotification } from '#app/features/sales/list/lead-list.server.ts';
import { LeadStatusSelect } from '#app/features/sales/lead/lead-status-select.tsx';
import { LeadEstimateSummary } from '#app/features/pricing/components/lead-estimate-summary.tsx';
import { telHref } from '#app/features/sales/lead/reach-out.ts';

/** The notification state of a lead in one line (notification_jobs, written with the lead). */
export function describeNotification(notification: LeadNotification | null): string {
  if (!notification) return 'Notification: none recorded';
  const { status, attempts, lastError } = notification;
  switch (status) {
    case 'sent':
      return 'Notification: sent';
    case 'skipped':
      return 'Notification: skipped (no e-mail or webhook is configured)';
    case 'failed':
      return `Notification: failed after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}${lastError ? `: ${lastError}` : ''}`;
    case 'pending':
      return attempts > 0
        ? `Notification: pending, retrying after ${attempts} failed ${attempts === 1 ? 'attempt' : 'attempts'}${lastError ? `: ${lastError}` : ''}`
        : 'Notification: pending';
  }
}

type Props = {
  openId: string | null;
  /** Every field, once the dashboard has loaded them. */
  details: LeadDetails | null;
  /** The table's row for the lead, shown while the details load. */
  row: LeadListRow | null;
  /** The URL names a lead that does not exist. */
  missing: boolean;
  onClose: () => void;
};

export function LeadDetailsDialog({ openId, details, row, missing, onClose }: Props) {
  const lead = details ?? row;
  return (
    <Dialog open={Boolean(openId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {missing ? (
          <>
            <DialogHeader>
              <DialogTitle>Lead not found</DialogTitle>
              <DialogDescription>This lead does not exist or has been removed.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : !lead ? (
          <>
            <DialogHeader>
              <DialogTitle>Lead details</DialogTitle>
              <DialogDescription className="flex items-center gap-2">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Loading lead...
              </DialogDescription>
            </DialogHeader>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{lead.name}</DialogTitle>
              <DialogDescription>Lead details</DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap items-center gap-3 rounded-md bg-canvas p-3">
              <span className="text-sm font-medium text-ink">Status</span>
              <LeadStatusSelect lead={lead} label="Lead status" className="w-44 bg-surface" />
            </div>
            <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
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
              <Field label="Date Submitted">{formatDateTime(lead.createdAt)}</Field>
              <Field label="Source">{lead.source?.trim() || 'Website'}</Field>
              <Field label="Location">{lead.location?.trim() || 'Not specified'}</Field>
              <Field label="Service Requested">{lead.service?.trim() || 'Not specified'}</Field>
              <div className="sm:col-span-2">
                <Field label="Message">
                  {details ? (
                    details.message?.trim() ? (
                      <p className="rounded-md border border-line bg-canvas p-3 whitespace-pre-wrap">{details.message}</p>
                    ) : (
                      <span className="text-ink-muted">No message provided</span>
                    )
                  ) : (
                    <span className="text-ink-muted">Loading...</span>
                  )}
                </Field>
              </div>
            </dl>
            {details?.estimate ? <LeadEstimateSummary estimate={details.estimate} /> : null}
            {details ? <p className="mt-5 text-sm text-ink-muted">{describeNotification(details.notification)}</p> : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
              <Link to={`/admin/leads/${lead.id}`} className={buttonClasses({ variant: 'outline' })}>
                <ExternalLink aria-hidden="true" />
                Open lead
              </Link>
              <a href={telHref(lead.phone)} className={buttonClasses({ variant: 'primary' })}>
                <Phone aria-hidden="true" />
                Call Lead
              </a>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

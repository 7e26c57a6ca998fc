// 'Activity': a lead's timeline, newest first, one line per event in words (decision 078).
import type { ReactNode } from 'react';
import {
  BellOff,
  BellRing,
  CalendarCheck,
  CalendarPlus,
  Columns3,
  FileCheck2,
  FileSignature,
  FileX2,
  FolderKanban,
  GitMerge,
  IndianRupee,
  Inbox,
  MapPin,
  MessagesSquare,
  NotebookPen,
  PencilLine,
  PhoneCall,
  ReceiptText,
  RefreshCw,
  TriangleAlert,
  Undo2,
  UserRound,
} from 'lucide-react';
import { cn } from '#app/components/ui/cn.ts';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import { PAYMENT_MODE_LABELS, TAX_DOCUMENT_LABELS } from '#db/enums.ts';
import type { LeadEventKind } from '#db/enums.ts';
import { leadForms, UNKNOWN_FORM } from '#app/features/intake/lead-forms.ts';
import { LEAD_STATUS_LABELS } from '#app/features/sales/list/lead-filters.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation.ts';
import { LEAD_STAGE_LABELS } from '#app/features/sales/pipeline/stage-labels.ts';
import { LOST_REASON_LABELS } from '#app/features/sales/pipeline/pipeline-forms.ts';
import { memberLabel } from '#app/features/sales/list/lead-badges.tsx';
import type { ActivityEntry, Actor } from '#app/features/sales/lead/lead-page.server.ts';
import { CALL_OUTCOME_LABELS } from '#app/features/sales/lead/call-log.ts';

const actorLabel = (actor: Actor) => (actor ? memberLabel(actor) : 'a former staff member');

const icons: Record<LeadEventKind, ReactNode> = {
  created: <Inbox aria-hidden="true" />,
  notified: <BellRing aria-hidden="true" />,
  notification_failed: <TriangleAlert aria-hidden="true" />,
  notification_skipped: <BellOff aria-hidden="true" />,
  status_changed: <RefreshCw aria-hidden="true" />,
  stage_changed: <Columns3 aria-hidden="true" />,
  quotation_sent: <FileSignature aria-hidden="true" />,
  quotation_accepted: <FileCheck2 aria-hidden="true" />,
  quotation_link_revoked: <FileX2 aria-hidden="true" />,
  note_added: <NotebookPen aria-hidden="true" />,
  follow_up_set: <CalendarPlus aria-hidden="true" />,
  follow_up_done: <CalendarCheck aria-hidden="true" />,
  assigned: <UserRound aria-hidden="true" />,
  merged: <GitMerge aria-hidden="true" />,
  edited: <PencilLine aria-hidden="true" />,
  call_logged: <PhoneCall aria-hidden="true" />,
  site_visit: <MapPin aria-hidden="true" />,
  whatsapp_sent: <MessagesSquare aria-hidden="true" />,
  project_created: <FolderKanban aria-hidden="true" />,
  payment_recorded: <IndianRupee aria-hidden="true" />,
  payment_reversed: <Undo2 aria-hidden="true" />,
  document_issued: <ReceiptText aria-hidden="true" />,
};

const visitActions = { booked: 'Site visit booked', rescheduled: 'Site visit rescheduled', cancelled: 'Site visit cancelled' } as const;

const channelNames = { email: 'by e-mail', webhook: 'by webhook' } as const;

/** What happened, in one line. */
function entryText(entry: ActivityEntry): ReactNode {
  switch (entry.kind) {
    case 'created': {
      const form = entry.details.form ? leadForms[entry.details.form] : UNKNOWN_FORM;
      return `Enquiry received: ${form.formType} (${form.label})`;
    }
    case 'notified':
      return `Staff notified${entry.details.channel ? ` ${channelNames[entry.details.channel]}` : ''}`;
    case 'notification_failed': {
      const how = entry.details.channel ? ` ${channelNames[entry.details.channel]}` : '';
      const tries = `${entry.details.attempts} ${entry.details.attempts === 1 ? 'attempt' : 'attempts'}`;
      const why = entry.details.error ? `: ${entry.details.error}` : '';
      return entry.details.final
        ? `Notification${how} failed for good after ${tries}${why}`
        : `Notification${how} failed (${tries}), will retry${why}`;
    }
    case 'notification_skipped':
      return 'Staff not notified: no e-mail or webhook is configured';
    case 'status_changed': {
      const status = `Status changed from ${LEAD_STATUS_LABELS[entry.details.from]} to ${LEAD_STATUS_LABELS[entry.details.to]}`;
      const { stage, lost } = entry.details;
      const why = lost ? ` · Lost reason: ${LOST_REASON_LABELS[lost.reason]}${lost.text ? ` (${lost.text})` : ''}` : '';
      return stage
        ? `Moved from ${LEAD_STAGE_LABELS[stage.from]} to ${LEAD_STAGE_LABELS[stage.to]} (${status.toLowerCase()})${why}`
        : `${status}${why}`;
    }
    case 'stage_changed':
      return `Moved from ${LEAD_STAGE_LABELS[entry.details.from]} to ${LEAD_STAGE_LABELS[entry.details.to]}`;
    case 'quotation_sent':
      return `Quotation v${entry.details.number} sent to the customer (${formatPaise(entry.details.totalPaise)})`;
    case 'quotation_accepted':
      return `Quotation v${entry.details.number} accepted online by ${entry.details.name} (${formatPaise(entry.details.totalPaise)})`;
    case 'quotation_link_revoked':
      return `Link to quotation v${entry.details.number} revoked`;
    case 'note_added':
      return 'Note';
    case 'follow_up_set':
      return (
        <>
          Follow-up set for <LocalTime iso={entry.details.at} />
        </>
      );
    case 'follow_up_done':
      return (
        <>
          Follow-up done (it was due <LocalTime iso={entry.details.at} />)
        </>
      );
    case 'assigned': {
      const name = (id: string | null) => (id === null ? 'nobody' : actorLabel(entry.members[id] ?? null));
      if (entry.details.deactivated) {
        const from = name(entry.details.from);
        if (entry.details.to === null) return `Unassigned from ${from}, deactivated`;
        return `Reassigned${entry.details.shared ? ' in turn' : ''} from ${from}, deactivated, to ${name(entry.details.to)}`;
      }
      if (entry.details.to === null) return `Unassigned (was ${name(entry.details.from)})`;
      if (entry.details.automatic) return `Assigned automatically to ${name(entry.details.to)}`;
      if (entry.details.from === null) return `Assigned to ${name(entry.details.to)}`;
      return `Reassigned from ${name(entry.details.from)} to ${name(entry.details.to)}`;
    }
    case 'merged':
      return `Merged ${entry.details.removedName} into ${entry.details.intoName}: one person`;
    case 'call_logged':
      return `Call logged: ${CALL_OUTCOME_LABELS[entry.details.outcome]}`;
    case 'edited':
      return `${entry.details.field} changed from “${entry.details.from ?? ''}” to “${entry.details.to ?? ''}”`;
    case 'whatsapp_sent':
      return `WhatsApp message sent: ${entry.details.name}`;
    case 'project_created':
      return `Project created from quotation v${entry.details.number}${entry.details.offline ? ' (signed copy)' : ''}: ${formatPaise(entry.details.valuePaise)} in ${entry.details.milestones} ${entry.details.milestones === 1 ? 'milestone' : 'milestones'}`;
    case 'payment_recorded':
      return `Payment recorded: ${formatPaise(entry.details.amountPaise)} by ${PAYMENT_MODE_LABELS[entry.details.mode]} for ${entry.details.milestone}`;
    case 'payment_reversed':
      return `Payment reversed: ${formatPaise(entry.details.amountPaise)} (${entry.details.reason})`;
    case 'document_issued':
      return `${TAX_DOCUMENT_LABELS[entry.details.kind]} ${entry.details.number} issued (${formatPaise(entry.details.totalPaise)})`;
    case 'site_visit': {
      const { action, at, address, designerId, previousDesignerId } = entry.details;
      const designer = designerId ? ` with ${actorLabel(entry.members[designerId] ?? null)}` : '';
      const instead = previousDesignerId ? ` instead of ${actorLabel(entry.members[previousDesignerId] ?? null)}` : '';
      return (
        <>
          {visitActions[action]}: <LocalTime iso={at} />, {address}
          {designer}
          {instead}
        </>
      );
    }
  }
}

export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  return (
    <ol className="mt-6 flex flex-col gap-0" aria-label="Activity, newest first">
      {entries.map((entry) => (
        <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
          <span
            className={cn(
              'relative z-10 inline-flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
              entry.kind === 'note_added'
                ? 'bg-brass-50 text-brass-800'
                : entry.kind === 'notification_failed'
                  ? 'bg-danger-50 text-danger'
                  : 'bg-sand text-ink-muted',
            )}
          >
            {icons[entry.kind]}
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <p className={cn('text-sm', entry.kind === 'note_added' ? 'sr-only' : 'text-ink')}>{entryText(entry)}</p>
            {entry.kind === 'note_added' || (entry.kind === 'call_logged' && entry.details.note) ? (
              <blockquote className="rounded-md border border-line bg-canvas p-3 text-sm whitespace-pre-wrap text-ink">
                {entry.kind === 'note_added' ? entry.details.body : entry.details.note}
              </blockquote>
            ) : null}
            <p className="mt-1 text-xs text-ink-muted">
              {entry.actor ? <>{actorLabel(entry.actor)} · </> : null}
              <LocalTime iso={entry.at} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

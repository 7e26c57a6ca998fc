// 'My day' (decisions 116, 158, 167): a member's overdue leads, new leads to call, follow-ups due today, today's site visits,
// 'Payments due' and, for admins, the new leads nobody has, each row with the lead's name (a link to its page), what is
// due and when (India time), and 'Call', 'Log call' and 'WhatsApp' as on the lead's page. 'Log call'
// posts to the lead page's action; the screen reads itself again afterwards, so a lead whose call
// set a follow-up for today moves under 'Follow-ups due today'.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlarmClock, CalendarClock, Inbox, IndianRupee, MapPin, PhoneCall } from 'lucide-react';
import { cn } from '#app/components/ui/cn.ts';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { formatCount, TIME_ZONE } from '#app/lib/format.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import { CallAndLog, LogCallDialog } from '#app/features/sales/lead/log-call-dialog.tsx';
import { WhatsAppMenu } from '#app/features/sales/whatsapp/whatsapp-menu.tsx';
import type { ChatTemplate } from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import type { MyDay, MyDayDue, MyDayRow, MyDaySection } from '#app/features/sales/my-day/my-day.server.ts';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: TIME_ZONE });

function DueText({ due, now }: { due: MyDayDue; now: number }) {
  const time = <LocalTime iso={due.at} />;
  const late = new Date(due.at).getTime() <= now;
  switch (due.kind) {
    case 'response':
      return <span className="text-danger">First response was due {time}</span>;
    case 'follow-up':
      return (
        <span className={late ? 'text-danger' : undefined}>
          Follow-up {late ? 'was due' : 'due'} {time}
        </span>
      );
    case 'visit':
      return (
        <span>
          Site visit {time} · {due.address}
        </span>
      );
    case 'arrived':
      return <span>Arrived {time}</span>;
  }
}

type Shared = {
  templates: ChatTemplate[];
  now: number;
  /** Opens 'Log call' for a lead (one dialog for the screen: a saved call may move the lead's row). */
  logCall: (leadId: string) => void;
};

function Row({ row, templates, now, logCall }: { row: MyDayRow } & Shared) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <Link
          to={`/admin/leads/${row.leadId}`}
          className="font-medium text-ink underline decoration-ink-muted/40 underline-offset-4 hover:decoration-ink"
        >
          {row.name}
        </Link>
        <p className="mt-0.5 text-sm text-ink-muted">
          <DueText due={row.due} now={now} />
        </p>
      </div>
      <div className="grid shrink-0 grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        <CallAndLog leadId={row.leadId} tel={row.tel} actionAnswer={undefined} onLog={() => logCall(row.leadId)} />
        <WhatsAppMenu target={row.chat} templates={templates} />
      </div>
    </li>
  );
}

type SectionProps = {
  id: string;
  title: string;
  icon: ReactNode;
  part: MyDaySection;
  empty: string;
  /** Where the whole list is, when the section shows only its first rows. */
  more?: { to: string; label: string };
};

function Section({ id, title, icon, part, empty, more, ...shared }: SectionProps & Shared) {
  const headingId = `my-day-${id}`;
  const total = part.capped ? `more than ${formatCount(part.total)}` : formatCount(part.total);
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-line bg-surface shadow-soft">
      <h3 id={headingId} className="flex items-center gap-2 border-b border-line px-4 py-3 font-sans text-base font-semibold sm:px-5">
        <span className="text-brass-700 [&_svg]:size-4">{icon}</span>
        {title}
        <span
          className={cn(
            'ml-auto rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
            part.total > 0 && id === 'overdue' ? 'bg-danger-50 text-danger' : 'bg-sand text-ink-muted',
          )}
        >
          <span className="sr-only">: </span>
          {total}
        </span>
      </h3>
      {part.rows.length === 0 ? (
        <p className="px-4 py-6 text-sm text-ink-muted sm:px-5">{empty}</p>
      ) : (
        <ul className="divide-y divide-line" aria-labelledby={headingId}>
          {part.rows.map((row) => (
            <Row key={row.key} row={row} {...shared} />
          ))}
        </ul>
      )}
      {part.rows.length < part.total ? (
        <p className="border-t border-line px-4 py-3 text-sm text-ink-muted sm:px-5">
          Showing the first {part.rows.length} of {total}.
          {more ? (
            <>
              {' '}
              <Link to={more.to} className="text-brass-700 underline underline-offset-4">
                {more.label}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/** 'Payments due': the member's projects' milestones unpaid past 'Remind after', longest waiting first. */
function PaymentsDueSection({ rows, total }: MyDay['paymentsDue']) {
  return (
    <section aria-labelledby="my-day-payments-due" className="min-w-0 rounded-lg border border-line bg-surface shadow-soft">
      <h3
        id="my-day-payments-due"
        className="flex items-center gap-2 border-b border-line px-4 py-3 font-sans text-base font-semibold sm:px-5"
      >
        <IndianRupee aria-hidden="true" className="size-4" />
        Payments due
        {total > 0 ? <span className="text-sm font-normal text-ink-muted">({formatCount(total)})</span> : null}
      </h3>
      {rows.length === 0 ? (
        <p className="px-4 py-3 text-sm text-ink-muted sm:px-5">No payment of yours is overdue.</p>
      ) : (
        <ul className="divide-y divide-line" aria-labelledby="my-day-payments-due">
          {rows.map((due) => (
            <li key={`${due.projectId}:${due.label}`} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 sm:px-5">
              <Link to={`/admin/customer-projects/${due.projectId}`} className="font-medium text-ink underline underline-offset-4">
                {due.customerName}
              </Link>
              <span className="text-sm text-ink-muted">
                {due.label}: <span className="text-ink tabular-nums">{formatPaise(due.duePaise)}</span>, asked {due.days} days ago
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > rows.length ? (
        <p className="border-t border-line px-4 py-3 text-sm sm:px-5">
          <Link to="/admin/payments">All payments due</Link>
        </p>
      ) : null}
    </section>
  );
}

export function MyDayScreen({
  day,
  now,
  templates,
  overdue,
  newLeads,
  followUps,
  visits,
  unassigned,
  paymentsDue,
}: MyDay & { now: string }) {
  const [logging, setLogging] = useState<string | null>(null);
  const shared: Shared = { templates, now: new Date(now).getTime(), logCall: setLogging };
  // 'New and unassigned' for admins only (the loader gives it to them alone).
  const sections: SectionProps[] = [
    { id: 'overdue', title: 'Overdue', icon: <AlarmClock aria-hidden="true" />, part: overdue, empty: 'Nothing overdue.' },
    {
      id: 'new-leads',
      title: 'New leads to call',
      icon: <PhoneCall aria-hidden="true" />,
      part: newLeads,
      empty: 'No new lead of yours is waiting for a call.',
      more: { to: '/admin/leads?status=new&mine=1', label: 'All your new leads' },
    },
    {
      id: 'follow-ups',
      title: 'Follow-ups due today',
      icon: <CalendarClock aria-hidden="true" />,
      part: followUps,
      empty: 'No follow-ups due today.',
      more: { to: '/admin/leads?due=1&mine=1', label: 'All your follow-ups due' },
    },
    { id: 'visits', title: 'Site visits today', icon: <MapPin aria-hidden="true" />, part: visits, empty: 'No site visits today.' },
    ...(unassigned
      ? [
          {
            id: 'unassigned',
            title: 'New and unassigned',
            icon: <Inbox aria-hidden="true" />,
            part: unassigned,
            empty: 'No new lead is waiting for someone.',
            more: { to: '/admin/leads?status=new', label: 'All new leads' },
          },
        ]
      : []),
  ];
  return (
    <TabSection
      id="my-day-heading"
      title="My day"
      intro={`${dayFormat.format(new Date(day))} (India time): your leads to answer, follow-ups, site visits.`}
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {sections.map((section) => (
          <Section key={section.id} {...section} {...shared} />
        ))}
        <PaymentsDueSection {...paymentsDue} />
      </div>
      {logging ? <LogCallDialog key={logging} leadId={logging} actionAnswer={undefined} onClose={() => setLogging(null)} /> : null}
    </TabSection>
  );
}

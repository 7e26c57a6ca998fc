// A lead's own page, /admin/leads/{id}: the lead's view (the same the list's dialog draws), where
// the visit came from, how to reach the person, the work forms, the person and their other
// enquiries, and 'Activity'. Every form posts to the page's action and works before the page's
// script has loaded; once it runs, they post in the background.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, AtSign } from 'lucide-react';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import type { LeadPageData } from '#app/features/sales/lead/lead-page.server.ts';
import { DueBadge, OverdueBadge, RepeatBadge } from '#app/features/sales/list/lead-badges.tsx';
import type { MemberRef } from '#app/features/sales/list/lead-list.server.ts';
import { LeadStatusBadge } from '#app/features/sales/lead/lead-status-select.tsx';
import { Field, LeadView, orNotSpecified } from '#app/features/sales/lead/lead-view.tsx';
import { ActivityList } from '#app/features/sales/lead/lead-activity.tsx';
import { AssignForm, FollowUpForm, NoteForm } from '#app/features/sales/lead/lead-work-panel.tsx';
import type { LeadActionAnswer } from '#app/features/sales/lead/use-lead-action.ts';
import { mailtoHref, telHref } from '#app/features/sales/lead/reach-out.ts';
import { PersonPanel, RelatedList } from '#app/features/sales/people/person-panel.tsx';
import { QuotationPanel } from '#app/features/sales/quotation/quotation-panel.tsx';
import type { QuotationVersionAction } from '#app/features/sales/quotation/quotation-panel.tsx';
import { LeadEditButton } from '#app/features/sales/lead/lead-edit-dialog.tsx';
import { CallAndLog } from '#app/features/sales/lead/log-call-dialog.tsx';
import { SiteVisitsPanel } from '#app/features/sales/visits/visits-panel.tsx';
import type { SiteVisitView } from '#app/features/sales/visits/site-visits.server.ts';
import { WhatsAppMenu } from '#app/features/sales/whatsapp/whatsapp-menu.tsx';
import type { ChatTarget, ChatTemplate } from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import { serviceWords, sourceWords } from '#app/features/intake/lead-words.ts';

type Props = {
  data: LeadPageData;
  /** Whom the lead may be assigned to: active members whose role includes leads. */
  staff: MemberRef[];
  /** The lead's site visits, soonest first. */
  visits: SiteVisitView[];
  /** 'WhatsApp': the lead as a chat needs it, and the team's templates. */
  chat: { target: ChatTarget; templates: ChatTemplate[] };
  actionAnswer?: LeadActionAnswer;
  /** 'Project' once the quotation is accepted (billing draws it; the route hands it over). */
  project?: ReactNode;
  /** Beside a sent version that is still open ('Mark as accepted', for an Admin). */
  versionAction?: QuotationVersionAction;
};

export function LeadPage({ data, staff, visits, chat, actionAnswer, project, versionAction }: Props) {
  const { lead, estimate, earlier, later, followUpDue, overdue } = data;
  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/leads" className={cn(buttonClasses({ variant: 'link', size: 'sm' }), 'self-start px-0')}>
        <ArrowLeft aria-hidden="true" /> Lead Management
      </Link>

      <header className="rounded-lg border border-line bg-surface p-5 shadow-soft sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 className="font-display text-2xl text-ink sm:text-3xl">{lead.name}</h2>
          <LeadStatusBadge lead={lead} />
          {overdue ? <OverdueBadge /> : null}
          {earlier.length > 0 ? <RepeatBadge /> : null}
          {data.duplicateOf ? (
            <span className="inline-flex items-center rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger ring-1 ring-danger/25 ring-inset">
              Possible duplicate
            </span>
          ) : null}
          {followUpDue ? <DueBadge /> : null}
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          Enquired on <LocalTime iso={lead.createdAt} /> · {[sourceWords(lead.source), serviceWords(lead)].filter(Boolean).join(' · ')}
        </p>
        <FirstResponse lead={lead} overdue={overdue} />
        <div className="mt-4 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          <CallAndLog leadId={lead.id} tel={telHref(lead)} actionAnswer={actionAnswer} />
          <WhatsAppMenu target={chat.target} templates={chat.templates} />
          {lead.email ? (
            <a href={mailtoHref(lead)} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'min-h-11 sm:min-h-9' })}>
              <AtSign aria-hidden="true" /> E-mail
            </a>
          ) : null}
          <LeadEditButton lead={lead} actionAnswer={actionAnswer} />
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside aria-label="Work this lead" className="flex flex-col gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <Panel title="Work this lead">
            <div className="flex flex-col gap-5">
              <AssignForm leadId={lead.id} assignee={data.assignee} staff={staff} actionAnswer={actionAnswer} />
              <FollowUpForm leadId={lead.id} nextFollowUpAt={lead.nextFollowUpAt} due={followUpDue} actionAnswer={actionAnswer} />
            </div>
          </Panel>
          <SiteVisitsPanel leadId={lead.id} location={lead.location} visits={visits} staff={staff} Panel={Panel} />
          {data.person ? (
            <PersonPanel leadId={lead.id} person={data.person} duplicateOf={data.duplicateOf} actionAnswer={actionAnswer} Panel={Panel} />
          ) : null}
          {earlier.length > 0 ? (
            <Panel title="Earlier enquiries from this person">
              <RelatedList leads={earlier} />
            </Panel>
          ) : null}
          {later.length > 0 ? (
            <Panel title="Later enquiries from this person">
              <RelatedList leads={later} />
            </Panel>
          ) : null}
        </aside>

        <Panel title="Details">
          <LeadView lead={lead} estimate={estimate} notification={data.notification} />
          <h3 className="mt-6 border-t border-line pt-5 font-sans text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Where the visit came from
          </h3>
          <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field label="Landing page">{orNotSpecified(lead.landingPath, 'Not recorded')}</Field>
            <Field label="Referrer">{orNotSpecified(lead.referrer, 'None (typed or bookmarked)')}</Field>
            <Field label="Campaign">{orNotSpecified(lead.utmCampaign, 'None')}</Field>
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
        </Panel>

        <Panel title="Quotation">
          {project ? <div className="mb-4">{project}</div> : null}
          <QuotationPanel leadId={lead.id} quotation={data.quotation} hasEstimate={Boolean(estimate)} versionAction={versionAction} />
        </Panel>

        <Panel title="Activity" headingId="lead-activity-heading">
          <NoteForm leadId={lead.id} actionAnswer={actionAnswer} />
          <ActivityList entries={data.activity} />
          {data.activityCapped ? <p className="mt-4 text-sm text-ink-muted">Only the latest 400 events are shown.</p> : null}
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

/**
 * The first-response clock (decision 113): when the first response is (was) due, 'Overdue' past
 * it, or when the first contact came. Nothing for a lead from before the clock.
 */
function FirstResponse({ lead, overdue }: { lead: LeadPageData['lead']; overdue: boolean }) {
  if (!lead.responseDueAt) return null;
  if (lead.firstContactAt) {
    const inTime = new Date(lead.firstContactAt).getTime() <= new Date(lead.responseDueAt).getTime();
    return (
      <p className="mt-1 text-sm text-ink-muted">
        First contact <LocalTime iso={lead.firstContactAt} /> ({inTime ? 'in time' : 'late'}; due by <LocalTime iso={lead.responseDueAt} />)
      </p>
    );
  }
  return (
    <p className={cn('mt-1 text-sm', overdue ? 'font-medium text-danger' : 'text-ink-muted')}>
      {overdue ? 'First response was due by ' : 'First response due by '}
      <LocalTime iso={lead.responseDueAt} />
      {overdue ? ': a logged call, a note, a status change or a WhatsApp message ends it.' : null}
    </p>
  );
}

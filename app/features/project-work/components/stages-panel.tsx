// The 'Stages' section of a customer project's staff page (decision 172): whether the project is
// 'On track' or 'Delayed by N days', its 'Committed move-in date', designer and 'Site supervisor',
// and each stage with its planned and actual dates. An Admin edits them ('Edit plan', 'Edit
// dates'); a stage reached whose milestone is not invoiced offers billing's own 'Mark reached'
// (posted to the project page's action, which issues the milestone's tax invoice).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { formatDate } from '#app/lib/format.ts';
import type { ProjectWork, StageView } from '#app/features/project-work/stages.server.ts';
import { PlanDialog, StageDialog } from '#app/features/project-work/components/work-dialogs.tsx';
import type { WorkActionAnswer } from '#app/features/project-work/components/work-dialogs.tsx';

export type StagesPanelAllows = {
  /** 'Edit plan' and 'Edit dates' (Admin). */
  edit: boolean;
  /** 'Mark reached' on a reached stage's milestone (billing's Admin step). */
  markReached: boolean;
};

const day = (value: string | null) => (value ? formatDate(value) : '—');

export function StatusBadge({ status, className, testId }: { status: string; className?: string; testId?: string }) {
  const late = status !== 'On track';
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium',
        late ? 'bg-danger-50 text-danger' : 'bg-success-50 text-success',
        className,
      )}
    >
      {status}
    </span>
  );
}

export function StagesPanel({ work, allows }: { work: ProjectWork; allows: StagesPanelAllows }) {
  const [planOpen, setPlanOpen] = useState(false);
  return (
    <section aria-labelledby="stages-heading" className="mt-8 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="stages-heading" className="text-xl">
          Stages
        </h3>
        <StatusBadge status={work.status} testId="work-status" />
      </div>
      <dl className="grid gap-x-8 gap-y-3 rounded-lg border border-line bg-surface p-5 shadow-soft sm:grid-cols-3">
        <Fact term="Committed move-in date">{day(work.moveInOn)}</Fact>
        <Fact term="Designer">{work.designer?.name ?? 'Nobody yet'}</Fact>
        <Fact term="Site supervisor">{work.siteSupervisor?.name ?? 'Nobody yet'}</Fact>
        {allows.edit ? (
          <div className="sm:col-span-3">
            <Button size="sm" variant="outline" onClick={() => setPlanOpen(true)}>
              Edit plan
            </Button>
            {planOpen ? <PlanDialog work={work} open={planOpen} onOpenChange={setPlanOpen} /> : null}
          </div>
        ) : null}
      </dl>
      <ol className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface shadow-soft">
        {work.stages.map((stage) => (
          <StageItem key={stage.id} work={work} stage={stage} allows={allows} />
        ))}
      </ol>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function StageItem({ work, stage, allows }: { work: ProjectWork; stage: StageView; allows: StagesPanelAllows }) {
  const [open, setOpen] = useState(false);
  const milestone = work.milestones.find((one) => one.id === stage.milestoneId) ?? null;
  return (
    <li data-stage={stage.position} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{stage.label}</p>
        <p className="text-sm text-ink-muted">
          Planned {day(stage.plannedOn)} · Actual {day(stage.actualOn)}
          {milestone ? ` · Milestone: ${milestone.label}` : ''}
        </p>
      </div>
      <StatusBadge status={stage.status} className="self-start sm:self-center" />
      <div className="flex flex-wrap gap-2">
        {allows.edit ? (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Edit dates: ${stage.label}`}>
            Edit dates
          </Button>
        ) : null}
        {allows.markReached && stage.actualOn && milestone && milestone.status !== 'invoiced' ? (
          <MarkReached projectId={work.projectId} milestoneId={milestone.id} label={milestone.label} />
        ) : null}
      </div>
      {open ? <StageDialog work={work} stage={stage} open={open} onOpenChange={setOpen} /> : null}
    </li>
  );
}

/** Billing's 'Mark reached' for the stage's milestone: the project page's own action issues its tax invoice. */
function MarkReached({ projectId, milestoneId, label }: { projectId: string; milestoneId: string; label: string }) {
  const fetcher = useFetcher<WorkActionAnswer>();
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <fetcher.Form method="post" action={`/admin/customer-projects/${projectId}`} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="milestoneId" value={milestoneId} />
      <Button
        size="sm"
        type="submit"
        name="intent"
        value="mark-reached"
        disabled={fetcher.state !== 'idle'}
        aria-label={`Mark reached: ${label}`}
      >
        Mark reached
      </Button>
      {refused ? (
        <p role="alert" className="basis-full text-sm text-danger">
          {refused}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

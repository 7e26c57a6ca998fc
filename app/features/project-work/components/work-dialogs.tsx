// The project page's work dialogs: 'Edit plan' (the 'Committed move-in date', the designer and
// the 'Site supervisor') and 'Edit dates' of a stage (planned, actual, its milestone). Each checks
// its form with the schema the server uses, posts to the project's work route and closes when the
// server says ok; the page's data then reloads.
import { useEffect, useState } from 'react';
import type * as React from 'react';
import { useFetcher } from 'react-router';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '#app/components/ui/dialog.tsx';
import { FormField, TextField } from '#app/components/ui/form-field.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { parseForm } from '#app/lib/parse-form.ts';
import { projectPlanSchema, stageDatesSchema } from '#app/features/project-work/work-forms.ts';
import type { ProjectWork, StageView } from '#app/features/project-work/stages.server.ts';

export type WorkActionAnswer = { ok: boolean; fieldErrors?: Record<string, string[]>; error?: string };

type Errors = Record<string, string[] | undefined>;

const fieldOf = (form: string, name: string, errors: Errors): FieldMeta => ({
  id: `${form}-${name}`,
  name,
  errorId: `${form}-${name}-error`,
  descriptionId: `${form}-${name}-description`,
  errors: errors[name],
});

function useWorkForm(schema: z.ZodObject, onDone: () => void) {
  const fetcher = useFetcher<WorkActionAnswer>();
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) onDone();
  }, [answer, onDone]);
  const errors: Errors = { ...(answer && !answer.ok ? answer.fieldErrors : {}), ...clientErrors };
  const check = (event: React.FormEvent<HTMLFormElement>) => {
    const submission = parseForm(new FormData(event.currentTarget), schema);
    if (submission.status === 'success') return setClientErrors({});
    event.preventDefault();
    setClientErrors((submission.error ?? {}) as Errors);
  };
  return { fetcher, errors, check, answer, busy: fetcher.state !== 'idle' };
}

function Refusal({ answer }: { answer: WorkActionAnswer | undefined }) {
  if (!answer || answer.ok || !answer.error) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {answer.error}
    </p>
  );
}

type DialogProps = { work: ProjectWork; open: boolean; onOpenChange: (open: boolean) => void };

export function PlanDialog({ work, open, onOpenChange }: DialogProps) {
  const close = () => onOpenChange(false);
  const { fetcher, errors, check, answer, busy } = useWorkForm(projectPlanSchema, close);
  const form = 'work-plan';
  const people = (name: 'designerId' | 'siteSupervisorId', label: string, options: ProjectWork['designers'], value: string) => (
    <FormField field={fieldOf(form, name, errors)} label={label}>
      <NativeSelect id={`${form}-${name}`} name={name} defaultValue={value} aria-invalid={errors[name] ? true : undefined}>
        <option value="">Nobody yet</option>
        {options.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title="Edit plan" description="The move-in date promised to the customer, and who does the work." />
        <fetcher.Form
          method="post"
          action={`/admin/customer-projects/${work.projectId}/work`}
          noValidate
          onSubmit={check}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="plan" />
          <TextField
            field={fieldOf(form, 'moveInOn', errors)}
            label="Committed move-in date"
            type="date"
            defaultValue={work.moveInOn ?? ''}
          />
          {people('designerId', 'Designer', work.designers, work.designer?.id ?? '')}
          {people('siteSupervisorId', 'Site supervisor', work.supervisors, work.siteSupervisor?.id ?? '')}
          {work.supervisors.length === 0 ? (
            <p className="text-sm text-ink-muted">Nobody has the Site role yet: give it to a member under ‘Team’.</p>
          ) : null}
          <Refusal answer={answer} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Save plan
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

export function StageDialog({ work, stage, open, onOpenChange }: DialogProps & { stage: StageView }) {
  const close = () => onOpenChange(false);
  const { fetcher, errors, check, answer, busy } = useWorkForm(stageDatesSchema, close);
  const form = `stage-${stage.id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading
          title={`Edit dates: ${stage.label}`}
          description="The day planned, and the day the stage was reached (empty while it is not)."
        />
        <fetcher.Form
          method="post"
          action={`/admin/customer-projects/${work.projectId}/work`}
          noValidate
          onSubmit={check}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="stage" />
          <input type="hidden" name="stageId" value={stage.id} />
          <TextField field={fieldOf(form, 'plannedOn', errors)} label="Planned date" type="date" defaultValue={stage.plannedOn ?? ''} />
          <TextField
            field={fieldOf(form, 'actualOn', errors)}
            label="Actual date"
            type="date"
            max={work.today}
            defaultValue={stage.actualOn ?? ''}
          />
          <FormField
            field={fieldOf(form, 'milestoneId', errors)}
            label="Milestone"
            description="Reaching this stage may raise this milestone's invoice ('Mark reached')."
          >
            <NativeSelect
              id={`${form}-milestoneId`}
              name="milestoneId"
              defaultValue={stage.milestoneId ?? ''}
              aria-invalid={errors.milestoneId ? true : undefined}
              aria-describedby={`${form}-milestoneId-description`}
            >
              <option value="">None</option>
              {work.milestones.map((milestone) => (
                <option key={milestone.id} value={milestone.id}>
                  {milestone.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Refusal answer={answer} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Save dates
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

// 'Stage settings' (Admin): the stages a new project is given, one a line. Projects made before
// keep their own stages.
import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { TextareaField } from '#app/components/ui/form-field.tsx';
import { STAGES_MAX } from '#app/features/project-work/work-forms.ts';

export function StageSettingsForm({
  labels,
  answer,
}: {
  labels: string[];
  answer: { ok: boolean; fieldErrors?: Record<string, string[]> } | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="rounded-lg border border-line bg-surface p-5 shadow-soft" aria-labelledby="stage-settings">
      <h2 id="stage-settings" className="font-display text-2xl">
        Stage settings
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        The stages every new project starts with, in order. Projects already made keep their own.
      </p>
      {answer?.ok ? (
        <p role="status" className="mt-3 text-sm text-success">
          Saved.
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
        <TextareaField
          field={{
            id: 'stage-settings-stages',
            name: 'stages',
            errorId: 'stage-settings-stages-error',
            descriptionId: 'stage-settings-stages-description',
            errors: answer && !answer.ok ? answer.fieldErrors?.stages : undefined,
          }}
          label="Stages, one a line"
          description={`At most ${STAGES_MAX}.`}
          required
          rows={8}
          defaultValue={labels.join('\n')}
        />
        <Button type="submit" disabled={busy} className="self-start">
          Save
        </Button>
      </Form>
    </section>
  );
}

// A project's site diary (decision 173), phone first (375 px): the project's status and current
// stage, "Today's entry" for those who write it (a note, the stage's progress in percent,
// anything blocking) and the latest entries. The form carries the idempotency key the loader made:
// sent twice, the entry is stored once; after a save the page reloads with a fresh key.
import { Form, Link, useNavigation } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { TextareaField, TextField } from '#app/components/ui/form-field.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { formatDate } from '#app/lib/format.ts';
import type { DiaryPage } from '#app/features/project-work/diary.server.ts';
import { StatusBadge } from '#app/features/project-work/components/stages-panel.tsx';

export type DiaryActionAnswer = { ok: boolean; duplicate?: boolean; fieldErrors?: Record<string, string[]>; error?: string };

const fieldOf = (name: string, errors: Record<string, string[] | undefined>): FieldMeta => ({
  id: `diary-${name}`,
  name,
  errorId: `diary-${name}-error`,
  descriptionId: `diary-${name}-description`,
  errors: errors[name],
});

export function SiteDiaryPage({ page, entryKey, answer }: { page: DiaryPage; entryKey: string; answer: DiaryActionAnswer | undefined }) {
  const { project } = page;
  const busy = useNavigation().state === 'submitting';
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  return (
    <article aria-labelledby="diary-heading" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to="/admin/site-diary" className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink">
          <ChevronLeft aria-hidden="true" className="size-4" /> Site diary
        </Link>
        <h2 id="diary-heading" className="text-2xl break-words">
          {project.customerName}
        </h2>
        {project.siteAddress ? <p className="text-sm break-words text-ink-muted">{project.siteAddress}</p> : null}
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={page.status} testId="work-status" />
          <span>{page.currentStage ? `Current stage: ${page.currentStage.label}` : 'Every stage is reached.'}</span>
        </p>
      </div>

      {page.canWrite ? (
        <section aria-labelledby="today-heading" className="rounded-lg border border-line bg-surface p-4 shadow-soft">
          <h3 id="today-heading" className="text-xl">
            Today&apos;s entry
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{formatDate(page.today)}</p>
          {answer?.ok ? (
            <p role="status" className="mt-3 rounded-md bg-success-50 p-3 text-sm text-success">
              {answer.duplicate ? 'This entry was stored already.' : 'Entry saved.'}
            </p>
          ) : null}
          {answer && !answer.ok && answer.error ? (
            <p role="alert" className="mt-3 text-sm text-danger">
              {answer.error}
            </p>
          ) : null}
          <Form key={entryKey} method="post" noValidate className="mt-4 flex flex-col gap-4">
            <input type="hidden" name="idempotencyKey" value={entryKey} />
            <TextareaField field={fieldOf('note', errors)} label="Note" required rows={4} />
            <TextField
              field={fieldOf('progressPercent', errors)}
              label={page.currentStage ? `Progress of ${page.currentStage.label} (%)` : 'Progress (%)'}
              required
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
            />
            <TextareaField field={fieldOf('blocking', errors)} label="Anything blocking?" rows={2} />
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              Save entry
            </Button>
          </Form>
        </section>
      ) : (
        <p className="text-sm text-ink-muted">You can read this diary; its designer, its site supervisor and Admins write it.</p>
      )}

      <section aria-labelledby="entries-heading" className="flex flex-col gap-3">
        <h3 id="entries-heading" className="text-xl">
          Entries
        </h3>
        {page.entries.length === 0 ? (
          <p className="text-sm text-ink-muted">No entries yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {page.entries.map((entry) => (
              <li key={entry.id} data-entry={entry.id} className="rounded-lg border border-line bg-surface p-4 shadow-soft">
                <p className="text-sm text-ink-muted">
                  {formatDate(entry.entryOn)} · {entry.authorName}
                </p>
                <p className="mt-1 font-medium">
                  {entry.stageLabel ? `${entry.stageLabel}: ` : ''}
                  {entry.progressPercent}%
                </p>
                <p className="mt-2 break-words whitespace-pre-line">{entry.note}</p>
                {entry.blocking ? (
                  <p className="mt-2 text-sm break-words whitespace-pre-line">
                    <span className="font-semibold">Blocking:</span> {entry.blocking}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

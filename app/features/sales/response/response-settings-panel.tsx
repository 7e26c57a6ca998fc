// 'First response' on the 'Team' screen (Admins, decision 113): 'Respond within' and 'Working
// hours', checked with the same schema in the browser and in the action, posted to /admin/team.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { AlarmClock } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { controlProps, formAttributes, FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { validateForm } from '#app/lib/parse-form.ts';
import { describeWorkingHours, RESPOND_WITHIN_MAX, responseSettingsSchema, WEEK } from '#app/lib/response-settings.ts';
import type { ResponseSettings } from '#app/lib/response-settings.ts';

/** The intent the Team screen's action takes these settings under. */
export const RESPONSE_SETTINGS_INTENT = 'first-response';

type Answer = { ok: true } | { ok: false; result?: SubmissionResult<string[]>; error?: string };

export function ResponseSettingsPanel({ settings }: { settings: ResponseSettings }) {
  const fetcher = useFetcher<Answer>({ key: 'team-first-response' });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const sent = useRef(false);
  const [form, fields] = useForm({
    id: 'first-response',
    defaultValue: {
      respondWithin: String(settings.respondWithinMinutes),
      days: settings.hours.days.map(String),
      start: settings.hours.start,
      end: settings.hours.end,
    },
    lastResult: answer && !answer.ok ? answer.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateForm(formData, responseSettingsSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      sent.current = true;
      formData.set('intent', RESPONSE_SETTINGS_INTENT);
      void fetcher.submit(formData, { method: 'post', action: '/admin/team' });
    },
  });
  useEffect(() => {
    if (!sent.current || fetcher.state !== 'idle' || !fetcher.data) return;
    sent.current = false;
    if (fetcher.data.ok) toast({ title: 'Team updated', description: 'The first-response settings are saved.' });
    else if (fetcher.data.error) toast({ title: 'Error', description: fetcher.data.error, variant: 'destructive' });
  }, [fetcher.state, fetcher.data]);
  const chosenDays = new Set(settings.hours.days.map(String));
  const daysError = fields.days.errors?.[0];
  return (
    <section aria-labelledby="first-response-heading" className="mt-6 rounded-lg border border-line bg-surface p-5 shadow-soft">
      <div className="flex gap-3">
        <AlarmClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-700" />
        <div>
          <h3 id="first-response-heading" className="font-semibold">
            First response
          </h3>
          <p className="text-sm text-ink-muted">
            A new lead nobody has contacted within this much working time is 'Overdue': its assignee gets an e-mail, and the admins at twice
            the time ('Escalated'). Now: {settings.respondWithinMinutes} {settings.respondWithinMinutes === 1 ? 'minute' : 'minutes'};{' '}
            {describeWorkingHours(settings.hours)}.
          </p>
        </div>
      </div>
      <form
        {...formAttributes(form)}
        method="post"
        action="/admin/team"
        className="mt-4 flex flex-col gap-5"
        aria-labelledby="first-response-heading"
      >
        <input type="hidden" name="intent" value={RESPONSE_SETTINGS_INTENT} />
        <FormField
          field={fields.respondWithin}
          label="Respond within"
          description="Minutes of working time from the enquiry."
          required
          className="max-w-xs"
        >
          <Input
            {...controlProps(fields.respondWithin, { described: true })}
            defaultValue={fields.respondWithin.initialValue as string}
            type="number"
            inputMode="numeric"
            min={1}
            max={RESPOND_WITHIN_MAX}
            required
          />
        </FormField>
        <fieldset className="flex flex-col gap-3" aria-describedby={daysError ? fields.days.errorId : undefined}>
          <legend className="text-sm font-medium text-ink">Working hours</legend>
          <p className="text-sm text-ink-muted">
            India time. The clock runs only then. An end at or before the start runs past midnight; the same time for both is the whole day.
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {WEEK.map(([day, label]) => (
              <label key={day} className="inline-flex min-h-9 items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  name={fields.days.name}
                  value={String(day)}
                  defaultChecked={chosenDays.has(String(day))}
                  className="size-4 accent-brass-700"
                />
                {label}
              </label>
            ))}
          </div>
          {daysError ? (
            <p id={fields.days.errorId} className="text-sm text-danger">
              {daysError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-4">
            <FormField field={fields.start} label="From" required>
              <Input
                {...controlProps(fields.start)}
                defaultValue={fields.start.initialValue as string}
                type="time"
                required
                className="w-36"
              />
            </FormField>
            <FormField field={fields.end} label="To" required>
              <Input {...controlProps(fields.end)} defaultValue={fields.end.initialValue as string} type="time" required className="w-36" />
            </FormField>
          </div>
        </fieldset>
        {answer && !answer.ok && answer.error && !answer.result ? (
          <p role="alert" className="text-sm text-danger">
            {answer.error}
          </p>
        ) : null}
        <Button type="submit" className="self-start" disabled={fetcher.state !== 'idle'}>
          Save first response
        </Button>
      </form>
    </section>
  );
}

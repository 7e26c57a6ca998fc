// The dates 'Reports' covers (decision 072): 'From' and 'To' in India time, and the quick ranges.
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { useForm } from '@conform-to/react';
import { format, parse, subDays } from 'date-fns';
import { CalendarRange, LoaderCircle } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { controlProps, formAttributes, FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { parseForm } from '#app/lib/parse-form.ts';
import { REPORT_MAX_DAYS, reportRangeSchema, studioToday } from '#app/features/sales/reports/report-range.ts';
import type { ReportsTabData } from '#app/features/sales/reports/reports.server.ts';

/** The screen's address in the admin. */
const REPORTS_PATH = '/admin/reports';

/** Quick ranges ending today, in days. */
const QUICK_RANGES = [
  { label: 'Last 4 weeks', days: 28 },
  { label: 'Last 3 months', days: 91 },
  { label: 'Last 12 months', days: 365 },
] as const;

function quickRange(days: number): { from: string; to: string } {
  const today = studioToday();
  const from = format(subDays(parse(today, 'yyyy-MM-dd', new Date()), days - 1), 'yyyy-MM-dd');
  return { from, to: today };
}

export function RangeForm({ data }: { data: ReportsTabData }) {
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === REPORTS_PATH;
  const [form, fields] = useForm({
    id: 'report-range',
    lastResult: data.ok ? undefined : data.result,
    defaultValue: data.range,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, reportRangeSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setSearchParams({ from: submission.value.from, to: submission.value.to }, { preventScrollReset: true });
    },
  });
  return (
    <Form
      {...formAttributes(form)}
      method="get"
      action={REPORTS_PATH}
      aria-label="Report dates"
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-soft sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField field={fields.from} label="From" className="sm:w-48">
          <Input {...controlProps(fields.from)} key={`from-${data.range.from}`} type="date" defaultValue={data.range.from ?? ''} />
        </FormField>
        <FormField field={fields.to} label="To" className="sm:w-48">
          <Input {...controlProps(fields.to)} key={`to-${data.range.to}`} type="date" defaultValue={data.range.to ?? ''} />
        </FormField>
        <Button type="submit" variant="secondary" disabled={busy} className="sm:mb-0">
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CalendarRange aria-hidden="true" />}
          Show report
        </Button>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <span>Days in India time, up to {REPORT_MAX_DAYS} days.</span>
        {QUICK_RANGES.map((range) => {
          const { from, to } = quickRange(range.days);
          return (
            <Link
              key={range.label}
              to={`${REPORTS_PATH}?from=${from}&to=${to}`}
              preventScrollReset
              className="text-brass-800 underline underline-offset-4 hover:text-brass-700"
            >
              {range.label}
            </Link>
          );
        })}
        <Link to={REPORTS_PATH} preventScrollReset className="text-brass-800 underline underline-offset-4 hover:text-brass-700">
          Last 12 weeks
        </Link>
      </p>
    </Form>
  );
}

// The admin's 'Reports' tab (decisions 072 and 073): a date range (default the last 12 weeks), leads per week by
// source, conversion and win rate by source and by campaign, leads by locality and by service, the
// median time to first contact, the median days from enquiry to 'Won', and the pipeline's value by
// stage. Every chart has its title and its numbers as a table.
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { useForm } from '@conform-to/react';
import { format, parse, subDays } from 'date-fns';
import { CalendarRange, CircleCheck, LoaderCircle, Hourglass, Users } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { FormField, controlProps } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { StatCard } from '#app/components/ui/stat-card.tsx';
import { formatCount } from '#app/lib/format.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { ChartFigure, ChartTable, InlineBar, SERIES_COLOURS, SeriesSwatch, StackedBarChart } from '#app/features/sales/reports/charts.tsx';
import { longDay, REPORT_MAX_DAYS, reportRangeSchema, shortDay, studioToday } from '#app/features/sales/reports/report-range.ts';
import type { LeadReport, ReportRow, ReportsTabData } from '#app/features/sales/reports/reports.server.ts';
import { formatRupees } from '#app/features/pricing/money.ts';
import { LEAD_STAGE_LABELS } from '#app/features/sales/pipeline/stage-labels.ts';

/** '12.5%'; '–' for no leads. */
export function percent(converted: number, leads: number): string {
  if (leads === 0) return '–';
  const value = (converted / leads) * 100;
  return `${value >= 10 || value === 0 ? value.toFixed(0) : value.toFixed(1)}%`;
}

/** '45 min', '3 h 20 min', '2 days 4 h'. */
export function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

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

export function ReportsScreen({ data }: { data: ReportsTabData }) {
  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-6">
      <h2 id="reports-heading" className="sr-only">
        Reports
      </h2>
      <RangeForm data={data} />
      {data.ok ? (
        <Report report={data.report} />
      ) : (
        <p role="status" className="rounded-lg border border-line bg-surface p-6 text-ink-muted">
          Correct the dates above to see the reports.
        </p>
      )}
    </section>
  );
}

function RangeForm({ data }: { data: ReportsTabData }) {
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
      id={form.id}
      method="get"
      action={REPORTS_PATH}
      onSubmit={form.onSubmit}
      noValidate
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

function Report({ report }: { report: LeadReport }) {
  const { totals, weekly, firstContact } = report;
  const weekTotals = weekly.counts.map((row) => row.reduce((sum, value) => sum + value, 0));
  const busiest = weekTotals.length ? weekTotals.indexOf(Math.max(...weekTotals)) : -1;
  const rangeText = `${longDay(report.range.from)} to ${longDay(report.range.to)}`;
  return (
    <>
      <p className="text-sm text-ink-muted">
        Leads that arrived from {rangeText}. Conversion counts those leads whose status is Converted now.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard label="Leads" value={totals.leads} icon={<Users aria-hidden="true" />} />
        <StatCard label="Converted" value={totals.converted} icon={<CircleCheck aria-hidden="true" />} accent="bg-sage-100 text-sage-700" />
        <div
          role="group"
          aria-label="Median time to first contact"
          className="col-span-2 flex items-center gap-3 rounded-lg border border-line bg-surface p-4 shadow-soft sm:p-5 lg:col-span-1"
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-brass-50 text-brass-800 [&_svg]:size-5">
            <Hourglass aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p aria-hidden="true" className="text-sm text-ink-muted">
              Median time to first contact
            </p>
            <p className="font-display text-2xl leading-tight font-semibold text-ink tabular-nums">
              {firstContact.medianMinutes === null ? '–' : duration(firstContact.medianMinutes)}
            </p>
          </div>
        </div>
      </div>

      <ChartFigure
        id="weekly-leads"
        title="Leads per week by source"
        summary={`${formatCount(totals.leads)} leads in ${weekly.weeks.length} ${weekly.weeks.length === 1 ? 'week' : 'weeks'}.`}
      >
        <StackedBarChart
          id="weekly-leads"
          categories={weekly.weeks.map((week) => `Week of ${shortDay(week)}`)}
          ticks={weekly.weeks.map(shortDay)}
          series={weekly.sources}
          values={weekly.counts}
          description={
            busiest >= 0 && totals.leads > 0
              ? `Stacked bars, one per week. The busiest week began ${longDay(weekly.weeks[busiest]!)} with ${formatCount(weekTotals[busiest]!)} leads. The table below has every number.`
              : 'No leads arrived in this range.'
          }
        />
        <ChartTable caption="Leads per week by source">
          <thead className="bg-sand/60 text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 align-bottom font-semibold whitespace-nowrap">
                Week of
              </th>
              {weekly.sources.map((source, index) => (
                <th key={source} scope="col" className="min-w-24 px-3 py-2 text-right align-bottom font-semibold normal-case">
                  <SeriesSwatch index={index} className="mr-1.5 inline-block size-2.5 rounded-sm align-middle" />
                  {source}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right align-bottom font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line tabular-nums">
            {weekly.weeks.map((week, row) => (
              <tr key={week}>
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {shortDay(week)}
                </th>
                {weekly.counts[row]!.map((value, index) => (
                  <td key={weekly.sources[index]} className="px-3 py-2 text-right">
                    {formatCount(value)}
                  </td>
                ))}
                <td className="px-3 py-2 text-right font-semibold">{formatCount(weekTotals[row]!)}</td>
              </tr>
            ))}
          </tbody>
        </ChartTable>
      </ChartFigure>

      <div className="grid gap-6 lg:grid-cols-2">
        <ConversionFigure id="conversion-source" title="Conversion by source" column="Source" rows={report.bySource} />
        <ConversionFigure id="conversion-campaign" title="Conversion by campaign" column="Campaign" rows={report.byCampaign} />
        <WinRateFigure id="win-rate-source" title="Win rate by source" column="Source" rows={report.bySource} />
        <WinRateFigure id="win-rate-campaign" title="Win rate by campaign" column="Campaign" rows={report.byCampaign} />
        <CountFigure id="leads-locality" title="Leads by locality" column="Locality" rows={report.byLocality} total={totals.leads} />
        <CountFigure id="leads-service" title="Leads by service" column="Service" rows={report.byService} total={totals.leads} />
      </div>

      <ChartFigure id="first-contact" title="Time to first contact">
        <p className="text-ink">
          {firstContact.medianMinutes === null ? (
            'No lead of this range has been contacted yet.'
          ) : (
            <>
              Half of the leads that were contacted heard from the team within{' '}
              <strong className="font-semibold">{duration(firstContact.medianMinutes)}</strong> of their enquiry.
            </>
          )}
        </p>
        <p className="mt-2 text-sm text-ink-muted">
          {formatCount(firstContact.contacted)} of {formatCount(firstContact.leads)} leads have been contacted (a first status change, note,
          logged call or WhatsApp message); the median is over those.
        </p>
      </ChartFigure>

      <ChartFigure id="days-to-won" title="Days from enquiry to Won">
        <p className="text-ink">
          {report.toWon.medianDays === null ? (
            'No lead of this range is in Won yet.'
          ) : (
            <>
              Half of the leads won were won within <strong className="font-semibold">{days(report.toWon.medianDays)}</strong> of their
              enquiry.
            </>
          )}
        </p>
        <p className="mt-2 text-sm text-ink-muted">
          The median over the {formatCount(report.toWon.won)} leads of this range that are in Won now.
        </p>
      </ChartFigure>

      <ChartFigure id="accepted-vs-estimate" title="Accepted quotations against the first estimate">
        <p className="text-ink">
          {report.acceptedVsEstimate.medianPercent === null ? (
            'No quotation with an estimate behind it was accepted in this range.'
          ) : (
            <>
              Half of the accepted quotations were within{' '}
              <strong className="font-semibold">{signedPercent(report.acceptedVsEstimate.medianPercent)}</strong> of the lead's first
              estimate.
            </>
          )}
        </p>
        <p className="mt-2 text-sm text-ink-muted">
          The median over the {formatCount(report.acceptedVsEstimate.quotations)} quotations accepted in this range from leads with an
          estimate, before GST.
        </p>
      </ChartFigure>

      <PipelineValueFigure rows={report.pipeline} />
    </>
  );
}

/** '+4.2%', '-3%', '0%'. */
function signedPercent(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-IN')}%`;
}

/** '0.5 days', '1 day', '12 days'. */
function days(value: number): string {
  return value === 1 ? '1 day' : `${value} days`;
}

/** 'Pipeline value by stage': every lead's stage and value today (not only this range's). */
function PipelineValueFigure({ rows }: { rows: LeadReport['pipeline'] }) {
  const most = Math.max(0, ...rows.map((row) => row.valuePaise));
  const total = rows.reduce((sum, row) => sum + row.valuePaise, 0);
  return (
    <ChartFigure
      id="pipeline-value"
      title="Pipeline value by stage"
      summary={`Every lead today, whatever the range: ${formatRupees(total / 100)} in all.`}
    >
      <ChartTable caption="Pipeline value by stage">
        <HeaderCells
          cells={[
            { label: 'Stage' },
            { label: 'Leads', numeric: true },
            { label: 'Value', numeric: true },
            { label: 'Compared', className: 'hidden w-1/4 sm:table-cell' },
          ]}
        />
        <tbody className="divide-y divide-line tabular-nums">
          {rows.map((row) => (
            <tr key={row.stage}>
              <th scope="row" className="px-2 py-2 text-left font-medium sm:px-3">
                {LEAD_STAGE_LABELS[row.stage]}
              </th>
              <td className="px-2 py-2 text-right sm:px-3">{formatCount(row.leads)}</td>
              <td className="px-2 py-2 text-right font-semibold sm:px-3">{formatRupees(row.valuePaise / 100)}</td>
              <td className="hidden px-3 py-2 sm:table-cell">
                <InlineBar fraction={most > 0 ? row.valuePaise / most : 0} colour={SERIES_COLOURS[1]} />
              </td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </ChartFigure>
  );
}

function EmptyRows({ columns }: { columns: number }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-6 text-center text-ink-muted">
        No leads in this range.
      </td>
    </tr>
  );
}

function HeaderCells({ cells }: { cells: Array<{ label: string; numeric?: boolean; className?: string }> }) {
  return (
    <thead className="bg-sand/60 text-xs text-ink-muted sm:tracking-wide sm:uppercase">
      <tr>
        {cells.map((cell) => (
          <th key={cell.label} scope="col" className={cn('px-2 py-2 font-semibold sm:px-3', cell.numeric && 'text-right', cell.className)}>
            {cell.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

type FigureProps = Pick<ValueTableProps, 'id' | 'title' | 'column' | 'rows'>;
type FigureColumn = ValueTableProps['figures'][number];

const LEADS: FigureColumn = { label: 'Leads', value: (row) => formatCount(row.leads) };
const CONVERTED: FigureColumn = { label: 'Converted', value: (row) => formatCount(row.converted) };
const RATE: FigureColumn = { label: 'Rate', value: (row) => percent(row.converted, row.leads), strong: true };
const conversionRate = (row: ReportRow) => (row.leads ? row.converted / row.leads : 0);

/** Converted leads out of all leads, per value, with the rate drawn as a bar (on wider screens). */
function ConversionFigure(props: FigureProps) {
  const best = Math.max(0, ...props.rows.map(conversionRate));
  return (
    <ValueTableFigure
      {...props}
      summary="Converted leads out of all leads, per value."
      figures={[LEADS, CONVERTED, RATE]}
      bar={(row) => (best > 0 ? conversionRate(row) / best : 0)}
      barColour={SERIES_COLOURS[2]}
    />
  );
}

const WON: FigureColumn = { label: 'Won', value: (row) => formatCount(row.converted) };
const LOST: FigureColumn = { label: 'Lost', value: (row) => formatCount(row.lost) };
const WIN_RATE: FigureColumn = { label: 'Win rate', value: (row) => percent(row.converted, row.converted + row.lost), strong: true };
const winRate = (row: ReportRow) => (row.converted + row.lost ? row.converted / (row.converted + row.lost) : 0);

/** Won out of decided (won or lost) leads, per value, with the rate drawn as a bar (on wider screens). */
function WinRateFigure(props: FigureProps) {
  const best = Math.max(0, ...props.rows.map(winRate));
  return (
    <ValueTableFigure
      {...props}
      summary="Won leads out of those decided (won or lost), per value."
      figures={[WON, LOST, WIN_RATE]}
      bar={(row) => (best > 0 ? winRate(row) / best : 0)}
      barColour={SERIES_COLOURS[3]}
    />
  );
}

/** Leads per value, busiest first, with the count drawn as a bar (on wider screens). */
function CountFigure({ total, ...props }: FigureProps & { total: number }) {
  const most = Math.max(0, ...props.rows.map((row) => row.leads));
  const share: FigureColumn = { label: 'Share', value: (row) => percent(row.leads, total) };
  return (
    <ValueTableFigure
      {...props}
      summary="Leads per value, busiest first."
      figures={[LEADS, share]}
      bar={(row) => (most > 0 ? row.leads / most : 0)}
    />
  );
}

type ValueTableProps = {
  id: string;
  title: string;
  summary: string;
  column: string;
  rows: ReportRow[];
  /** The number columns, in order. */
  figures: Array<{ label: string; value: (row: ReportRow) => string; strong?: boolean }>;
  /** The bar's length (0 to 1) for a row; the 'Compared' column shows on wider screens only, heading and all. */
  bar: (row: ReportRow) => number;
  barColour?: string;
};

/** One value per row (a source, a campaign, a locality, a service), its figures, and a bar to compare. */
function ValueTableFigure({ id, title, summary, column, rows, figures, bar, barColour }: ValueTableProps) {
  return (
    <ChartFigure id={id} title={title} summary={summary}>
      <ChartTable caption={title}>
        <HeaderCells
          cells={[
            { label: column },
            ...figures.map((figure) => ({ label: figure.label, numeric: true })),
            { label: 'Compared', className: 'hidden w-1/4 sm:table-cell' },
          ]}
        />
        <tbody className="divide-y divide-line tabular-nums">
          {rows.length === 0 ? <EmptyRows columns={figures.length + 2} /> : null}
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-2 py-2 text-left font-medium break-words sm:px-3">
                {row.label}
              </th>
              {figures.map((figure) => (
                <td key={figure.label} className={cn('px-2 py-2 text-right sm:px-3', figure.strong && 'font-semibold')}>
                  {figure.value(row)}
                </td>
              ))}
              <td className="hidden px-3 py-2 sm:table-cell">
                <InlineBar fraction={bar(row)} colour={barColour} />
              </td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </ChartFigure>
  );
}

// The admin's 'Reports' tab (decisions 072 and 073): a date range (default the last 12 weeks), leads per week by
// source, conversion and win rate by source and by campaign, leads by locality and by service, the
// median time to first contact (and per member, with the share answered in time), the median days from enquiry to 'Won', and the pipeline's value by
// stage. Every chart has its title and its numbers as a table.
import { CircleCheck, Hourglass, Users } from 'lucide-react';
import { StatCard } from '#app/components/ui/stat-card.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { formatCount } from '#app/lib/format.ts';
import { ChartFigure, ChartTable, SeriesSwatch, StackedBarChart } from '#app/features/sales/reports/charts.tsx';
import { days, duration, signedPercent } from '#app/features/sales/reports/report-format.ts';
import { longDay, shortDay } from '#app/features/sales/reports/report-range.ts';
import { RangeForm } from '#app/features/sales/reports/report-range-form.tsx';
import {
  ConversionFigure,
  CountFigure,
  PipelineValueFigure,
  ResponseByMemberFigure,
  WinRateFigure,
} from '#app/features/sales/reports/report-tables.tsx';
import type { LeadReport, ReportsTabData } from '#app/features/sales/reports/reports.server.ts';

export function ReportsScreen({ data }: { data: ReportsTabData }) {
  return (
    <TabSection id="reports-heading" title="Reports" titleHidden>
      <RangeForm data={data} />
      {data.ok ? (
        <Report report={data.report} />
      ) : (
        <p role="status" className="rounded-lg border border-line bg-surface p-6 text-ink-muted">
          Correct the dates above to see the reports.
        </p>
      )}
    </TabSection>
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

      <ResponseByMemberFigure rows={report.byMember} />

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

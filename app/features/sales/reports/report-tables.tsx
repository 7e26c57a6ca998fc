// The figures of 'Reports' that are tables (decision 072): per source, campaign, locality or
// service with a bar to compare, first response by member, and the pipeline's value by stage.
// Every table has its caption and column headings; a bar's column shows on wider screens only.
import { cn } from '#app/components/ui/cn.ts';
import { formatCount } from '#app/lib/format.ts';
import { ChartFigure, ChartTable, InlineBar, SERIES_COLOURS } from '#app/features/sales/reports/charts.tsx';
import { duration, percent } from '#app/features/sales/reports/report-format.ts';
import type { LeadReport, ReportRow } from '#app/features/sales/reports/reports.server.ts';
import { formatRupees } from '#app/features/pricing/money.ts';
import { LEAD_STAGE_LABELS } from '#app/features/sales/pipeline/stage-labels.ts';

/**
 * 'First response by member': per assignee, the share of the range's leads contacted within
 * 'Respond within' (in working hours) and the median time to their first contact.
 */
export function ResponseByMemberFigure({ rows }: { rows: LeadReport['byMember'] }) {
  return (
    <ChartFigure
      id="response-by-member"
      title="First response by member"
      summary="Per member, of this range's leads whose first response was due or done: how many were contacted within 'Respond within' (counted in working hours), their share, and the median time to first contact."
    >
      <ChartTable caption="First response by member">
        <HeaderCells
          cells={[
            { label: 'Member' },
            { label: 'Leads', numeric: true },
            { label: 'In time', numeric: true },
            { label: 'Share', numeric: true },
            { label: 'Median', numeric: true },
          ]}
        />
        <tbody className="divide-y divide-line tabular-nums">
          {rows.length === 0 ? <EmptyRows columns={5} /> : null}
          {rows.map((row) => (
            <tr key={row.member?.id ?? 'nobody'}>
              <th scope="row" className="px-2 py-2 text-left font-medium break-words sm:px-3">
                {row.member ? row.member.name.trim() || row.member.email : 'Unassigned'}
              </th>
              <td className="px-2 py-2 text-right sm:px-3">{formatCount(row.leads)}</td>
              <td className="px-2 py-2 text-right sm:px-3">{formatCount(row.answeredInTime)}</td>
              <td className="px-2 py-2 text-right font-semibold sm:px-3">{percent(row.answeredInTime, row.leads)}</td>
              <td className="px-2 py-2 text-right sm:px-3">{row.medianMinutes === null ? '–' : duration(row.medianMinutes)}</td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </ChartFigure>
  );
}

/** 'Pipeline value by stage': every lead's stage and value today (not only this range's). */
export function PipelineValueFigure({ rows }: { rows: LeadReport['pipeline'] }) {
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
export function ConversionFigure(props: FigureProps) {
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
export function WinRateFigure(props: FigureProps) {
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
export function CountFigure({ total, ...props }: FigureProps & { total: number }) {
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

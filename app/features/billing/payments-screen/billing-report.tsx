// The money figures of 'Reports' (decision 167), each a table with its title.
import { ChartFigure, ChartTable } from '#app/features/sales/reports/charts.tsx';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import { AGEING_BUCKETS } from '#app/features/billing/payments-screen/payments-figures.ts';
import type { BillingReport } from '#app/features/billing/payments-screen/payments-figures.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export function BillingReportFigures({ report }: { report: BillingReport }) {
  const median = report.medianDaysToLastPayment;
  return (
    <>
      <ChartFigure id="invoiced-collected" title="Invoiced and collected by month">
        <ChartTable caption="Invoiced and collected by month">
          <thead>
            <tr>
              <th scope="col" className="px-3 py-2">
                Month
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Invoiced
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Collected
              </th>
            </tr>
          </thead>
          <tbody>
            {report.byMonth.map((row) => (
              <tr key={row.month} className="border-t border-line">
                <th scope="row" className="px-3 py-2 font-normal">
                  {monthName(row.month)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatPaise(row.invoicedPaise)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatPaise(row.collectedPaise)}</td>
              </tr>
            ))}
          </tbody>
        </ChartTable>
      </ChartFigure>
      <ChartFigure id="outstanding-by-age" title="Outstanding by age">
        <ChartTable caption="Outstanding by age, today">
          <tbody>
            {AGEING_BUCKETS.map((bucket) => (
              <tr key={bucket.key} className="border-t border-line first:border-t-0">
                <th scope="row" className="px-3 py-2 font-normal">
                  {bucket.label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatPaise(report.outstanding[bucket.key])}</td>
              </tr>
            ))}
          </tbody>
        </ChartTable>
      </ChartFigure>
      <ChartFigure
        id="days-to-last-payment"
        title="Median days from acceptance to the last payment"
        summary={
          median === null
            ? 'No project was paid in full in these days.'
            : `${median} ${median === 1 ? 'day' : 'days'}, over ${report.projectsPaidInFull} ${report.projectsPaidInFull === 1 ? 'project' : 'projects'} paid in full in these days.`
        }
      >
        {null}
      </ChartFigure>
    </>
  );
}

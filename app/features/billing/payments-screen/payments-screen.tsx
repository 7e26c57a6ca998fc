// The 'Payments' tab (decision 167): due, overdue and collected this month; each project's
// outstanding amount by age; 'Export for accounts' for a range of days. Admins see every project,
// Sales their own leads'.
import { Form, Link } from 'react-router';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { formatCount } from '#app/lib/format.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import { AGEING_BUCKETS } from '#app/features/billing/payments-screen/payments-figures.ts';
import type { PaymentsOverview } from '#app/features/billing/payments-screen/payments-figures.ts';
import type { AccountsExportRange } from '#app/features/billing/payments-screen/accounts-export.ts';

export type PaymentsScreenData = {
  overview: PaymentsOverview;
  exportRange: AccountsExportRange;
  /** 'Payment settings' is an Admin's. */
  mayChangeSettings: boolean;
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function MoneyCard({ label, paise, note }: { label: string; paise: number; note: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4 shadow-soft sm:p-5">
      <p aria-hidden="true" className="text-sm text-ink-muted">
        {label}
      </p>
      <p className="font-display text-2xl leading-tight font-semibold text-ink tabular-nums">{formatPaise(paise)}</p>
      <p className="text-xs text-ink-muted">{note}</p>
    </div>
  );
}

export function PaymentsScreen({ data }: { data: PaymentsScreenData }) {
  const { overview, exportRange, mayChangeSettings } = data;
  const monthName = `${MONTHS[Number(overview.month.slice(5, 7)) - 1]} ${overview.month.slice(0, 4)}`;
  const pages = Math.max(1, Math.ceil(overview.projectCount / overview.pageSize));
  return (
    <TabSection
      id="payments-heading"
      title="Payments"
      intro="Money asked for and not yet received, by project and by age, and what came in this month."
      action={
        mayChangeSettings ? (
          <Link to="/admin/payment-settings" className="text-sm font-medium text-ink underline underline-offset-4">
            Payment settings
          </Link>
        ) : null
      }
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        <MoneyCard label="Due" paise={overview.duePaise} note="Asked for and not received" />
        <MoneyCard
          label="Overdue"
          paise={overview.overduePaise}
          note={`Asked for more than ${overview.remindAfterDays} ${overview.remindAfterDays === 1 ? 'day' : 'days'} ago`}
        />
        <MoneyCard label="Collected this month" paise={overview.collectedThisMonthPaise} note={monthName} />
      </div>

      <section aria-labelledby="outstanding-heading" className="flex flex-col gap-3">
        <h3 id="outstanding-heading" className="font-display text-lg font-semibold text-ink">
          Outstanding by project
        </h3>
        {overview.projects.length === 0 ? (
          <p role="status" className="rounded-lg border border-line bg-surface p-6 text-ink-muted">
            Nothing is outstanding.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-line bg-surface">
            <table className="w-full text-sm">
              <caption className="sr-only">Outstanding by project, by days since each milestone was asked for</caption>
              <thead className="bg-sand text-left text-ink-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Project
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Outstanding
                  </th>
                  {AGEING_BUCKETS.map((bucket) => (
                    <th key={bucket.key} scope="col" className="px-3 py-2 text-right font-medium">
                      {bucket.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {overview.projects.map((project) => (
                  <tr key={project.id} className="border-t border-line">
                    <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
                      <Link to={`/admin/customer-projects/${project.id}`} className="underline underline-offset-4">
                        {project.customerName}
                      </Link>
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPaise(project.outstandingPaise)}</td>
                    {AGEING_BUCKETS.map((bucket) => (
                      <td key={bucket.key} className="px-3 py-2 text-right text-ink-muted tabular-nums">
                        {project.ageing[bucket.key] ? formatPaise(project.ageing[bucket.key]) : '–'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-line font-medium">
                <tr>
                  <th scope="row" className="px-3 py-2 text-left">
                    All {formatCount(overview.projectCount)} {overview.projectCount === 1 ? 'project' : 'projects'}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPaise(overview.duePaise)}</td>
                  {AGEING_BUCKETS.map((bucket) => (
                    <td key={bucket.key} className="px-3 py-2 text-right tabular-nums">
                      {formatPaise(overview.totals[bucket.key])}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages of projects" className="flex items-center gap-3 text-sm">
            {overview.page > 1 ? <Link to={`?page=${overview.page - 1}`}>Previous</Link> : null}
            <span>
              Page {overview.page} of {formatCount(pages)}
            </span>
            {overview.page < pages ? <Link to={`?page=${overview.page + 1}`}>Next</Link> : null}
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="export-heading" className="flex flex-col gap-3">
        <h3 id="export-heading" className="font-display text-lg font-semibold text-ink">
          Export for accounts
        </h3>
        <p className="text-sm text-ink-muted">
          One row per receipt voucher, tax invoice and credit note issued in these days, amounts in rupees with two decimals.
        </p>
        <Form method="get" action="/admin/payments/export" reloadDocument className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">
            From
            <input type="date" name="from" required defaultValue={exportRange.from} className="rounded-md border border-line px-2 py-1" />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            To
            <input type="date" name="to" required defaultValue={exportRange.to} className="rounded-md border border-line px-2 py-1" />
          </label>
          <Button type="submit">Export for accounts</Button>
        </Form>
      </section>
    </TabSection>
  );
}

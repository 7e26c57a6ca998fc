// What 'Reports' adds about money (decision 167): invoiced (tax invoices less credit notes) and
// collected (payments less reversals) by month over the report's range, what is outstanding now by
// age, and the median days from a project's acceptance to its last payment, over the projects paid
// in full whose last payment fell in the range.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { owingMilestones } from '#app/features/billing/payments-screen/payments-overview.server.ts';
import type { BillingReport } from '#app/features/billing/payments-screen/payments-figures.ts';

export async function billingReport(db: Database, range: { from: string; to: string }, now = new Date()): Promise<BillingReport> {
  const owing = owingMilestones({ assignedTo: null }, indiaDate(now));
  const [months, ageing, paidInFull] = await Promise.all([
    db.execute<{ month: string; invoiced: string | number; collected: string | number }>(sql`
      with months as (
        select to_char(m, 'YYYY-MM') as month
        from generate_series(date_trunc('month', ${range.from}::date), date_trunc('month', ${range.to}::date), interval '1 month') m
      ),
      invoiced as (
        select to_char(issued_on, 'YYYY-MM') as month,
          sum(case when kind = 'credit_note' then -total_paise else total_paise end)::bigint as paise
        from tax_documents where kind in ('tax_invoice', 'credit_note') and issued_on between ${range.from}::date and ${range.to}::date
        group by 1
      ),
      collected as (
        select to_char(received_on, 'YYYY-MM') as month, sum(amount_paise)::bigint as paise
        from payments where received_on between ${range.from}::date and ${range.to}::date
        group by 1
      )
      select months.month, coalesce(invoiced.paise, 0)::bigint as invoiced, coalesce(collected.paise, 0)::bigint as collected
      from months left join invoiced using (month) left join collected using (month)
      order by months.month`),
    db.execute<{ up_to_30: string | number; up_to_60: string | number; up_to_90: string | number; over_90: string | number }>(sql`
      select coalesce(sum(due_paise) filter (where age_days <= 30), 0)::bigint as up_to_30,
        coalesce(sum(due_paise) filter (where age_days between 31 and 60), 0)::bigint as up_to_60,
        coalesce(sum(due_paise) filter (where age_days between 61 and 90), 0)::bigint as up_to_90,
        coalesce(sum(due_paise) filter (where age_days > 90), 0)::bigint as over_90
      from ${owing} o`),
    db.execute<{ median: string | number | null; projects: number }>(sql`
      with paid as (
        select cp.id, (cp.created_at at time zone 'Asia/Kolkata')::date as accepted_on, max(p.received_on) as last_paid_on
        from customer_projects cp join payments p on p.project_id = cp.id
        group by cp.id, cp.created_at, cp.current_value_paise
        having sum(p.amount_paise) >= cp.current_value_paise
      )
      select percentile_cont(0.5) within group (order by last_paid_on - accepted_on) as median, count(*)::int as projects
      from paid where last_paid_on between ${range.from}::date and ${range.to}::date`),
  ]);
  const age = ageing.rows[0];
  const median = paidInFull.rows[0]?.median;
  return {
    byMonth: months.rows.map((row) => ({ month: row.month, invoicedPaise: Number(row.invoiced), collectedPaise: Number(row.collected) })),
    outstanding: {
      upTo30: Number(age?.up_to_30 ?? 0),
      upTo60: Number(age?.up_to_60 ?? 0),
      upTo90: Number(age?.up_to_90 ?? 0),
      over90: Number(age?.over_90 ?? 0),
    },
    medianDaysToLastPayment: median === null || median === undefined ? null : Math.max(0, Number(median)),
    projectsPaidInFull: Number(paidInFull.rows[0]?.projects ?? 0),
  };
}

// 'Payments' (decision 167): what is due, what is overdue and what came in this month, and the
// outstanding amount of each project split by age. A milestone is due from the moment it was asked
// for: its payment request or its tax invoice, whichever came first. It is overdue once it has
// waited longer than 'Remind after' (the day its customer is first reminded). Read in one
// statement each, in the database, so the screen costs the same at 100,000 projects.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { billingSettings } from '#db/schema.ts';
import { TIME_ZONE } from '#app/lib/format.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { OUTSTANDING_PAGE_SIZE } from '#app/features/billing/payments-screen/payments-figures.ts';
import type { Ageing, PaymentsOverview } from '#app/features/billing/payments-screen/payments-figures.ts';

export const DEFAULT_REMIND_AFTER_DAYS = 3;

export type PaymentsScope = {
  /** Sales: only projects whose lead is theirs. Null: every project (Admin). */
  assignedTo: string | null;
};

export async function remindAfterDays(db: Database): Promise<number> {
  const [row] = await db.select({ days: billingSettings.reminderAfterDays }).from(billingSettings).limit(1);
  return row?.days ?? DEFAULT_REMIND_AFTER_DAYS;
}

/**
 * Each unpaid milestone asked for, in scope: its project, what it still lacks and how many whole
 * India days ago it was asked for. A subquery both the figures and 'My day' read.
 */
export function owingMilestones({ assignedTo }: PaymentsScope, today: string): SQL {
  const scope = assignedTo
    ? sql`and exists (select 1 from contact_submissions c where c.id = cp.lead_id and c.assigned_to = ${assignedTo}::uuid)`
    : sql``;
  // Set-based: the payments and invoices summed once per milestone (hash joins), not per row.
  return sql`(
    select m.id, m.project_id, m.position, m.label, cp.lead_id, cp.customer_name,
      (m.amount_paise - coalesce(paid.received, 0))::bigint as due_paise,
      ${today}::date - (least(m.requested_at, inv.issued_at) at time zone ${TIME_ZONE})::date as age_days
    from project_milestones m
    join customer_projects cp on cp.id = m.project_id
    left join (select p.milestone_id, sum(p.amount_paise) as received from payments p group by p.milestone_id) paid on paid.milestone_id = m.id
    left join (
      select d.milestone_id, min(d.issued_at) as issued_at from tax_documents d where d.kind = 'tax_invoice' group by d.milestone_id
    ) inv on inv.milestone_id = m.id
    where m.status in ('requested', 'invoiced') and m.amount_paise > coalesce(paid.received, 0)
      and coalesce(m.requested_at, inv.issued_at) is not null ${scope}
  )`;
}

const bucketSums = sql`
  coalesce(sum(due_paise) filter (where age_days <= 30), 0)::bigint as up_to_30,
  coalesce(sum(due_paise) filter (where age_days between 31 and 60), 0)::bigint as up_to_60,
  coalesce(sum(due_paise) filter (where age_days between 61 and 90), 0)::bigint as up_to_90,
  coalesce(sum(due_paise) filter (where age_days > 90), 0)::bigint as over_90`;

type BucketRow = { up_to_30: string | number; up_to_60: string | number; up_to_90: string | number; over_90: string | number };
const ageingOf = (row: BucketRow | undefined): Ageing => ({
  upTo30: Number(row?.up_to_30 ?? 0),
  upTo60: Number(row?.up_to_60 ?? 0),
  upTo90: Number(row?.up_to_90 ?? 0),
  over90: Number(row?.over_90 ?? 0),
});

/** The first day of `today`'s month: '2026-11-01'. */
const monthStart = (today: string) => `${today.slice(0, 7)}-01`;

export async function paymentsOverview(
  db: Database,
  scope: PaymentsScope,
  { now = new Date(), page = 1 }: { now?: Date; page?: number } = {},
): Promise<PaymentsOverview> {
  const today = indiaDate(now);
  const days = await remindAfterDays(db);
  const owing = owingMilestones(scope, today);
  const paymentScope = scope.assignedTo
    ? sql`and exists (select 1 from customer_projects cp join contact_submissions c on c.id = cp.lead_id where cp.id = p.project_id and c.assigned_to = ${scope.assignedTo}::uuid)`
    : sql``;
  const safePage = Math.max(1, Math.floor(page));
  // One statement for the totals and the page: the owing milestones are read once.
  const [pageResult, collectedResult] = await Promise.all([
    db.execute<
      BucketRow & {
        project_id: string;
        lead_id: string;
        customer_name: string;
        outstanding: string | number;
        oldest: number;
        all_due: string | number;
        all_overdue: string | number;
        projects: number;
        all_30: string | number;
        all_60: string | number;
        all_90: string | number;
        all_over: string | number;
      }
    >(sql`
      with per_project as (
        select project_id, lead_id, customer_name, sum(due_paise)::bigint as outstanding, max(age_days)::int as oldest,
          coalesce(sum(due_paise) filter (where age_days > ${days}), 0)::bigint as overdue, ${bucketSums}
        from ${owing} o
        group by project_id, lead_id, customer_name
      )
      select *, sum(outstanding) over () as all_due, sum(overdue) over () as all_overdue, (count(*) over ())::int as projects,
        sum(up_to_30) over () as all_30, sum(up_to_60) over () as all_60, sum(up_to_90) over () as all_90, sum(over_90) over () as all_over
      from per_project
      order by outstanding desc, project_id
      limit ${OUTSTANDING_PAGE_SIZE} offset ${(safePage - 1) * OUTSTANDING_PAGE_SIZE}`),
    db.execute<{ collected: string | number }>(sql`
      select coalesce(sum(p.amount_paise), 0)::bigint as collected from payments p
      where p.received_on >= ${monthStart(today)}::date and p.received_on <= ${today}::date ${paymentScope}`),
  ]);
  const first = pageResult.rows[0];
  const totals = first
    ? {
        due: first.all_due,
        overdue: first.all_overdue,
        projects: first.projects,
        up_to_30: first.all_30,
        up_to_60: first.all_60,
        up_to_90: first.all_90,
        over_90: first.all_over,
      }
    : undefined;
  const projectsResult = pageResult;
  return {
    duePaise: Number(totals?.due ?? 0),
    overduePaise: Number(totals?.overdue ?? 0),
    collectedThisMonthPaise: Number(collectedResult.rows[0]?.collected ?? 0),
    remindAfterDays: days,
    today,
    month: today.slice(0, 7),
    totals: ageingOf(totals),
    projects: projectsResult.rows.map((row) => ({
      id: row.project_id,
      leadId: row.lead_id,
      customerName: row.customer_name,
      outstandingPaise: Number(row.outstanding),
      ageing: ageingOf(row),
      oldestDays: Number(row.oldest),
    })),
    projectCount: Number(totals?.projects ?? 0),
    page: safePage,
    pageSize: OUTSTANDING_PAGE_SIZE,
  };
}

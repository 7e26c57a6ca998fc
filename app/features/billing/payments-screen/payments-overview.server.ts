// 'Payments' (decision 167): what is due, what is overdue and what came in this month, and the
// outstanding amount of each project split by age. A milestone is due from the moment it was asked
// for: its payment request or its tax invoice, whichever came first. It is overdue once it has
// waited longer than 'Remind after' (the day its customer is first reminded). Read from the sums
// the database keeps (decision 168) through partial indexes, so the screen costs about the same
// at 100,000 projects.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { billingSettings } from '#db/schema.ts';
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
 * India days ago it was asked for. A subquery 'My day' and 'Reports' read. The sums are the ones
 * the database keeps (decision 168): `owing_paise` and `asked_on` of the milestone.
 */
export function owingMilestones({ assignedTo }: PaymentsScope, today: string): SQL {
  const scope = assignedTo
    ? sql`join project_balances b on b.project_id = m.project_id and b.assigned_to = ${assignedTo}::uuid and b.outstanding_paise > 0`
    : sql``;
  return sql`(
    select m.id, m.project_id, m.position, m.label, cp.lead_id, cp.customer_name, m.owing_paise::bigint as due_paise,
      ${today}::date - m.asked_on as age_days
    from project_milestones m
    join customer_projects cp on cp.id = m.project_id
    ${scope}
    where m.owing_paise > 0
  )`;
}

/** Ages and amounts of owing milestones `m` split into the four columns, and what is past 'Remind after'. */
const bucketSums = (today: string, days: number) => sql`
  coalesce(sum(m.owing_paise), 0)::bigint as due,
  coalesce(sum(m.owing_paise) filter (where ${today}::date - m.asked_on > ${days}), 0)::bigint as overdue,
  coalesce(max(${today}::date - m.asked_on), 0)::int as oldest,
  coalesce(sum(m.owing_paise) filter (where ${today}::date - m.asked_on <= 30), 0)::bigint as up_to_30,
  coalesce(sum(m.owing_paise) filter (where ${today}::date - m.asked_on between 31 and 60), 0)::bigint as up_to_60,
  coalesce(sum(m.owing_paise) filter (where ${today}::date - m.asked_on between 61 and 90), 0)::bigint as up_to_90,
  coalesce(sum(m.owing_paise) filter (where ${today}::date - m.asked_on > 90), 0)::bigint as over_90`;

type BucketRow = {
  due: string | number;
  overdue: string | number;
  oldest: number;
  up_to_30: string | number;
  up_to_60: string | number;
  up_to_90: string | number;
  over_90: string | number;
};
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
  const safePage = Math.max(1, Math.floor(page));
  const member = scope.assignedTo ? sql`and member = ${scope.assignedTo}::uuid` : sql``;
  // The projects owing in scope, through the kept balances' partial indexes (decision 168).
  const owingProjects = scope.assignedTo
    ? sql`project_balances b where b.assigned_to = ${scope.assignedTo}::uuid and b.outstanding_paise > 0`
    : sql`project_balances b where b.outstanding_paise > 0`;
  // The totals, ageing, count and this month's collections from the per-member days the database
  // keeps: a few hundred rows, whatever the number of projects.
  const age = sql`${today}::date - day`;
  const [totalsResult, pageResult] = await Promise.all([
    db.execute<BucketRow & { projects: number; collected: string | number }>(sql`
      select coalesce(sum(owing_paise), 0)::bigint as due,
        coalesce(sum(owing_paise) filter (where ${age} > ${days}), 0)::bigint as overdue,
        0 as oldest,
        coalesce(sum(owing_paise) filter (where ${age} <= 30), 0)::bigint as up_to_30,
        coalesce(sum(owing_paise) filter (where ${age} between 31 and 60), 0)::bigint as up_to_60,
        coalesce(sum(owing_paise) filter (where ${age} between 61 and 90), 0)::bigint as up_to_90,
        coalesce(sum(owing_paise) filter (where ${age} > 90), 0)::bigint as over_90,
        coalesce(sum(collected_paise) filter (where day >= ${monthStart(today)}::date and day <= ${today}::date), 0)::bigint as collected,
        (select coalesce(sum(owing_projects), 0) from billing_member_projects where true ${member})::int as projects
      from billing_member_days where true ${member}`),
    db.execute<BucketRow & { project_id: string; lead_id: string; customer_name: string; outstanding: string | number }>(sql`
      with page as (
        select b.project_id, b.outstanding_paise from ${owingProjects}
        order by b.outstanding_paise desc nulls last, b.project_id
        limit ${OUTSTANDING_PAGE_SIZE} offset ${(safePage - 1) * OUTSTANDING_PAGE_SIZE}
      )
      select page.project_id, cp.lead_id, cp.customer_name, page.outstanding_paise as outstanding, a.*
      from page
      join customer_projects cp on cp.id = page.project_id
      cross join lateral (select ${bucketSums(today, days)} from project_milestones m where m.project_id = page.project_id and m.owing_paise > 0) a
      order by page.outstanding_paise desc, page.project_id`),
  ]);
  // A page past the last shows the totals as nothing (as when they came with the page's rows).
  const totals = pageResult.rows.length > 0 ? totalsResult.rows[0] : undefined;
  return {
    duePaise: Number(totals?.due ?? 0),
    overduePaise: Number(totals?.overdue ?? 0),
    collectedThisMonthPaise: Number(totalsResult.rows[0]?.collected ?? 0),
    remindAfterDays: days,
    today,
    month: today.slice(0, 7),
    totals: ageingOf(totals),
    projects: pageResult.rows.map((row) => ({
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

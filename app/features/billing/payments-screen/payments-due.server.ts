// 'Payments due' (decision 167): a member's overdue milestones, for 'My day' and the 'Your day'
// e-mail. Overdue as 'Payments' counts it: asked for (request or invoice) longer ago than 'Remind
// after' and not fully received, on a project whose lead is theirs. The sales feature reads it
// (eslint.config.js allows this one module).
import { sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { owingMilestones, remindAfterDays } from '#app/features/billing/payments-screen/payments-overview.server.ts';

/** At most this many rows; the rest are counted. */
export const PAYMENTS_DUE_LIMIT = 20;

export type PaymentDue = {
  projectId: string;
  leadId: string;
  customerName: string;
  /** The milestone's name ('On design sign-off'). */
  label: string;
  duePaise: number;
  /** Whole India days since it was asked for. */
  days: number;
};

export async function paymentsDueFor(db: Database, memberId: string, now = new Date()): Promise<{ rows: PaymentDue[]; total: number }> {
  const days = await remindAfterDays(db);
  const owing = owingMilestones({ assignedTo: memberId }, indiaDate(now));
  const { rows } = await db.execute<{
    project_id: string;
    lead_id: string;
    customer_name: string;
    label: string;
    due_paise: string | number;
    age_days: number;
    total: number;
  }>(sql`
    select project_id, lead_id, customer_name, label, due_paise, age_days, count(*) over ()::int as total
    from ${owing} o
    where age_days > ${days}
    order by age_days desc, project_id, position
    limit ${PAYMENTS_DUE_LIMIT}`);
  return {
    rows: rows.map((row) => ({
      projectId: row.project_id,
      leadId: row.lead_id,
      customerName: row.customer_name,
      label: row.label,
      duePaise: Number(row.due_paise),
      days: Number(row.age_days),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

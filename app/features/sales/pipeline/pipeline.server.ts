// The 'Pipeline' board's data: each stage's count, value and idle limit (pipeline_stages, and
// pipeline_member_stages for 'Assigned to me', kept by triggers, so nothing here counts leads) and a bounded page of cards per column, newest in
// their stage first, each page read from the board's index (migration 0013).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { leadStages } from '#db/enums.ts';
import type { LeadForm, LeadStage } from '#db/enums.ts';
import { pipelineMemberStages, pipelineStages } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { serviceWords } from '#app/features/intake/lead-words.ts';

const DAY_MS = 86_400_000;

export type PipelineCard = {
  id: string;
  name: string;
  locality: string | null;
  service: string | null;
  valuePaise: number | null;
  assignee: { id: string; name: string } | null;
  /** When the lead entered its stage (ISO). */
  since: string;
  daysInStage: number;
  idle: boolean;
};

export type PipelineColumn = {
  stage: LeadStage;
  leads: number;
  valuePaise: number;
  idleDays: number;
  cards: PipelineCard[];
  /** More cards than shown ('Show more'). */
  more: boolean;
};

export type PipelineBoard = { columns: PipelineColumn[]; mine: boolean };

type CardRow = {
  stage: LeadStage;
  id: string;
  name: string;
  location: string | null;
  service: string | null;
  form: LeadForm | null;
  value_paise: string | number | null;
  assigned_to: string | null;
  assignee_name: string | null;
  assignee_email: string | null;
  since: string | Date;
};

/**
 * The stages' totals: everyone's from pipeline_stages, or (for 'Assigned to me') the member's from
 * pipeline_member_stages; both kept by triggers, so no lead is counted here.
 */
async function stageTotals(db: Database, memberId: string | null) {
  const settings = await db.select().from(pipelineStages);
  const byStage = new Map(settings.map((row) => [row.stage, row]));
  const totals = new Map<LeadStage, { leads: number; valuePaise: number }>();
  if (memberId) {
    const rows = await db.select().from(pipelineMemberStages).where(eq(pipelineMemberStages.memberId, memberId));
    for (const row of rows) totals.set(row.stage, { leads: row.leads, valuePaise: row.valuePaise });
  } else {
    for (const row of settings) totals.set(row.stage, { leads: row.leads, valuePaise: row.valuePaise });
  }
  return leadStages.map((stage) => ({
    stage,
    leads: totals.get(stage)?.leads ?? 0,
    valuePaise: totals.get(stage)?.valuePaise ?? 0,
    idleDays: byStage.get(stage)?.idleDays ?? 7,
  }));
}

/**
 * The board: seven columns in the pipeline's order, each with `shown[stage]` cards at most (one
 * more is read to know whether there are more), everyone's or the member's ('Assigned to me').
 */
export async function loadPipelineBoard(
  db: Database,
  { memberId, shown, now = new Date() }: { memberId: string | null; shown: Record<LeadStage, number>; now?: Date },
): Promise<PipelineBoard> {
  const limits = leadStages.map((stage) => sql`(${stage}::text, ${shown[stage] + 1}::int)`);
  const mine = memberId ? sql`and assigned_to = ${memberId}` : sql``;
  // One statement: for each stage, a walk down its index to the column's limit.
  const [heads, cards] = await Promise.all([
    stageTotals(db, memberId),
    db.execute<CardRow>(sql`
      select s.stage, c.id, c.name, c.location, c.service, c.form, c.value_paise, c.assigned_to, c.since,
             u.name as assignee_name, u.email as assignee_email
      from (values ${sql.join(limits, sql`, `)}) as s(stage, lim)
      cross join lateral (
        select id, name, location, service, form, value_paise, assigned_to, coalesce(stage_changed_at, created_at) as since
        from contact_submissions
        where stage = s.stage ${mine}
        order by coalesce(stage_changed_at, created_at) desc, id
        limit s.lim
      ) as c
      left join users u on u.id = c.assigned_to`),
  ]);
  const byStage = new Map<LeadStage, CardRow[]>();
  for (const row of cards.rows) byStage.set(row.stage, [...(byStage.get(row.stage) ?? []), row]);
  const columns = heads.map((head): PipelineColumn => {
    const rows = (byStage.get(head.stage) ?? []).sort((a, b) => new Date(b.since).getTime() - new Date(a.since).getTime());
    return {
      ...head,
      more: rows.length > shown[head.stage],
      cards: rows.slice(0, shown[head.stage]).map((row) => {
        const since = new Date(row.since);
        const days = Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
        return {
          id: row.id,
          name: row.name,
          locality: row.location,
          service: serviceWords({ form: row.form, service: row.service }),
          valuePaise: row.value_paise === null ? null : Number(row.value_paise),
          assignee: row.assigned_to ? { id: row.assigned_to, name: row.assignee_name || row.assignee_email || 'Former member' } : null,
          since: since.toISOString(),
          daysInStage: days,
          idle: days > head.idleDays,
        };
      }),
    };
  });
  return { columns, mine: memberId !== null };
}

/** Sets each stage's idle limit (days), audited. */
export async function setIdleLimits(db: Database, { limits, actorId }: { limits: Record<LeadStage, number>; actorId: string }) {
  await db.transaction(async (tx) => {
    for (const stage of leadStages) {
      await tx.update(pipelineStages).set({ idleDays: limits[stage] }).where(eq(pipelineStages.stage, stage));
    }
    await audit(tx, { actorId, action: 'pipeline.idle_limits', entity: 'pipeline', details: limits });
  });
}

// The site diary (decision 173): each day's entry of a project's work, with the current stage's
// progress and what blocks it. Who sees and writes which project's diary is work-access.server.ts;
// a project a member may not see answers as not found. An entry carries the idempotency key its
// device made: the same entry sent twice is stored once (the offline queue resends).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { queryRows } from '#app/lib/db.server.ts';
import { diaryEntries, projectStages, users } from '#db/schema.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { currentStage, delayLabel, indiaToday, projectDelay } from '#app/features/project-work/delay.ts';
import { seesProject, writesDiary } from '#app/features/project-work/work-access.server.ts';
import type { WorkMember } from '#app/features/project-work/work-access.server.ts';
import { diaryEntrySchema } from '#app/features/project-work/work-forms.ts';
import { fieldErrorsOf } from '#app/features/project-work/stages.server.ts';

export const DIARY_ENTRIES_SHOWN = 60;

export type DiaryProject = {
  id: string;
  customerName: string;
  siteAddress: string;
  moveInOn: string | null;
  lastEntryOn: string | null;
};

export type DiaryEntryView = {
  id: string;
  entryOn: string;
  authorName: string;
  stageLabel: string | null;
  note: string;
  progressPercent: number;
  blocking: string;
  createdAt: string;
};

export type DiaryPage = {
  project: { id: string; customerName: string; siteAddress: string };
  canWrite: boolean;
  today: string;
  currentStage: { id: string; label: string } | null;
  /** 'On track' or 'Delayed by N days'. */
  status: string;
  entries: DiaryEntryView[];
};

/** The projects whose diary `member` sees, by customer name (at most 200). */
export async function diaryProjectsFor(db: Database, member: WorkMember): Promise<DiaryProject[]> {
  return queryRows<DiaryProject>(
    db,
    sql`select p.id, p.customer_name as "customerName", p.site_address as "siteAddress", pl.move_in_on::text as "moveInOn",
               (select max(d.entry_on)::text from diary_entries d where d.project_id = p.id) as "lastEntryOn"
          from customer_projects p
          join contact_submissions l on l.id = p.lead_id
          left join project_plans pl on pl.project_id = p.id
         where ${seesProject(member)}
         order by p.customer_name, p.created_at
         limit 200`,
  );
}

/** Whether `member` sees the project, and may write its diary; null: not found for them. */
export async function diaryAccess(db: Database, projectId: string, member: WorkMember): Promise<{ canWrite: boolean } | null> {
  const [row] = await queryRows<{ canWrite: boolean }>(
    db,
    sql`select ${writesDiary(member)} as "canWrite"
          from customer_projects p
          join contact_submissions l on l.id = p.lead_id
          left join project_plans pl on pl.project_id = p.id
         where p.id = ${projectId} and ${seesProject(member)}`,
  );
  return row ? { canWrite: Boolean(row.canWrite) } : null;
}

/** A project's diary as `member` sees it: today's form when they write it, and the latest entries. */
export async function diaryPageFor(db: Database, projectId: string, member: WorkMember, now = new Date()): Promise<DiaryPage | null> {
  const access = await diaryAccess(db, projectId, member);
  if (!access) return null;
  const [project] = await queryRows<DiaryPage['project'] & { moveInOn: string | null }>(
    db,
    sql`select p.id, p.customer_name as "customerName", p.site_address as "siteAddress", pl.move_in_on::text as "moveInOn"
          from customer_projects p left join project_plans pl on pl.project_id = p.id where p.id = ${projectId}`,
  );
  const stages = await db.select().from(projectStages).where(eq(projectStages.projectId, projectId)).orderBy(asc(projectStages.position));
  const today = indiaToday(now);
  const current = currentStage(stages);
  const entries = await db
    .select({
      id: diaryEntries.id,
      entryOn: diaryEntries.entryOn,
      authorName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      stageLabel: projectStages.label,
      note: diaryEntries.note,
      progressPercent: diaryEntries.progressPercent,
      blocking: diaryEntries.blocking,
      createdAt: diaryEntries.createdAt,
    })
    .from(diaryEntries)
    .innerJoin(users, eq(users.id, diaryEntries.authorId))
    .leftJoin(projectStages, eq(projectStages.id, diaryEntries.stageId))
    .where(eq(diaryEntries.projectId, projectId))
    .orderBy(desc(diaryEntries.entryOn), desc(diaryEntries.createdAt))
    .limit(DIARY_ENTRIES_SHOWN);
  return {
    project: { id: project!.id, customerName: project!.customerName, siteAddress: project!.siteAddress },
    canWrite: access.canWrite,
    today,
    currentStage: current ? { id: current.id, label: current.label } : null,
    status: delayLabel(projectDelay({ stages, moveInOn: project!.moveInOn, today })),
    entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}

export type AddDiaryEntryResult =
  | { ok: true; entryId: string; duplicate: boolean }
  | { ok: false; status: 400; fieldErrors: Record<string, string[]> }
  | { ok: false; status: 403 | 404 | 409; error: string };

export const DIARY_TEXTS = {
  notFound: 'This project does not exist.',
  readOnly: 'You can read this diary; its designer, its site supervisor and Admins write it.',
  keyTaken: 'This entry was stored for another project: write it again from its form.',
} as const;

/**
 * Stores a diary entry for the project (dated today in India unless the form names a day of the
 * last 30), with the progress of the current stage. An entry whose idempotency key is stored
 * already is not stored again: the answer is that entry, `duplicate: true`.
 */
export async function addDiaryEntry(
  db: Database,
  { projectId, member, form, now = new Date() }: { projectId: string; member: WorkMember; form: FormData; now?: Date },
): Promise<AddDiaryEntryResult> {
  const access = await diaryAccess(db, projectId, member);
  if (!access) return { ok: false, status: 404, error: DIARY_TEXTS.notFound };
  if (!access.canWrite) return { ok: false, status: 403, error: DIARY_TEXTS.readOnly };
  const submission = parseForm(form, diaryEntrySchema);
  if (submission.status !== 'success') return { ok: false, status: 400, fieldErrors: fieldErrorsOf(submission.reply().error) };
  const input = submission.value;
  const stages = await db
    .select({ id: projectStages.id, plannedOn: projectStages.plannedOn, actualOn: projectStages.actualOn })
    .from(projectStages)
    .where(eq(projectStages.projectId, projectId))
    .orderBy(asc(projectStages.position));
  const [stored] = await db
    .insert(diaryEntries)
    .values({
      projectId,
      authorId: member.id,
      entryOn: input.entryOn ?? indiaToday(now),
      stageId: currentStage(stages)?.id ?? null,
      note: input.note,
      progressPercent: input.progressPercent,
      blocking: input.blocking,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: diaryEntries.idempotencyKey })
    .returning({ id: diaryEntries.id });
  if (stored) return { ok: true, entryId: stored.id, duplicate: false };
  const [earlier] = await db
    .select({ id: diaryEntries.id })
    .from(diaryEntries)
    .where(and(eq(diaryEntries.idempotencyKey, input.idempotencyKey), eq(diaryEntries.projectId, projectId)));
  return earlier ? { ok: true, entryId: earlier.id, duplicate: true } : { ok: false, status: 409, error: DIARY_TEXTS.keyTaken };
}

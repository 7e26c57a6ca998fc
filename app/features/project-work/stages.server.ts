// The staff side of a project's work (decision 172): its stages with planned and actual dates and
// the milestone each may reach, the 'Committed move-in date', the designer and the 'Site
// supervisor', whether it is 'On track', and the Admin's 'Stage settings'. The routes check the
// permission ('stages.admin' to change, billing's to see the project page); audited.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import type { MilestoneStatus, StaffRole } from '#db/enums.ts';
import { customerProjects, projectMilestones, projectPlans, projectStages, userRoles, users, workSettings } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { delayLabel, indiaToday, projectDelay, stageLateness } from '#app/features/project-work/delay.ts';
import { createStagesForProject, stageLabels } from '#app/features/project-work/new-project.server.ts';
import { DESIGNER_ROLES, SUPERVISOR_ROLES } from '#app/features/project-work/work-access.server.ts';
import { projectPlanSchema, stageDatesSchema, stageSettingsSchema, WORK_TEXTS } from '#app/features/project-work/work-forms.ts';

export { stageLabels };

export type WorkPerson = { id: string; name: string };

export type StageView = {
  id: string;
  position: number;
  label: string;
  plannedOn: string | null;
  actualOn: string | null;
  milestoneId: string | null;
  /** 'On track' or 'Delayed by N days', for this stage alone. */
  status: string;
};

export type ProjectWork = {
  projectId: string;
  moveInOn: string | null;
  designer: WorkPerson | null;
  siteSupervisor: WorkPerson | null;
  stages: StageView[];
  /** The project's 'On track' or 'Delayed by N days'. */
  status: string;
  delayDays: number;
  today: string;
  milestones: Array<{ id: string; label: string; status: MilestoneStatus }>;
  /** Whom the plan may name: active Admin and Sales members as designer, active Site members as supervisor. */
  designers: WorkPerson[];
  supervisors: WorkPerson[];
};

export type WorkAnswer = { ok: true } | { ok: false; status: 400; fieldErrors: Record<string, string[]> } | { ok: false; status: 404 };

async function activeMembers(db: Database, roles: readonly StaffRole[]): Promise<WorkPerson[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(isNull(users.deactivatedAt), inArray(userRoles.role, [...roles])))
    .orderBy(users.name, users.email);
  return rows.map((row) => ({ id: row.id, name: row.name || row.email }));
}

async function personOf(db: Database, id: string | null): Promise<WorkPerson | null> {
  if (!id) return null;
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row ? { id: row.id, name: row.name || row.email } : null;
}

/** A project's work as its staff page shows it; null for no such project. */
export async function projectWork(db: Database, projectId: string, now = new Date()): Promise<ProjectWork | null> {
  const [project] = await db.select({ id: customerProjects.id }).from(customerProjects).where(eq(customerProjects.id, projectId));
  if (!project) return null;
  const [plan] = await db.select().from(projectPlans).where(eq(projectPlans.projectId, projectId));
  const rows = await db.select().from(projectStages).where(eq(projectStages.projectId, projectId)).orderBy(asc(projectStages.position));
  const today = indiaToday(now);
  const delay = projectDelay({ stages: rows, moveInOn: plan?.moveInOn ?? null, today });
  return {
    projectId,
    moveInOn: plan?.moveInOn ?? null,
    designer: await personOf(db, plan?.designerId ?? null),
    siteSupervisor: await personOf(db, plan?.siteSupervisorId ?? null),
    stages: rows.map((row) => ({
      id: row.id,
      position: row.position,
      label: row.label,
      plannedOn: row.plannedOn,
      actualOn: row.actualOn,
      milestoneId: row.milestoneId,
      status: delayLabel(stageLateness(row, today)),
    })),
    status: delayLabel(delay),
    delayDays: delay.kind === 'delayed' ? delay.days : 0,
    today,
    milestones: await db
      .select({ id: projectMilestones.id, label: projectMilestones.label, status: projectMilestones.status })
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId))
      .orderBy(asc(projectMilestones.position)),
    designers: await activeMembers(db, DESIGNER_ROLES),
    supervisors: await activeMembers(db, SUPERVISOR_ROLES),
  };
}

async function memberHasRole(db: Database, id: string, roles: readonly StaffRole[]): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)));
  return row !== undefined && roles.includes(row.role);
}

/** Sets the 'Committed move-in date', the designer (an Admin or Sales member) and the 'Site supervisor' (a Site member). */
export async function saveProjectPlan(
  db: Database,
  { projectId, form, actorId }: { projectId: string; form: FormData; actorId: string },
): Promise<WorkAnswer> {
  const submission = parseForm(form, projectPlanSchema);
  if (submission.status !== 'success') return { ok: false, status: 400, fieldErrors: fieldErrorsOf(submission.reply().error) };
  const plan = submission.value;
  const fieldErrors: Record<string, string[]> = {};
  if (plan.designerId && !(await memberHasRole(db, plan.designerId, DESIGNER_ROLES))) fieldErrors.designerId = [WORK_TEXTS.member];
  if (plan.siteSupervisorId && !(await memberHasRole(db, plan.siteSupervisorId, SUPERVISOR_ROLES)))
    fieldErrors.siteSupervisorId = [WORK_TEXTS.member];
  if (Object.keys(fieldErrors).length > 0) return { ok: false, status: 400, fieldErrors };
  return db.transaction(async (tx): Promise<WorkAnswer> => {
    const [project] = await tx.select({ id: customerProjects.id }).from(customerProjects).where(eq(customerProjects.id, projectId));
    if (!project) return { ok: false, status: 404 };
    await createStagesForProject(tx, projectId);
    await tx
      .update(projectPlans)
      .set({ ...plan, updatedBy: actorId, updatedAt: new Date() })
      .where(eq(projectPlans.projectId, projectId));
    await audit(tx, { actorId, action: 'project.plan', entity: 'customer_project', entityId: projectId, details: plan });
    return { ok: true };
  });
}

/** Sets a stage's planned and actual dates and its milestone (one of the project's, or none). */
export async function saveStageDates(
  db: Database,
  { projectId, form, actorId }: { projectId: string; form: FormData; actorId: string },
): Promise<WorkAnswer> {
  const submission = parseForm(form, stageDatesSchema);
  if (submission.status !== 'success') return { ok: false, status: 400, fieldErrors: fieldErrorsOf(submission.reply().error) };
  const { stageId, ...dates } = submission.value;
  return db.transaction(async (tx): Promise<WorkAnswer> => {
    const [stage] = await tx
      .select({ id: projectStages.id })
      .from(projectStages)
      .where(and(eq(projectStages.id, stageId), eq(projectStages.projectId, projectId)));
    if (!stage) return { ok: false, status: 404 };
    if (dates.milestoneId) {
      const [milestone] = await tx
        .select({ id: projectMilestones.id })
        .from(projectMilestones)
        .where(and(eq(projectMilestones.id, dates.milestoneId), eq(projectMilestones.projectId, projectId)));
      if (!milestone) return { ok: false, status: 400, fieldErrors: { milestoneId: [WORK_TEXTS.milestone] } };
    }
    await tx
      .update(projectStages)
      .set({ ...dates, updatedBy: actorId, updatedAt: new Date() })
      .where(eq(projectStages.id, stageId));
    await audit(tx, { actorId, action: 'project.stage', entity: 'project_stage', entityId: stageId, details: { projectId, ...dates } });
    return { ok: true };
  });
}

/** 'Stage settings': the stages new projects are given (projects already made keep theirs). */
export async function saveStageSettings(db: Database, { form, actorId }: { form: FormData; actorId: string }): Promise<WorkAnswer> {
  const submission = parseForm(form, stageSettingsSchema);
  if (submission.status !== 'success') return { ok: false, status: 400, fieldErrors: fieldErrorsOf(submission.reply().error) };
  const labels = submission.value.stages;
  await db.transaction(async (tx) => {
    await tx
      .insert(workSettings)
      .values({ id: 1, stageLabels: labels, updatedBy: actorId })
      .onConflictDoUpdate({ target: workSettings.id, set: { stageLabels: labels, updatedBy: actorId, updatedAt: new Date() } });
    await audit(tx, { actorId, action: 'work.stage_settings', entity: 'work_settings', entityId: null, details: { labels } });
  });
  return { ok: true };
}

/** Conform's messages by field ('stages[2]' is the 'stages' field's). */
export function fieldErrorsOf(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (!Array.isArray(messages)) continue;
    const field = name.replace(/\[\d+\]$/, '');
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return errors;
}

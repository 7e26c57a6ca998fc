// What a customer sees of their project's work in its room: the stages with their planned and
// actual dates, the 'Committed move-in date', and 'On track' or 'Delayed by N days' (decision 172's
// arithmetic). Read-only, no staff names; the room checks the device before asking.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { projectPlans, projectStages } from '#db/schema.ts';
import { delayLabel, indiaToday, projectDelay } from '#app/features/project-work/delay.ts';

export type ProjectProgress = {
  /** 'On track' or 'Delayed by N days'. */
  status: string;
  delayed: boolean;
  moveInOn: string | null;
  stages: Array<{ label: string; plannedOn: string | null; actualOn: string | null }>;
};

/** The project's progress as its room shows it; null when it has no stages. */
export async function projectProgress(db: Database, projectId: string, now = new Date()): Promise<ProjectProgress | null> {
  const [[plan], stages] = await Promise.all([
    db.select({ moveInOn: projectPlans.moveInOn }).from(projectPlans).where(eq(projectPlans.projectId, projectId)),
    db
      .select({ label: projectStages.label, plannedOn: projectStages.plannedOn, actualOn: projectStages.actualOn })
      .from(projectStages)
      .where(eq(projectStages.projectId, projectId))
      .orderBy(asc(projectStages.position)),
  ]);
  if (stages.length === 0) return null;
  const moveInOn = plan?.moveInOn ?? null;
  const delay = projectDelay({ stages, moveInOn, today: indiaToday(now) });
  return { status: delayLabel(delay), delayed: delay.kind === 'delayed', moveInOn, stages };
}

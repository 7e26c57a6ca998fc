// A new customer project's stages and plan (decision 172): called by billing's
// createProjectForAcceptedVersion in the transaction that creates the project, so every project
// has its stages from the start. Imports nothing of billing (billing imports this module only).
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { projectPlans, projectStages, workSettings } from '#db/schema.ts';
import { DEFAULT_STAGE_LABELS } from '#app/features/project-work/work-forms.ts';

/** The stages a new project is given, in order: the Admin's 'Stage settings', else the default list. */
export async function stageLabels(db: Database | Transaction): Promise<string[]> {
  const [row] = await db.select({ labels: workSettings.stageLabels }).from(workSettings).where(eq(workSettings.id, 1));
  return row && row.labels.length > 0 ? row.labels : [...DEFAULT_STAGE_LABELS];
}

/**
 * Gives a project its plan (no dates, nobody named) and the stages of 'Stage settings', once: a
 * project that has stages keeps them. Runs in the caller's transaction.
 */
export async function createStagesForProject(tx: Database | Transaction, projectId: string, now = new Date()): Promise<void> {
  await tx.insert(projectPlans).values({ projectId, updatedAt: now }).onConflictDoNothing();
  const [existing] = await tx
    .select({ id: projectStages.id })
    .from(projectStages)
    .where(eq(projectStages.projectId, projectId))
    .orderBy(asc(projectStages.position))
    .limit(1);
  if (existing) return;
  const labels = await stageLabels(tx);
  await tx
    .insert(projectStages)
    .values(labels.map((label, index) => ({ projectId, position: index + 1, label, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}

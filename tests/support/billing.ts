// Accepted quotations for billing's tests, written straight into the database: a lead, its
// quotation and an accepted version with the totals and schedule given, the project made of it
// with its milestones, and the studio's details every GST document prints.
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, projectMilestones, quotations, quotationVersions, studioSettings } from '#db/schema.ts';
import type { CustomerProjectRow, ProjectMilestoneRow, StoredPaymentStage } from '#db/schema.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';

export const STUDIO = { legalName: 'Aangan Interiors LLP', address: '14 Church Street, Bengaluru 560001', gstin: '29ABCDE1234F1Z5' };

export async function setStudioDetails(db: Database): Promise<void> {
  await db
    .insert(studioSettings)
    .values({ id: 1, ...STUDIO, paymentSchedule: [{ label: 'All', percent: 100 }] })
    .onConflictDoUpdate({ target: studioSettings.id, set: STUDIO });
}

/**
 * A lead with an accepted version: `taxablePaise` after discount, GST at 18% (CGST + SGST in
 * Karnataka), `schedule` its payment stages. Returns the lead's and the version's ids.
 */
export async function acceptedVersion(
  db: Database,
  {
    name = 'Meera Rao',
    taxablePaise = 21_976_200,
    siteState = 'karnataka',
    location = 'HSR Layout, Bengaluru',
    schedule = [
      { label: 'On booking', percent: 10 },
      { label: 'On design sign-off', percent: 40 },
      { label: 'Before installation', percent: 50 },
    ],
    acceptedAt = new Date(),
  }: {
    name?: string;
    taxablePaise?: number;
    siteState?: 'karnataka' | 'other';
    location?: string;
    schedule?: StoredPaymentStage[];
    acceptedAt?: Date | null;
  } = {},
): Promise<{ leadId: string; versionId: string; totalPaise: number }> {
  const [lead] = await db
    .insert(contactSubmissions)
    .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: '+91 90000 11111', location })
    .returning({ id: contactSubmissions.id });
  const [quotation] = await db.insert(quotations).values({ leadId: lead!.id }).returning({ id: quotations.id });
  const half = Math.floor((taxablePaise * 9 + 50) / 100);
  const taxPaise = siteState === 'karnataka' ? 2 * half : Math.floor((taxablePaise * 18 + 50) / 100);
  const [version] = await db
    .insert(quotationVersions)
    .values({
      quotationId: quotation!.id,
      number: 1,
      terms: {
        sectionTitles: ['Kitchen'],
        discount: { kind: 'none' },
        siteState,
        paymentSchedule: schedule,
        validUntil: '2099-12-31',
        exclusions: '',
        terms: '',
      },
      subtotalPaise: taxablePaise,
      discountPaise: 0,
      taxPaise,
      totalPaise: taxablePaise + taxPaise,
      sentAt: acceptedAt ?? new Date(),
      acceptedAt,
      acceptedName: acceptedAt ? name : null,
    })
    .returning({ id: quotationVersions.id });
  return { leadId: lead!.id, versionId: version!.id, totalPaise: taxablePaise + taxPaise };
}

/** A project's milestones in order. */
export function milestonesOf(db: Database, projectId: string): Promise<ProjectMilestoneRow[]> {
  return db.select().from(projectMilestones).where(eq(projectMilestones.projectId, projectId)).orderBy(projectMilestones.position);
}

/**
 * A project as an acceptance makes it (at `createdAt`, now unless given), of a new lead's accepted
 * version (`acceptedVersion`'s options; the lead assigned to `assignedTo` first when given), with
 * its milestones in order.
 */
export async function billingProject(
  db: Database,
  {
    assignedTo = null,
    createdAt,
    ...version
  }: NonNullable<Parameters<typeof acceptedVersion>[1]> & { assignedTo?: string | null; createdAt?: Date } = {},
): Promise<{ project: CustomerProjectRow; milestones: ProjectMilestoneRow[]; leadId: string; versionId: string }> {
  const { leadId, versionId } = await acceptedVersion(db, version);
  if (assignedTo) await db.update(contactSubmissions).set({ assignedTo }).where(eq(contactSubmissions.id, leadId));
  const { project } = await db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId, { now: createdAt }));
  return { project, milestones: await milestonesOf(db, project.id), leadId, versionId };
}

/**
 * A lead's accepted version and its project, created as an acceptance creates it (milestones,
 * stages and plan, in one transaction), for the features that follow a project (project-work),
 * which may not import billing themselves.
 */
export async function acceptedProject(
  db: Database,
  options: Parameters<typeof acceptedVersion>[1] & { by?: string | null } = {},
): Promise<{ projectId: string; leadId: string; versionId: string }> {
  const { by = null, ...version } = options;
  const { leadId, versionId } = await acceptedVersion(db, version);
  const { project } = await db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId, { by }));
  return { projectId: project.id, leadId, versionId };
}

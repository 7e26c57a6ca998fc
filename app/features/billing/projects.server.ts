// A project for every accepted quotation version (decision 162): the customer's particulars, the
// site, the accepted version as the contract and its value, and one milestone per stage of its
// payment schedule with the amount and its GST split. And what 'Projects' lists of each.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import {
  contactSubmissions,
  customerProjects,
  leadEvents,
  media,
  payments,
  projectBalances,
  projectMilestones,
  quotations,
  quotationVersions,
  siteVisits,
  taxDocuments,
} from '#db/schema.ts';
import type { CustomerProjectRow, ProjectMilestoneRow } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { jobIdFor, queueJobInTransaction } from '#app/lib/jobs.server.ts';
import { HOME_STATE_CODE, isGstStateCode, stateCodeFromAddress } from '#app/features/billing/gst-states.ts';
import { GSTIN_TEXTS, gstinProblem, normalizeGstin } from '#app/features/billing/gstin.ts';
import { contractSplit, splitContract } from '#app/features/billing/milestone-split.ts';
import type { MoneySplit } from '#app/features/billing/milestone-split.ts';
import { moveLeadToStage } from '#app/features/sales/lead/lead-work.server.ts';
import { OFFLINE_ACCEPTANCE_TEXTS } from '#app/features/billing/projects/mark-accepted-form.ts';
import { createStagesForProject } from '#app/features/project-work/new-project.server.ts';

/**
 * The queue of the customer's project room e-mails (decision 174): the room feature works it; a
 * new project writes its room link's job here, in the transaction that creates it.
 */
export const ROOM_MAIL_QUEUE = 'room-mail';

/** The one job of a project's room link e-mailed as it starts. */
export const roomStartedJobId = (projectId: string) => jobIdFor(`room-link-started:${projectId}`);

export type CreateProjectOptions = {
  /** 'Mark as accepted' by an Admin for a signed paper copy. */
  offline?: boolean;
  /** The scan of the signed copy (media id). */
  scanMediaId?: string | null;
  /** Who created it (null: the customer's online acceptance). */
  by?: string | null;
  /** The site's GST state code, when the site is outside Karnataka and staff know its state. */
  placeOfSupply?: string | null;
  now?: Date;
};

/**
 * The project of an accepted quotation version, created in the caller's transaction (with its
 * milestones, its work's stages, the 'project_created' timeline event and an audit entry) or found when it exists:
 * the same version twice gives one project. Throws when the version is not accepted.
 */
export async function createProjectForAcceptedVersion(
  tx: Transaction,
  versionId: string,
  { offline = false, scanMediaId = null, by = null, placeOfSupply = null, now = new Date() }: CreateProjectOptions = {},
): Promise<{ project: CustomerProjectRow; created: boolean }> {
  const [existing] = await tx.select().from(customerProjects).where(eq(customerProjects.contractVersionId, versionId));
  if (existing) return { project: existing, created: false };
  const [row] = await tx
    .select({ version: quotationVersions, lead: contactSubmissions })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, quotations.leadId))
    .where(eq(quotationVersions.id, versionId));
  if (!row) throw new Error('No such quotation version');
  const { version, lead } = row;
  if (!version.acceptedAt) throw new Error('Only an accepted quotation version becomes a project');
  const [visit] = await tx
    .select({ address: siteVisits.address })
    .from(siteVisits)
    .where(and(eq(siteVisits.leadId, lead.id), ne(siteVisits.status, 'cancelled')))
    .orderBy(desc(siteVisits.startsAt))
    .limit(1);
  const siteAddress = visit?.address ?? lead.location ?? '';
  const { siteState } = version.terms;
  const contract = contractOf(version, siteState);
  const [project] = await tx
    .insert(customerProjects)
    .values({
      leadId: lead.id,
      personId: lead.personId,
      contractVersionId: version.id,
      customerName: lead.name,
      customerEmail: lead.email,
      customerAddress: siteAddress,
      siteAddress,
      placeOfSupply: placeOfSupplyFor(siteState, placeOfSupply, siteAddress),
      originalValuePaise: version.totalPaise,
      currentValuePaise: version.totalPaise,
      acceptedOffline: offline,
      acceptanceScanMediaId: scanMediaId,
      createdBy: by,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!project) {
    // Another transaction created it a moment ago (for this version or this lead).
    const [other] = await tx.select().from(customerProjects).where(eq(customerProjects.leadId, lead.id));
    if (!other) throw new Error('The project could not be created');
    return { project: other, created: false };
  }
  const planned = splitContract(contract, version.terms.paymentSchedule, siteState);
  await tx.insert(projectMilestones).values(
    planned.map((milestone) => ({
      projectId: project.id,
      position: milestone.position,
      label: milestone.label,
      amountPaise: milestone.amountPaise,
      taxablePaise: milestone.taxablePaise,
      cgstPaise: milestone.cgstPaise,
      sgstPaise: milestone.sgstPaise,
      igstPaise: milestone.igstPaise,
      createdAt: now,
    })),
  );
  // The work's stages and plan, in the same transaction (decision 172).
  await createStagesForProject(tx, project.id, now);
  await tx.insert(leadEvents).values({
    ...leadEvent(
      lead.id,
      'project_created',
      { projectId: project.id, number: version.number, valuePaise: version.totalPaise, milestones: planned.length, offline },
      by,
    ),
    createdAt: now,
  });
  await audit(tx, {
    actorId: by,
    action: 'project.create',
    entity: 'customer_project',
    entityId: project.id,
    details: { versionId: version.id, valuePaise: version.totalPaise, offline },
  });
  // The customer's room link, e-mailed once the project is there (never for a rolled-back one).
  await queueJobInTransaction(tx, {
    queue: ROOM_MAIL_QUEUE,
    id: roomStartedJobId(project.id),
    data: { kind: 'started', projectId: project.id },
  });
  return { project, created: true };
}

/** The contract's taxable value and taxes: the quotation's, with its own tax total kept should its rounding ever differ. */
function contractOf(version: typeof quotationVersions.$inferSelect, siteState: 'karnataka' | 'other'): MoneySplit {
  const taxable = version.subtotalPaise - version.discountPaise;
  const split = contractSplit(taxable, siteState);
  if (split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise === version.totalPaise) return split;
  const tax = version.totalPaise - taxable;
  return siteState === 'karnataka'
    ? { taxablePaise: taxable, cgstPaise: Math.ceil(tax / 2), sgstPaise: Math.floor(tax / 2), igstPaise: 0 }
    : { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
}

/** Karnataka for a site taxed CGST + SGST; for one taxed IGST, the state given or named in its address, else null (not known yet). */
function placeOfSupplyFor(siteState: 'karnataka' | 'other', given: string | null, siteAddress: string): string | null {
  if (siteState === 'karnataka') return HOME_STATE_CODE;
  const code = given && isGstStateCode(given) ? given : stateCodeFromAddress(siteAddress);
  return code && code !== HOME_STATE_CODE ? code : null;
}

export type MilestoneSummary = ProjectMilestoneRow & {
  /** Received against it (payments less reversals). */
  receivedPaise: number;
  /** Its tax invoice's total less its credit notes (0 before it is invoiced). */
  invoicedPaise: number;
  /** Its amount less what was received, 0 or more. */
  duePaise: number;
  /** What is invoiced of it and not yet received, 0 or more. */
  invoicedDuePaise: number;
};

export type ProjectSummary = {
  project: CustomerProjectRow;
  milestones: MilestoneSummary[];
  /** Tax invoices issued less credit notes. */
  invoicedPaise: number;
  /** Payments received less reversals (advances on milestones not yet invoiced too). */
  receivedPaise: number;
  /** Over the invoiced milestones, what each is invoiced less what it received (0 or more each). */
  duePaise: number;
  /** The first milestone (by position) not yet fully paid; null when all are. */
  nextMilestone: MilestoneSummary | null;
};

/** A project, its milestones with what each has received, and the amounts invoiced, received and due; null when there is none. */
export async function projectSummary(db: Database | Transaction, projectId: string): Promise<ProjectSummary | null> {
  const [project] = await db.select().from(customerProjects).where(eq(customerProjects.id, projectId));
  if (!project) return null;
  const milestones = await db
    .select()
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(projectMilestones.position);
  const received = await db
    .select({ milestoneId: payments.milestoneId, paise: sql<string>`sum(${payments.amountPaise})` })
    .from(payments)
    .where(eq(payments.projectId, projectId))
    .groupBy(payments.milestoneId);
  const invoiced = await db
    .select({
      milestoneId: taxDocuments.milestoneId,
      paise: sql<string>`sum(case ${taxDocuments.kind} when 'tax_invoice' then ${taxDocuments.totalPaise} else -${taxDocuments.totalPaise} end)`,
    })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.projectId, projectId), inArray(taxDocuments.kind, ['tax_invoice', 'credit_note'])))
    .groupBy(taxDocuments.milestoneId);
  const receivedBy = new Map(received.map((row) => [row.milestoneId, Number(row.paise)]));
  const invoicedBy = new Map(invoiced.map((row) => [row.milestoneId, Number(row.paise)]));
  const summaries = milestones.map((milestone) => {
    const receivedPaise = receivedBy.get(milestone.id) ?? 0;
    const invoicedPaise = invoicedBy.get(milestone.id) ?? 0;
    return {
      ...milestone,
      receivedPaise,
      invoicedPaise,
      duePaise: Math.max(0, milestone.amountPaise - receivedPaise),
      invoicedDuePaise: Math.max(0, invoicedPaise - receivedPaise),
    };
  });
  const sum = (pick: (milestone: (typeof summaries)[number]) => number) =>
    summaries.reduce((total, milestone) => total + pick(milestone), 0);
  return {
    project,
    milestones: summaries,
    invoicedPaise: sum((milestone) => milestone.invoicedPaise),
    receivedPaise: sum((milestone) => milestone.receivedPaise),
    duePaise: sum((milestone) => milestone.invoicedDuePaise),
    nextMilestone: summaries.find((milestone) => milestone.duePaise > 0) ?? null,
  };
}

export const PROJECTS_PAGE_SIZE = 50;

export type ProjectListRow = {
  id: string;
  leadId: string;
  customerName: string;
  originalValuePaise: number;
  currentValuePaise: number;
  createdAt: Date;
  invoicedPaise: number;
  receivedPaise: number;
  duePaise: number;
  nextMilestone: { id: string; position: number; label: string; amountPaise: number; status: ProjectMilestoneRow['status'] } | null;
};

/**
 * 'Projects': newest first, a page at a time (from 1), with the amounts invoiced, received and
 * due and the next milestone; only the projects of leads assigned to `assignedTo` when given. The
 * amounts are the ones the database keeps per project (`project_balances`, decision 168), read
 * with the page through its indexes, so a page and the count cost about the same at any size.
 */
export async function listProjects(
  db: Database | Transaction,
  { assignedTo, page = 1, pageSize = PROJECTS_PAGE_SIZE }: { assignedTo?: string | null; page?: number; pageSize?: number },
): Promise<{ rows: ProjectListRow[]; total: number; page: number; pageSize: number }> {
  const where = assignedTo ? eq(projectBalances.assignedTo, assignedTo) : undefined;
  const current = Math.max(1, Math.floor(page));
  // The order of the balances' indexes (created_at desc, project_id desc, nulls last as they are built).
  const newestFirst = [sql`${projectBalances.createdAt} desc nulls last`, sql`${projectBalances.projectId} desc nulls last`];
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: customerProjects.id,
        leadId: customerProjects.leadId,
        customerName: customerProjects.customerName,
        originalValuePaise: customerProjects.originalValuePaise,
        currentValuePaise: customerProjects.currentValuePaise,
        createdAt: customerProjects.createdAt,
        invoicedPaise: projectBalances.invoicedPaise,
        receivedPaise: projectBalances.receivedPaise,
        duePaise: projectBalances.duePaise,
        next: sql<ProjectListRow['nextMilestone']>`(select json_build_object('id', m.id, 'position', m.position, 'label', m.label,
            'amountPaise', m.amount_paise, 'status', m.status)
          from ${projectMilestones} m
          where m.project_id = ${projectBalances.projectId} and m.amount_paise > m.received_paise
          order by m.position limit 1)`,
      })
      .from(projectBalances)
      .innerJoin(customerProjects, eq(customerProjects.id, projectBalances.projectId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((current - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projectBalances)
      .where(where),
  ]);
  return {
    rows: rows.map(({ next, ...row }) => ({
      ...row,
      nextMilestone: next ? { ...next, amountPaise: Number(next.amountPaise) } : null,
    })),
    total: count!.n,
    page: current,
    pageSize,
  };
}

export const PLACE_OF_SUPPLY_TEXTS = {
  state: 'Choose the state of the site.',
  karnataka: 'A site in Karnataka is taxed CGST and SGST: its quotation would have to say so.',
  fixed: 'The place of supply cannot change once a GST document has been issued for the project.',
} as const;

/**
 * Names the state of a site outside Karnataka (its GST code, '32'), which its GST documents
 * print as the place of supply; refused for a Karnataka site and once a document is issued.
 */
export async function setPlaceOfSupply(
  db: Database,
  projectId: string,
  code: string,
  by: string,
): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string[]> } | { ok: false; reason: 'not-found' }> {
  if (!isGstStateCode(code)) return { ok: false, fieldErrors: { placeOfSupply: [PLACE_OF_SUPPLY_TEXTS.state] } };
  return db.transaction(async (tx) => {
    const [project] = await tx.select().from(customerProjects).where(eq(customerProjects.id, projectId)).for('update');
    if (!project) return { ok: false, reason: 'not-found' } as const;
    if (project.placeOfSupply === HOME_STATE_CODE || code === HOME_STATE_CODE)
      return { ok: false, fieldErrors: { placeOfSupply: [PLACE_OF_SUPPLY_TEXTS.karnataka] } };
    const [issued] = await tx.select({ id: taxDocuments.id }).from(taxDocuments).where(eq(taxDocuments.projectId, projectId)).limit(1);
    if (issued) return { ok: false, fieldErrors: { placeOfSupply: [PLACE_OF_SUPPLY_TEXTS.fixed] } };
    await tx.update(customerProjects).set({ placeOfSupply: code }).where(eq(customerProjects.id, projectId));
    await audit(tx, {
      actorId: by,
      action: 'project.place_of_supply',
      entity: 'customer_project',
      entityId: projectId,
      details: { from: project.placeOfSupply, to: code },
    });
    return { ok: true } as const;
  });
}

/**
 * The customer's GSTIN printed on documents issued from now on (null or '' removes it): checked
 * for format and check character, stored upper-case without spaces.
 */
export async function setCustomerGstin(
  db: Database,
  projectId: string,
  gstin: string | null,
  by: string,
): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string[]> } | { ok: false; reason: 'not-found' }> {
  const value = gstin ? normalizeGstin(gstin) : '';
  const problem = value ? gstinProblem(value) : null;
  if (problem) return { ok: false, fieldErrors: { customerGstin: [GSTIN_TEXTS[problem]] } };
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(customerProjects)
      .set({ customerGstin: value || null })
      .where(eq(customerProjects.id, projectId))
      .returning({ id: customerProjects.id });
    if (!updated) return { ok: false, reason: 'not-found' } as const;
    await audit(tx, {
      actorId: by,
      action: 'project.customer_gstin',
      entity: 'customer_project',
      entityId: projectId,
      details: { gstin: value || null },
    });
    return { ok: true } as const;
  });
}

// The words live with the browser's form (mark-accepted-form.ts), which shows them too.
export { OFFLINE_ACCEPTANCE_TEXTS };

/**
 * 'Mark as accepted' (an Admin, for a signed paper copy): the version sent last is accepted in the
 * customer's name with the scan kept, the lead moves to 'Won', and the project is created
 * (`accepted_offline`), all in one transaction. The route checks that the member is an Admin.
 */
export async function markAcceptedOffline(
  db: Database,
  {
    versionId,
    scanMediaId,
    by,
    name,
    now = new Date(),
  }: {
    versionId: string;
    scanMediaId: string;
    by: string;
    /** The name as signed on the paper copy (the lead's name when not given). */
    name?: string;
    now?: Date;
  },
): Promise<{ ok: true; project: CustomerProjectRow } | { ok: false; reason: keyof typeof OFFLINE_ACCEPTANCE_TEXTS | 'not-found' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: quotationVersions, leadId: quotations.leadId, name: contactSubmissions.name })
      .from(quotationVersions)
      .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
      .innerJoin(contactSubmissions, eq(contactSubmissions.id, quotations.leadId))
      .where(eq(quotationVersions.id, versionId))
      .for('update', { of: quotationVersions });
    if (!row) return { ok: false, reason: 'not-found' } as const;
    const { version } = row;
    if (!version.sentAt) return { ok: false, reason: 'notSent' } as const;
    const siblings = await tx
      .select({ number: quotationVersions.number, sentAt: quotationVersions.sentAt, acceptedAt: quotationVersions.acceptedAt })
      .from(quotationVersions)
      .where(eq(quotationVersions.quotationId, version.quotationId));
    if (siblings.some((sibling) => sibling.acceptedAt)) return { ok: false, reason: 'accepted' } as const;
    if (siblings.some((sibling) => sibling.sentAt && sibling.number > version.number)) return { ok: false, reason: 'superseded' } as const;
    const [scan] = await tx.select({ id: media.id }).from(media).where(eq(media.id, scanMediaId));
    if (!scan) return { ok: false, reason: 'scan' } as const;
    await tx
      .update(quotationVersions)
      .set({ acceptedAt: now, acceptedName: name?.trim() || row.name, acceptedHash: version.contentHash, updatedBy: by })
      .where(eq(quotationVersions.id, version.id));
    await tx
      .insert(leadEvents)
      .values(
        leadEvent(
          row.leadId,
          'quotation_accepted',
          { number: version.number, totalPaise: version.totalPaise, name: name?.trim() || row.name },
          by,
        ),
      );
    await moveLeadToStage(tx, { id: row.leadId, stage: 'won', actorId: by });
    const { project } = await createProjectForAcceptedVersion(tx, version.id, { offline: true, scanMediaId, by, now });
    return { ok: true, project } as const;
  });
}

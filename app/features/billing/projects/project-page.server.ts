// What the staff screens of a project read ('Projects', a project's page, a document's page), with
// the rule of who sees which: an Admin every project, a Sales member only the projects of the
// leads assigned to them (decision 163). A project a member may not see reads as missing.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, customerProjects, payments, quotationVersions, taxDocuments } from '#db/schema.ts';
import type { PaymentRow, TaxDocumentRow } from '#db/schema.ts';
import { listProjects, projectSummary } from '#app/features/billing/projects.server.ts';
import type { ProjectSummary } from '#app/features/billing/projects.server.ts';
import type { DocumentParticulars } from '#app/features/billing/documents.server.ts';

/** Who asks: an Admin sees every project (`seesEveryProject`), a Sales member only their own leads'. */
export type Member = { id: string; seesEveryProject: boolean };

/** 'Projects': a page of the projects the member may see, newest first. */
export async function projectsFor(db: Database, member: Member, page: number) {
  return listProjects(db, { assignedTo: member.seesEveryProject ? null : member.id, page });
}

/** Whether the member may see the project of this lead (an Admin always; Sales when the lead is theirs). */
async function leadVisible(db: Database, leadId: string, member: Member): Promise<boolean> {
  if (member.seesEveryProject) return true;
  const [lead] = await db
    .select({ assignedTo: contactSubmissions.assignedTo })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, leadId));
  return lead?.assignedTo === member.id;
}

export type ProjectPayment = Pick<
  PaymentRow,
  'id' | 'milestoneId' | 'amountPaise' | 'receivedOn' | 'mode' | 'reference' | 'reason' | 'reversesPaymentId' | 'source'
> & {
  /** Its reversal's id, when it was reversed. */
  reversedBy: string | null;
  /** The photo of the proof (a private file), when one was added. */
  proofFileId: string | null;
};

export type ProjectDocument = Pick<
  TaxDocumentRow,
  'id' | 'kind' | 'number' | 'issuedOn' | 'totalPaise' | 'milestoneId' | 'correctsDocumentId'
>;

export type ProjectPage = ProjectSummary & {
  /** The accepted quotation version the project's contract is. */
  contract: { number: number; acceptedAt: string | null };
  payments: ProjectPayment[];
  documents: ProjectDocument[];
};

/** A project's page, or null when there is none or the member may not see it. */
export async function projectPageFor(db: Database, projectId: string, member: Member): Promise<ProjectPage | null> {
  const summary = await projectSummary(db, projectId);
  if (!summary || !(await leadVisible(db, summary.project.leadId, member))) return null;
  const [contract] = await db
    .select({ number: quotationVersions.number, acceptedAt: quotationVersions.acceptedAt })
    .from(quotationVersions)
    .where(eq(quotationVersions.id, summary.project.contractVersionId));
  const paid = await db.select().from(payments).where(eq(payments.projectId, projectId)).orderBy(asc(payments.createdAt));
  const reversals = new Map(paid.filter((row) => row.reversesPaymentId).map((row) => [row.reversesPaymentId!, row.id]));
  const documents = await db
    .select({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedOn: taxDocuments.issuedOn,
      totalPaise: taxDocuments.totalPaise,
      milestoneId: taxDocuments.milestoneId,
      correctsDocumentId: taxDocuments.correctsDocumentId,
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.projectId, projectId))
    .orderBy(asc(taxDocuments.issuedAt));
  return {
    ...summary,
    contract: { number: contract?.number ?? 0, acceptedAt: contract?.acceptedAt?.toISOString() ?? null },
    payments: paid.map((row) => ({
      id: row.id,
      milestoneId: row.milestoneId,
      amountPaise: row.amountPaise,
      receivedOn: row.receivedOn,
      mode: row.mode,
      reference: row.reference,
      reason: row.reason,
      reversesPaymentId: row.reversesPaymentId,
      source: row.source,
      reversedBy: reversals.get(row.id) ?? null,
      proofFileId: row.proofFileId,
    })),
    documents,
  };
}

/** The project a milestone, payment or document belongs to, when the member may see it (for the actions' checks). */
export async function visibleProjectOf(db: Database, projectId: string, member: Member): Promise<boolean> {
  const [project] = await db.select({ leadId: customerProjects.leadId }).from(customerProjects).where(eq(customerProjects.id, projectId));
  return project ? leadVisible(db, project.leadId, member) : false;
}

export type DocumentPage = {
  id: string;
  projectId: string;
  kind: TaxDocumentRow['kind'];
  particulars: DocumentParticulars;
};

/** A GST document as issued, or null when there is none or the member may not see its project. */
export async function documentPageFor(db: Database, documentId: string, member: Member): Promise<DocumentPage | null> {
  const [document] = await db
    .select({ id: taxDocuments.id, projectId: taxDocuments.projectId, kind: taxDocuments.kind, particulars: taxDocuments.particulars })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, documentId));
  if (!document || !(await visibleProjectOf(db, document.projectId, member))) return null;
  return { ...document, particulars: document.particulars as DocumentParticulars };
}

/** The lead's project with its current value and what is due, for the lead's page ('Project'); null before acceptance. */
export async function leadProject(db: Database, leadId: string) {
  const [project] = await db
    .select({ id: customerProjects.id })
    .from(customerProjects)
    .where(eq(customerProjects.leadId, leadId))
    .orderBy(desc(customerProjects.createdAt))
    .limit(1);
  if (!project) return null;
  const summary = await projectSummary(db, project.id);
  return summary ? { id: project.id, currentValuePaise: summary.project.currentValuePaise, duePaise: summary.duePaise } : null;
}

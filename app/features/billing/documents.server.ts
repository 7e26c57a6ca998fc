// The GST documents (decision 162): a 'Receipt voucher' for money received before its milestone's
// invoice, a 'Tax invoice' for a milestone reached, a 'Credit note' correcting an issued invoice.
// Each is numbered in its series for the financial year and frozen with everything it prints
// (`particulars`); the database refuses any change to it afterwards. Its e-mail to the customer
// (with its PDF) is queued in the same transaction and sent by the job engine (decision 164).
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { TAX_DOCUMENT_LABELS } from '#db/enums.ts';
import type { TaxDocumentKind } from '#db/enums.ts';
import { leadEvent } from '#db/lead-events.ts';
import { billingSettings, customerProjects, leadEvents, payments, projectMilestones, taxDocuments } from '#db/schema.ts';
import type { CustomerProjectRow, PaymentRow, ProjectMilestoneRow, TaxDocumentRow } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { amountInWords } from '#app/features/billing/amount-in-words.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { GST_STATES, isGstStateCode, placeOfSupplyLabel } from '#app/features/billing/gst-states.ts';
import { allocate } from '#app/features/billing/milestone-split.ts';
import type { MoneySplit } from '#app/features/billing/milestone-split.ts';
import { nextDocumentNumber } from '#app/features/billing/series.server.ts';
import { queueDocumentMail } from '#app/features/billing/documents/document-mail.server.ts';
import { readStudioSettings } from '#app/features/sales/quotation/quotation-settings.server.ts';

/** Why a document cannot be issued, in the words staff see. */
export const DOCUMENT_TEXTS = {
  studioMissing: 'Fill in the studio’s legal name, address and GSTIN under Quotation settings before issuing GST documents.',
  placeOfSupplyMissing: 'Name the state of the site (place of supply) on the project before issuing GST documents.',
  notFound: 'That milestone or document does not exist.',
  alreadyInvoiced: 'This milestone’s tax invoice has already been issued.',
  notInvoice: 'A credit note corrects a tax invoice.',
  creditTooLarge: 'A credit note cannot be for more than what is left of the invoice after earlier credit notes.',
  creditAmount: 'Enter an amount above ₹0, in whole paise.',
  reason: 'Say why the invoice is corrected.',
} as const;
export type DocumentProblem = keyof typeof DOCUMENT_TEXTS;

export class DocumentError extends Error {
  readonly problem: DocumentProblem;
  constructor(problem: DocumentProblem) {
    super(DOCUMENT_TEXTS[problem]);
    this.problem = problem;
  }
}

/** The kind of work a line is, for its SAC (an admin setting: design, or works contract). */
export type WorkKind = 'design' | 'works';

export type { DocumentLine, DocumentParticulars, PrintedTax } from '#app/features/billing/document-particulars.ts';
import type { DocumentParticulars, PrintedTax } from '#app/features/billing/document-particulars.ts';

const printedTax = (amountPaise: number, ratePercent: number): PrintedTax => (amountPaise === 0 ? null : { ratePercent, amountPaise });

/**
 * The particulars of a document from what it prints: pure, so a page or PDF of it and its tests
 * read the same words. Rates are 9% CGST and SGST, or 18% IGST, shown where the column has tax.
 */
export function documentParticulars(input: {
  kind: TaxDocumentKind;
  number: string;
  issuedOn: string;
  studio: { legalName: string; address: string; gstin: string };
  customer: { name: string; address: string; gstin: string | null };
  placeOfSupply: string;
  line: { description: string; sac: string } & MoneySplit;
  settles?: DocumentParticulars['settles'];
  payment?: DocumentParticulars['payment'];
  corrects?: DocumentParticulars['corrects'];
}): DocumentParticulars {
  const { line } = input;
  const totalPaise = line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;
  const code = input.placeOfSupply;
  return {
    title: TAX_DOCUMENT_LABELS[input.kind] as DocumentParticulars['title'],
    number: input.number,
    issuedOn: input.issuedOn,
    studio: input.studio,
    customer: input.customer,
    placeOfSupply: { code, name: isGstStateCode(code) ? GST_STATES[code] : code, label: placeOfSupplyLabel(code) },
    lines: [
      {
        description: line.description,
        sac: line.sac,
        taxablePaise: line.taxablePaise,
        cgst: printedTax(line.cgstPaise, 9),
        sgst: printedTax(line.sgstPaise, 9),
        igst: printedTax(line.igstPaise, 18),
        totalPaise,
      },
    ],
    taxablePaise: line.taxablePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
    totalPaise,
    totalInWords: amountInWords(totalPaise),
    reverseCharge: 'No',
    settles: input.settles ?? [],
    payment: input.payment ?? null,
    corrects: input.corrects ?? null,
  };
}

/** The SAC printed on a line of `work`, from the billing settings. */
export async function sacFor(db: Database | Transaction, work: WorkKind): Promise<string> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  if (work === 'design') return row?.sacDesign ?? '998391';
  return row?.sacWorks ?? '9954';
}

async function studioForDocuments(tx: Transaction) {
  const studio = await readStudioSettings(tx);
  if (!studio.legalName.trim() || !studio.address.trim() || !studio.gstin.trim()) throw new DocumentError('studioMissing');
  return { legalName: studio.legalName, address: studio.address, gstin: studio.gstin };
}

/** Numbers, freezes and stores a document, with its timeline event and audit entry, in `tx`. */
async function issue(
  tx: Transaction,
  input: {
    kind: TaxDocumentKind;
    project: CustomerProjectRow;
    milestone: ProjectMilestoneRow | null;
    paymentId?: string | null;
    correctsDocumentId?: string | null;
    line: { description: string } & MoneySplit;
    settles?: DocumentParticulars['settles'];
    payment?: DocumentParticulars['payment'];
    corrects?: DocumentParticulars['corrects'];
    by: string | null;
    at: Date;
  },
): Promise<TaxDocumentRow> {
  const studio = await studioForDocuments(tx);
  const { project } = input;
  if (!project.placeOfSupply) throw new DocumentError('placeOfSupplyMissing');
  const { financialYear, serial, number } = await nextDocumentNumber(tx, input.kind, input.at);
  const issuedOn = indiaDate(input.at);
  const particulars = documentParticulars({
    kind: input.kind,
    number,
    issuedOn,
    studio,
    customer: { name: project.customerName, address: project.customerAddress, gstin: project.customerGstin },
    placeOfSupply: project.placeOfSupply,
    line: { ...input.line, sac: await sacFor(tx, 'works') },
    settles: input.settles,
    payment: input.payment,
    corrects: input.corrects,
  });
  const [document] = await tx
    .insert(taxDocuments)
    .values({
      kind: input.kind,
      number,
      financialYear,
      serial,
      issuedOn,
      issuedAt: input.at,
      projectId: project.id,
      milestoneId: input.milestone?.id ?? null,
      paymentId: input.paymentId ?? null,
      correctsDocumentId: input.correctsDocumentId ?? null,
      taxablePaise: particulars.taxablePaise,
      cgstPaise: particulars.cgstPaise,
      sgstPaise: particulars.sgstPaise,
      igstPaise: particulars.igstPaise,
      totalPaise: particulars.totalPaise,
      particulars,
      issuedBy: input.by,
    })
    .returning();
  await tx
    .insert(leadEvents)
    .values(
      leadEvent(
        project.leadId,
        'document_issued',
        { documentId: document!.id, projectId: project.id, kind: input.kind, number, totalPaise: particulars.totalPaise },
        input.by,
      ),
    );
  await audit(tx, {
    actorId: input.by,
    action: 'document.issue',
    entity: 'tax_document',
    entityId: document!.id,
    details: { kind: input.kind, number, totalPaise: particulars.totalPaise },
  });
  await queueDocumentMail(tx, document!.id);
  return document!;
}

async function projectOf(tx: Transaction, projectId: string): Promise<CustomerProjectRow> {
  const [project] = await tx.select().from(customerProjects).where(eq(customerProjects.id, projectId));
  if (!project) throw new DocumentError('notFound');
  return project;
}

const splitOf = (row: MoneySplit): MoneySplit => ({
  taxablePaise: row.taxablePaise,
  cgstPaise: row.cgstPaise,
  sgstPaise: row.sgstPaise,
  igstPaise: row.igstPaise,
});

/** `amountPaise` (with GST) split in the proportions of `basis`'s columns, exactly. */
export function splitLike(amountPaise: number, basis: MoneySplit): MoneySplit {
  const [taxablePaise, cgstPaise, sgstPaise, igstPaise] = allocate(amountPaise, [
    basis.taxablePaise,
    basis.cgstPaise,
    basis.sgstPaise,
    basis.igstPaise,
  ]) as [number, number, number, number];
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise };
}

/**
 * The 'Receipt voucher' for a payment received before its milestone's invoice, in the caller's
 * transaction: its amount split into taxable value and tax in the milestone's proportions.
 */
export async function issueReceiptVoucher(
  tx: Transaction,
  payment: PaymentRow,
  milestone: ProjectMilestoneRow,
  by: string | null,
  at = new Date(),
): Promise<TaxDocumentRow> {
  const project = await projectOf(tx, payment.projectId);
  return issue(tx, {
    kind: 'receipt_voucher',
    project,
    milestone,
    paymentId: payment.id,
    line: { description: `Advance received for ${milestone.label}`, ...splitLike(payment.amountPaise, milestone) },
    payment: { receivedOn: payment.receivedOn, mode: payment.mode, reference: payment.reference },
    by,
    at,
  });
}

/**
 * The 'Tax invoice' of a milestone reached ('Mark reached', 'Issue invoice'): the milestone's
 * amounts, the receipt vouchers of its payments (not reversed) listed as settled; the milestone
 * becomes 'invoiced'. Once per milestone: a second call throws `alreadyInvoiced`.
 */
export async function issueTaxInvoice(
  db: Database,
  milestoneId: string,
  by: string | null,
  { now = new Date() }: { now?: Date } = {},
): Promise<TaxDocumentRow> {
  return db.transaction(async (tx) => {
    const [milestone] = await tx.select().from(projectMilestones).where(eq(projectMilestones.id, milestoneId)).for('update');
    if (!milestone) throw new DocumentError('notFound');
    if (milestone.status === 'invoiced') throw new DocumentError('alreadyInvoiced');
    const project = await projectOf(tx, milestone.projectId);
    const reversed = tx
      .select({ id: payments.reversesPaymentId })
      .from(payments)
      .where(and(eq(payments.milestoneId, milestoneId), sql`${payments.reversesPaymentId} is not null`));
    const vouchers = await tx
      .select({ number: taxDocuments.number, issuedOn: taxDocuments.issuedOn, totalPaise: taxDocuments.totalPaise })
      .from(taxDocuments)
      .innerJoin(payments, eq(payments.id, taxDocuments.paymentId))
      .where(
        and(eq(taxDocuments.kind, 'receipt_voucher'), eq(taxDocuments.milestoneId, milestoneId), sql`${payments.id} not in (${reversed})`),
      )
      .orderBy(taxDocuments.issuedAt, taxDocuments.serial);
    const document = await issue(tx, {
      kind: 'tax_invoice',
      project,
      milestone,
      line: { description: milestone.label, ...splitOf(milestone) },
      settles: vouchers,
      by,
      at: now,
    });
    await tx.update(projectMilestones).set({ status: 'invoiced' }).where(eq(projectMilestones.id, milestoneId));
    return document;
  });
}

/**
 * A 'Credit note' correcting an issued tax invoice, for `amountPaise` (with GST, split in the
 * invoice's proportions) or the whole of what is left of it after earlier credit notes. The
 * invoice itself never changes.
 */
export async function issueCreditNote(
  db: Database,
  invoiceId: string,
  amount: { amountPaise: number } | { whole: true },
  reason: string,
  by: string | null,
  { now = new Date() }: { now?: Date } = {},
): Promise<TaxDocumentRow> {
  const why = reason.trim();
  if (!why) throw new DocumentError('reason');
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(taxDocuments).where(eq(taxDocuments.id, invoiceId)).for('update');
    if (!invoice) throw new DocumentError('notFound');
    if (invoice.kind !== 'tax_invoice') throw new DocumentError('notInvoice');
    const [credited] = await tx
      .select({ paise: sql<string>`coalesce(sum(${taxDocuments.totalPaise}), 0)` })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.kind, 'credit_note'), eq(taxDocuments.correctsDocumentId, invoiceId)));
    const left = invoice.totalPaise - Number(credited!.paise);
    const amountPaise = 'whole' in amount ? left : amount.amountPaise;
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new DocumentError(left <= 0 ? 'creditTooLarge' : 'creditAmount');
    if (amountPaise > left) throw new DocumentError('creditTooLarge');
    const project = await projectOf(tx, invoice.projectId);
    const milestone = invoice.milestoneId
      ? ((await tx.select().from(projectMilestones).where(eq(projectMilestones.id, invoice.milestoneId)))[0] ?? null)
      : null;
    return issue(tx, {
      kind: 'credit_note',
      project,
      milestone,
      correctsDocumentId: invoice.id,
      line: { description: `Correction of ${invoice.number}: ${why}`, ...splitLike(amountPaise, invoice) },
      corrects: { number: invoice.number, issuedOn: invoice.issuedOn, reason: why },
      by,
      at: now,
    });
  });
}

/** A project's documents, oldest first. */
export async function projectDocuments(db: Database | Transaction, projectId: string): Promise<TaxDocumentRow[]> {
  return db.select().from(taxDocuments).where(eq(taxDocuments.projectId, projectId)).orderBy(taxDocuments.issuedAt, taxDocuments.serial);
}

// What a customer's project room shows once the device is let in (decision 174): the project, its
// payments (paid, due, a 'Pay' link for each milestone asked for, every GST document to download)
// and its documents (the accepted quotation, the accepted change orders). Only this project's: the
// downloads go through the room's own routes, which check the device again.
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, quotationVersions } from '#db/schema.ts';
import type { CustomerProjectRow, TaxDocumentRow } from '#db/schema.ts';
import { TAX_DOCUMENT_LABELS } from '#db/enums.ts';
import { unseal } from '#app/lib/seal.server.ts';
import { company } from '#content/company.ts';
import { projectSummary } from '#app/features/billing/projects.server.ts';
import { projectDocuments } from '#app/features/billing/documents.server.ts';
import { documentPdf } from '#app/features/billing/documents/document-pdf-store.server.ts';
import { documentFileName } from '#app/features/billing/documents/document-pdf.server.ts';
import { PAY_LINK_SEAL } from '#app/features/billing/pay/pay-link.server.ts';
import { projectChangeOrders } from '#app/features/billing/change-orders/change-orders.server.ts';
import { quotationPdf } from '#app/features/sales/quotation/quotation-pdf-store.server.ts';
import { versionView } from '#app/features/sales/quotation/quotation-versions.server.ts';
import { projectProgress } from '#app/features/project-work/progress.server.ts';
import type { RoomView } from '#app/features/room/room-view.ts';

/** The room's view of `project` for the holder of `token` (the links it draws are under /room/<token>). */
export async function roomView(
  db: Database,
  project: CustomerProjectRow,
  { token, secrets }: { token: string; secrets: readonly string[] },
): Promise<RoomView> {
  const summary = (await projectSummary(db, project.id))!;
  const [version] = await db
    .select({ number: quotationVersions.number })
    .from(quotationVersions)
    .where(eq(quotationVersions.id, project.contractVersionId));
  const documents = await projectDocuments(db, project.id);
  const changeOrders = (await projectChangeOrders(db, project.id)).filter((order) => order.status === 'accepted');
  const progress = await projectProgress(db, project.id);
  const base = `/room/${token}`;
  const milestones = summary.milestones.map((milestone) => {
    const asked = milestone.status !== 'open' && milestone.duePaise > 0;
    const payToken = asked && milestone.payLinkSealed ? unseal(milestone.payLinkSealed, secrets, PAY_LINK_SEAL) : null;
    return {
      id: milestone.id,
      label: milestone.label,
      amountPaise: milestone.amountPaise,
      receivedPaise: milestone.receivedPaise,
      duePaise: asked ? milestone.duePaise : 0,
      state: milestone.duePaise <= 0 ? ('paid' as const) : asked ? ('due' as const) : ('later' as const),
      payHref: payToken ? `/pay/${payToken}` : null,
    };
  });
  return {
    studioName: company.name,
    studioPhone: company.phone.display,
    project: {
      name: project.customerName,
      site: project.siteAddress,
      valuePaise: project.currentValuePaise,
      startedAt: project.createdAt.toISOString(),
    },
    progress,
    payments: {
      paidPaise: summary.receivedPaise,
      duePaise: milestones.reduce((sum, milestone) => sum + milestone.duePaise, 0),
      milestones,
      documents: documents.map((document) => ({
        id: document.id,
        title: TAX_DOCUMENT_LABELS[document.kind],
        number: document.number,
        issuedOn: document.issuedOn,
        totalPaise: document.totalPaise,
        href: `${base}/documents/${document.id}`,
      })),
    },
    documents: {
      quotation: { number: version?.number ?? 1, href: `${base}/quotation` },
      changeOrders: changeOrders.map((order) => ({
        number: order.number,
        acceptedAt: order.acceptedAt,
        deltaPaise: order.deltaPaise,
        totalPaise: order.totalPaise,
      })),
    },
  };
}

/** A GST document of this project, as its PDF and file name; null for any other document. */
export async function roomDocumentPdf(
  db: Database,
  project: CustomerProjectRow,
  documentId: string,
): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const document = (await projectDocuments(db, project.id)).find((one: TaxDocumentRow) => one.id === documentId);
  if (!document) return null;
  return { bytes: await documentPdf(db, document), fileName: documentFileName(document.number) };
}

/** The project's accepted quotation as its PDF (the one the customer's quotation link draws and keeps). */
export async function roomQuotationPdf(db: Database, project: CustomerProjectRow): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const [row] = await db
    .select({ version: quotationVersions, name: contactSubmissions.name })
    .from(quotationVersions)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, project.leadId))
    .where(eq(quotationVersions.id, project.contractVersionId));
  if (!row) return null;
  const view = await versionView(db, row.version);
  return { bytes: await quotationPdf(db, view, { name: row.name }), fileName: `quotation-v${row.version.number}.pdf` };
}

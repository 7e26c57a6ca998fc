// An issued document's PDF (decision 164): drawn once, on its own thread, from the particulars
// frozen at issue, and kept in `document_pdfs`; an issued document never changes, so every later
// download and e-mail is a read of the same bytes.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, customerProjects, documentPdfs, taxDocuments } from '#db/schema.ts';
import type { TaxDocumentRow } from '#db/schema.ts';
import { pdfThread } from '#app/lib/pdf-thread.server.ts';
import type { DocumentParticulars } from '#app/features/billing/document-particulars.ts';

const thread = pdfThread<DocumentParticulars>(
  path.join('app', 'features', 'billing', 'documents', 'document-pdf.worker.ts'),
  'document PDF',
);

/** Draws a document's PDF on the worker thread (not kept). */
export function renderDocumentOffThread(particulars: DocumentParticulars): Promise<Uint8Array> {
  return thread.render(particulars);
}

/** The document's PDF: the bytes kept when it was first drawn, else drawn now and kept. */
export async function documentPdf(db: Database, document: Pick<TaxDocumentRow, 'id' | 'particulars'>): Promise<Uint8Array> {
  const [kept] = await db.select({ data: documentPdfs.data }).from(documentPdfs).where(eq(documentPdfs.documentId, document.id));
  if (kept) return kept.data;
  const bytes = await renderDocumentOffThread(document.particulars as DocumentParticulars);
  // Two first downloads at once: the first stored wins, and both serve that one from then on.
  const [stored] = await db
    .insert(documentPdfs)
    .values({ documentId: document.id, data: bytes })
    .onConflictDoNothing()
    .returning({ data: documentPdfs.data });
  if (stored) return bytes;
  const [winner] = await db.select({ data: documentPdfs.data }).from(documentPdfs).where(eq(documentPdfs.documentId, document.id));
  return winner?.data ?? bytes;
}

/**
 * A document as `member` may open it (`billingMember`, decision 163): any when they see every
 * project, else only of the projects of leads assigned to them; null otherwise, as for no such
 * document (`billing.view` is checked by the route first).
 */
export async function documentForStaff(
  db: Database,
  id: string,
  member: { id: string; seesEveryProject: boolean },
): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select({ document: taxDocuments, assignedTo: contactSubmissions.assignedTo })
    .from(taxDocuments)
    .innerJoin(customerProjects, eq(customerProjects.id, taxDocuments.projectId))
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, customerProjects.leadId))
    .where(eq(taxDocuments.id, id));
  if (!row) return null;
  return member.seesEveryProject || row.assignedTo === member.id ? row.document : null;
}

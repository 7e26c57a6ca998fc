// The thread the GST documents' PDFs are drawn on (decision 164), as the quotation's are (decision
// 151): started by document-pdf-store.server.ts, run by Node from the sources, in production too.
import { parentPort } from 'node:worker_threads';
import { answerPdfRequests } from '#app/lib/pdf-thread.server.ts';
import { renderDocumentPdf } from '#app/features/billing/documents/document-pdf.server.ts';
import type { DocumentParticulars } from '#app/features/billing/document-particulars.ts';

answerPdfRequests<DocumentParticulars>(parentPort!, renderDocumentPdf);

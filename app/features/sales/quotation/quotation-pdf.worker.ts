// The thread the quotation PDFs are drawn on (decision 151), so a long quotation never holds up
// the server's other requests. Started by quotation-pdf-store.server.ts (app/lib/pdf-thread.server.ts)
// and run by Node from the sources, in the production build too.
import { parentPort } from 'node:worker_threads';
import { answerPdfRequests } from '#app/lib/pdf-thread.server.ts';
import { renderQuotationPdf } from '#app/features/sales/quotation/quotation-pdf.server.ts';
import type { QuotationPdfInput } from '#app/features/sales/quotation/quotation-pdf-store.server.ts';

answerPdfRequests<QuotationPdfInput>(parentPort!, ({ version, customer }) => renderQuotationPdf(version, customer));

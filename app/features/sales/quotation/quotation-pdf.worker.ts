// The thread the quotation PDFs are drawn on (decision 151), so a long quotation never holds up
// the server's other requests. Started by quotation-pdf-store.server.ts and run by Node from the
// sources, in the production build too; one request at a time, answered by its id.
import { parentPort } from 'node:worker_threads';
import { renderQuotationPdf } from '#app/features/sales/quotation/quotation-pdf.server.ts';
import type { PdfRequest, PdfAnswer } from '#app/features/sales/quotation/quotation-pdf-store.server.ts';

parentPort!.on('message', (request: PdfRequest) => {
  renderQuotationPdf(request.version, request.customer).then(
    (bytes) => parentPort!.postMessage({ id: request.id, bytes } satisfies PdfAnswer, [bytes.buffer as ArrayBuffer]),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: (error as Error).message ?? String(error) } satisfies PdfAnswer),
  );
});

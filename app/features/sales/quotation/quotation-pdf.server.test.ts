import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderQuotationPdf } from '#app/features/sales/quotation/quotation-pdf.server.ts';
import { sampleVersion } from '#app/features/sales/quotation/sample-quotation.ts';

describe('the quotation PDF', () => {
  it('is A4 with page numbers on every page, for 60 lines', async () => {
    const bytes = await renderQuotationPdf(sampleVersion(60), { name: 'Priya Sharma' });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.getTitle()).toBe('Quotation v2 - Aangan Interiors');
    const lines = sampleVersion(60).content.sections.flatMap((section) => section.lines);
    expect(lines).toHaveLength(60);
  });
});

import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderQuotationPdf } from '#app/features/sales/quotation/quotation-pdf.server.ts';
import { formatAcceptedAt, formatPaise } from '#app/features/sales/quotation/quotation.ts';
import { sampleVersion } from '#app/features/sales/quotation/sample-quotation.ts';

/** The PDF's text as a reader (PDF.js) extracts it, one string per page. */
async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}

/** The names of the fonts the PDF embeds (BaseFont of each font dictionary). */
function embeddedFonts(pdf: PDFDocument): string[] {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'))
    .filter((font) => font.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
    .map((font) => String(font.get(PDFName.of('BaseFont'))).replace(/^\//, ''));
}

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
    const pages = await pagesText(bytes);
    pages.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it('prints amounts with the rupee sign and Indian grouping, as the customer’s page does, in an embedded subset of Noto Sans', async () => {
    const version = sampleVersion(60);
    const bytes = await renderQuotationPdf(version, { name: 'Priya Śarmā' });
    const text = (await pagesText(bytes)).join('\n');
    const { totals } = version;
    expect(formatPaise(totals.totalPaise)).toBe('₹52,89,875.58');
    for (const amount of [
      totals.totalPaise,
      totals.subtotalPaise,
      totals.taxablePaise,
      ...totals.taxes.map((tax) => tax.amountPaise),
      ...totals.instalments.map((stage) => stage.amountPaise),
      ...totals.sections.map((section) => section.subtotalPaise),
      totals.sections[0]!.lines[0]!.ratePaise,
      totals.sections[0]!.lines[0]!.amountPaise,
    ]) {
      expect(text).toContain(formatPaise(amount));
    }
    expect(text).toContain(`-${formatPaise(totals.discountPaise)}`);
    expect(text).toContain('CGST 9%');
    expect(text).toContain('For Priya Śarmā');
    expect(text).not.toContain('Rs.');

    const pdf = await PDFDocument.load(bytes);
    expect(embeddedFonts(pdf).sort()).toEqual([expect.stringMatching(/^NotoSans-Bold/), expect.stringMatching(/^NotoSans-Regular/)]);
    // Only the glyphs used are embedded: the two font files are about 88 KB each.
    expect(bytes.byteLength).toBeLessThan(60_000);
  });

  it('says when and by whom it was accepted, in India time, and draws what the font lacks as "?"', async () => {
    const version = { ...sampleVersion(12), accepted: { at: '2026-11-27T06:00:00.000Z', name: 'Priya Sharma' } };
    const text = (await pagesText(await renderQuotationPdf(version, { name: 'Priya ✓ ಪ್ರಿಯಾ' }))).join('\n');
    expect(formatAcceptedAt(version.accepted.at)).toBe('27 November 2026 at 11:30 am');
    expect(text).toContain('Accepted online by Priya Sharma on 27 November 2026 at 11:30 am');
    expect(text).toMatch(/For Priya \? \?+/);
  });
});

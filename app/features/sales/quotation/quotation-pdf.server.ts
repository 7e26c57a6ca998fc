// The quotation as an A4 PDF (decision 107): the studio's letterhead on every page, the
// customer's name, the sections and lines, the discount, each tax line with its rounding, the
// total, the payment schedule, validity, exclusions and terms, and 'Page n of m'. Drawn by
// pdf-lib in Noto Sans (decision 108), embedded with only the glyphs the PDF uses, so amounts read
// as on the customer's page: '₹4,38,727' or, where a tax leaves paise, '₹4,38,727.26'.
import { PDFDocument } from 'pdf-lib';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { company } from '#content/company.ts';
import { A4, BRASS, embedNotoSans, INK, MARGIN, MUTED, printable, wrap } from '#app/lib/pdf-drawing.server.ts';
import type { VersionView } from '#app/features/sales/quotation/quotation-versions.server.ts';
import { formatAcceptedAt, formatPaise, formatValidUntil } from '#app/features/sales/quotation/quotation.ts';
import { formatIssuedOn, taxLineLabel } from '#app/features/sales/quotation/quotation-format.ts';

/** Amounts as the customer's page shows them: '₹1,23,456', '₹1,23,456.78' where a tax has paise. */
const money = (paise: number) => formatPaise(paise);

export async function renderQuotationPdf(version: VersionView, customer: { name: string }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Quotation v${version.number} - ${company.name}`);
  pdf.setAuthor(version.studio?.legalName || company.name);
  pdf.setCreationDate(version.sentAt ? new Date(version.sentAt) : new Date(0));
  pdf.setModificationDate(version.sentAt ? new Date(version.sentAt) : new Date(0));
  const { regular, bold } = await embedNotoSans(pdf);
  const contentWidth = A4.width - 2 * MARGIN;
  const studio = version.studio;
  const { totals, content } = version;

  let page!: PDFPage;
  let y = 0;
  const letterhead = () => {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
    page.drawText(printable(company.name), { x: MARGIN, y: y - 16, size: 18, font: bold, color: BRASS });
    const right = [studio?.legalName, studio?.gstin ? `GSTIN ${studio.gstin}` : null, company.phone.display, company.email].filter(
      Boolean,
    ) as string[];
    right.forEach((line, index) => {
      const text = printable(line);
      page.drawText(text, {
        x: A4.width - MARGIN - regular.widthOfTextAtSize(text, 8),
        y: y - 8 - index * 10,
        size: 8,
        font: regular,
        color: MUTED,
      });
    });
    const address = studio?.address || [company.address.street, company.address.city, company.address.postalCode].join(', ');
    page.drawText(printable(address).slice(0, 110), { x: MARGIN, y: y - 30, size: 8, font: regular, color: MUTED });
    y -= 44;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 1, color: BRASS });
    y -= 18;
  };
  const need = (height: number) => {
    if (y - height < MARGIN + 20) letterhead();
  };
  const text = (value: string, x: number, options: { size?: number; font?: PDFFont; color?: Color; right?: number } = {}) => {
    const size = options.size ?? 9;
    const font = options.font ?? regular;
    const clean = printable(value);
    const at = options.right !== undefined ? options.right - font.widthOfTextAtSize(clean, size) : x;
    page.drawText(clean, { x: at, y, size, font, color: options.color ?? INK });
  };
  const paragraph = (value: string, size = 9) => {
    for (const line of wrap(value, regular, size, contentWidth)) {
      need(size + 4);
      text(line, MARGIN, { size });
      y -= size + 4;
    }
  };

  letterhead();
  text(`Quotation v${version.number}`, MARGIN, { size: 14, font: bold });
  text(`Valid until ${formatValidUntil(content.validUntil)}`, 0, { size: 9, right: A4.width - MARGIN, color: MUTED });
  y -= 16;
  text(`For ${customer.name}`, MARGIN, { size: 10 });
  if (version.sentAt) text(`Issued ${formatIssuedOn(version.sentAt)}`, 0, { size: 9, right: A4.width - MARGIN, color: MUTED });
  y -= 20;

  // Columns: item and description | quantity | unit | rate | amount.
  const cols = {
    qty: MARGIN + contentWidth * 0.56,
    unit: MARGIN + contentWidth * 0.6,
    rate: MARGIN + contentWidth * 0.82,
    amount: A4.width - MARGIN,
  };
  for (const section of totals.sections) {
    need(40);
    text(section.title, MARGIN, { size: 11, font: bold, color: BRASS });
    y -= 14;
    text('Item', MARGIN, { size: 8, color: MUTED });
    text('Qty', 0, { size: 8, color: MUTED, right: cols.qty });
    text('Unit', cols.unit, { size: 8, color: MUTED });
    text('Rate', 0, { size: 8, color: MUTED, right: cols.rate });
    text('Amount', 0, { size: 8, color: MUTED, right: cols.amount });
    y -= 12;
    for (const line of section.lines) {
      const described = wrap(line.description, regular, 8, contentWidth * 0.5).filter(Boolean);
      need(12 + described.length * 10);
      text(wrap(line.item, regular, 9, contentWidth * 0.5)[0] ?? '', MARGIN);
      text(line.quantity.toLocaleString('en-IN', { maximumFractionDigits: 2 }), 0, { right: cols.qty });
      text(line.unit, cols.unit);
      text(money(line.ratePaise), 0, { right: cols.rate });
      text(money(line.amountPaise), 0, { right: cols.amount });
      y -= 11;
      for (const extra of described) {
        text(extra, MARGIN + 8, { size: 8, color: MUTED });
        y -= 10;
      }
      y -= 2;
    }
    text(`${section.title} subtotal`, 0, { size: 8, color: MUTED, right: cols.rate });
    text(money(section.subtotalPaise), 0, { size: 9, font: bold, right: cols.amount });
    y -= 18;
  }

  const sums: Array<[string, string, boolean?]> = [['Subtotal', money(totals.subtotalPaise)]];
  if (totals.discountPaise > 0) sums.push([totals.discountLabel ?? 'Discount', money(-totals.discountPaise)]);
  sums.push(['Taxable value', money(totals.taxablePaise)]);
  for (const tax of totals.taxes) sums.push([taxLineLabel(tax), money(tax.amountPaise)]);
  sums.push(['Total', money(totals.totalPaise), true]);
  need(sums.length * 14 + 10);
  for (const [label, value, strong] of sums) {
    text(label, 0, { right: cols.rate, font: strong ? bold : regular, size: strong ? 11 : 9 });
    text(value, 0, { right: cols.amount, font: strong ? bold : regular, size: strong ? 11 : 9 });
    y -= strong ? 18 : 13;
  }

  need(30 + totals.instalments.length * 12);
  text('Payment schedule', MARGIN, { size: 11, font: bold, color: BRASS });
  y -= 14;
  for (const stage of totals.instalments) {
    text(`${stage.label} (${stage.percent}%)`, MARGIN);
    text(money(stage.amountPaise), 0, { right: cols.amount });
    y -= 12;
  }
  for (const [title, body] of [
    ['Exclusions', content.exclusions],
    ['Terms', content.terms],
  ] as const) {
    if (!body) continue;
    y -= 8;
    need(30);
    text(title, MARGIN, { size: 11, font: bold, color: BRASS });
    y -= 14;
    paragraph(body);
  }
  if (version.accepted) {
    y -= 8;
    need(20);
    text(`Accepted online by ${version.accepted.name} on ${formatAcceptedAt(version.accepted.at)}`, MARGIN, { font: bold });
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    each.drawText(label, {
      x: A4.width - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    });
    each.drawText(printable(`${company.name} · Quotation v${version.number}`), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save();
}

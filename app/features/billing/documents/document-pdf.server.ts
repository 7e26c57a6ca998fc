// A GST document as an A4 PDF (decision 164): every particular frozen at issue, and nothing read
// from anywhere else, so the PDF of an issued document is the same whenever it is drawn. The
// quotation's letterhead, fonts and colours (app/lib/pdf-drawing.server.ts); amounts as on the
// staff's page ('₹1,23,456.78'); the tax columns the document has ('CGST 9%', 'SGST 9%' or
// 'IGST 18%'); the total in words; what a receipt acknowledges, what an invoice settles, what a
// credit note corrects; 'Page n of m'.
import { PDFDocument } from 'pdf-lib';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { PAYMENT_MODE_LABELS } from '#db/enums.ts';
import { company } from '#content/company.ts';
import { A4, BRASS, embedNotoSans, INK, MARGIN, MUTED, printable, wrap } from '#app/lib/pdf-drawing.server.ts';
import type { DocumentParticulars, PrintedTax } from '#app/features/billing/document-particulars.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';

/** '2026-11-29' (India's calendar) as the document prints it: '29 November 2026'. */
export function formatDocumentDate(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The tax columns a document prints, with their headings: only those it has tax in. */
export function taxColumns(particulars: DocumentParticulars): Array<{ key: 'cgst' | 'sgst' | 'igst'; heading: string }> {
  const columns: Array<{ key: 'cgst' | 'sgst' | 'igst'; heading: string }> = [];
  for (const [key, name] of [
    ['cgst', 'CGST'],
    ['sgst', 'SGST'],
    ['igst', 'IGST'],
  ] as const) {
    const rate = particulars.lines.find((line) => line[key])?.[key]?.ratePercent;
    if (rate !== undefined) columns.push({ key, heading: `${name} ${rate}%` });
  }
  return columns;
}

/** A file name for the document: 'INV-2026-27-0001.pdf'. */
export function documentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

const taxAmount = (tax: PrintedTax) => (tax ? formatPaise(tax.amountPaise) : '');

export async function renderDocumentPdf(particulars: DocumentParticulars): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const issued = new Date(`${particulars.issuedOn}T00:00:00Z`);
  pdf.setTitle(`${particulars.title} ${particulars.number} - ${company.name}`);
  pdf.setAuthor(particulars.studio.legalName);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const { regular, bold } = await embedNotoSans(pdf);
  const contentWidth = A4.width - 2 * MARGIN;
  const right = A4.width - MARGIN;
  const { studio, customer } = particulars;

  let page!: PDFPage;
  let y = 0;
  const text = (value: string, x: number, options: { size?: number; font?: PDFFont; color?: Color; right?: number } = {}) => {
    const size = options.size ?? 9;
    const font = options.font ?? regular;
    const clean = printable(value);
    const at = options.right !== undefined ? options.right - font.widthOfTextAtSize(clean, size) : x;
    page.drawText(clean, { x: at, y, size, font, color: options.color ?? INK });
  };
  const letterhead = () => {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
    page.drawText(printable(company.name), { x: MARGIN, y: y - 16, size: 18, font: bold, color: BRASS });
    [studio.legalName, `GSTIN ${studio.gstin}`, company.phone.display, company.email].forEach((line, index) => {
      const clean = printable(line);
      page.drawText(clean, { x: right - regular.widthOfTextAtSize(clean, 8), y: y - 8 - index * 10, size: 8, font: regular, color: MUTED });
    });
    page.drawText(printable(studio.address).slice(0, 110), { x: MARGIN, y: y - 30, size: 8, font: regular, color: MUTED });
    y -= 44;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 1, color: BRASS });
    y -= 22;
  };
  const need = (height: number) => {
    if (y - height < MARGIN + 20) letterhead();
  };
  const paragraph = (value: string, x: number, width: number, size = 9, font = regular) => {
    for (const line of wrap(value, font, size, width)) {
      need(size + 4);
      text(line, x, { size, font });
      y -= size + 4;
    }
  };

  letterhead();
  text(particulars.title, MARGIN, { size: 16, font: bold });
  text(particulars.number, 0, { size: 12, font: bold, right });
  y -= 16;
  text(`Date ${formatDocumentDate(particulars.issuedOn)}`, 0, { size: 9, right, color: MUTED });
  y -= 20;

  // Billed to on the left; place of supply and reverse charge on the right.
  const top = y;
  text(particulars.title === 'Receipt voucher' ? 'Received from' : 'Billed to', MARGIN, { size: 8, color: MUTED });
  y -= 12;
  text(customer.name, MARGIN, { size: 10, font: bold });
  y -= 13;
  if (customer.address) paragraph(customer.address, MARGIN, contentWidth * 0.55);
  text(customer.gstin ? `GSTIN ${customer.gstin}` : 'GSTIN: not registered', MARGIN, { size: 9 });
  y -= 13;
  const below = y;
  y = top;
  text('Place of supply', 0, { size: 8, color: MUTED, right });
  y -= 12;
  text(particulars.placeOfSupply.label, 0, { size: 10, font: bold, right });
  y -= 13;
  text(`Reverse charge: ${particulars.reverseCharge}`, 0, { size: 9, right });
  y = Math.min(below, y - 13) - 12;

  // The lines: description | SAC | taxable value | each tax it has | total.
  const columns = taxColumns(particulars);
  const amountColumns = ['Taxable value', ...columns.map((column) => column.heading), 'Total'];
  const amountWidth = 74;
  const amountRight = (index: number) => right - (amountColumns.length - 1 - index) * amountWidth;
  const sacX = amountRight(0) - amountWidth - 30;
  const descriptionWidth = sacX - MARGIN - 8;
  need(40);
  page.drawLine({ start: { x: MARGIN, y: y + 12 }, end: { x: right, y: y + 12 }, thickness: 0.5, color: MUTED });
  text('Description', MARGIN, { size: 8, color: MUTED });
  text('SAC', sacX, { size: 8, color: MUTED });
  amountColumns.forEach((heading, index) => text(heading, 0, { size: 8, color: MUTED, right: amountRight(index) }));
  y -= 14;
  for (const line of particulars.lines) {
    const described = wrap(line.description, regular, 9, descriptionWidth);
    need(described.length * 12 + 4);
    text(line.sac, sacX);
    const amounts = [formatPaise(line.taxablePaise), ...columns.map((column) => taxAmount(line[column.key])), formatPaise(line.totalPaise)];
    amounts.forEach((amount, index) => text(amount, 0, { right: amountRight(index) }));
    for (const part of described) {
      text(part, MARGIN);
      y -= 12;
    }
    y -= 2;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.5, color: MUTED });
  y -= 8;

  const sums: Array<[string, string, boolean?]> = [['Taxable value', formatPaise(particulars.taxablePaise)]];
  for (const column of columns) sums.push([column.heading, formatPaise(particulars[`${column.key}Paise`])]);
  sums.push([particulars.title === 'Credit note' ? 'Total credited' : 'Total', formatPaise(particulars.totalPaise), true]);
  need(sums.length * 14 + 30);
  for (const [label, value, strong] of sums) {
    text(label, 0, { right: amountRight(0) - amountWidth, font: strong ? bold : regular, size: strong ? 11 : 9 });
    text(value, 0, { right, font: strong ? bold : regular, size: strong ? 11 : 9 });
    y -= strong ? 18 : 13;
  }
  paragraph(`Amount in words: ${particulars.totalInWords}`, MARGIN, contentWidth, 9, bold);
  y -= 10;

  const section = (title: string) => {
    need(40);
    text(title, MARGIN, { size: 11, font: bold, color: BRASS });
    y -= 15;
  };
  if (particulars.payment) {
    section('Payment received');
    const { payment } = particulars;
    text(`Received on ${formatDocumentDate(payment.receivedOn)} by ${PAYMENT_MODE_LABELS[payment.mode]}`, MARGIN);
    y -= 13;
    if (payment.reference) {
      text(`Reference ${payment.reference}`, MARGIN);
      y -= 13;
    }
    paragraph('An advance received before the supply; the tax invoice for it will list this receipt voucher.', MARGIN, contentWidth, 8);
    y -= 6;
  }
  if (particulars.settles.length > 0) {
    section('Advances settled by this invoice');
    let settled = 0;
    for (const voucher of particulars.settles) {
      need(13);
      text(`Receipt voucher ${voucher.number} of ${formatDocumentDate(voucher.issuedOn)}`, MARGIN);
      text(formatPaise(voucher.totalPaise), 0, { right });
      settled += voucher.totalPaise;
      y -= 13;
    }
    need(30);
    text('Advances received', 0, { right: amountRight(0) - amountWidth });
    text(formatPaise(settled), 0, { right });
    y -= 13;
    text('Balance payable', 0, { right: amountRight(0) - amountWidth, font: bold });
    text(formatPaise(particulars.totalPaise - settled), 0, { right, font: bold });
    y -= 19;
  }
  if (particulars.corrects) {
    section('Invoice corrected');
    const { corrects } = particulars;
    text(`Tax invoice ${corrects.number} of ${formatDocumentDate(corrects.issuedOn)}`, MARGIN);
    y -= 13;
    paragraph(`Reason: ${corrects.reason}`, MARGIN, contentWidth);
    y -= 6;
  }

  need(60);
  y -= 10;
  text(`For ${studio.legalName}`, 0, { right, font: bold });
  y -= 30;
  text('Authorised signatory', 0, { right, color: MUTED, size: 8 });
  y -= 16;
  text('This document is computer-generated.', MARGIN, { size: 8, color: MUTED });

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    each.drawText(label, { x: right - regular.widthOfTextAtSize(label, 8), y: MARGIN - 20, size: 8, font: regular, color: MUTED });
    each.drawText(printable(`${company.name} · ${particulars.title} ${particulars.number}`), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save();
}

// A GST document's PDF as the customer reads it: A4, the number and date, the studio's and the
// customer's particulars, the place of supply, the tax columns with their rates, the total in
// figures and in words, and what a receipt acknowledges or an invoice settles.
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { documentParticulars } from '#app/features/billing/documents.server.ts';
import { documentFileName, renderDocumentPdf } from '#app/features/billing/documents/document-pdf.server.ts';

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

const studio = { legalName: 'Aangan Interiors LLP', address: '14 Church Street, Bengaluru 560001', gstin: '29ABCDE1234F1Z5' };
const customer = { name: 'Meera Rao', address: 'HSR Layout, Bengaluru', gstin: null };

describe('a GST document’s PDF', () => {
  it('prints a tax invoice on A4 with its number, CGST 9% and SGST 9%, Karnataka (29), the total in words and the vouchers it settles', async () => {
    const particulars = documentParticulars({
      kind: 'tax_invoice',
      number: 'INV/2026-27/0001',
      issuedOn: '2026-12-01',
      studio,
      customer,
      placeOfSupply: '29',
      line: {
        description: 'On design sign-off',
        sac: '9954',
        taxablePaise: 8_790_480,
        cgstPaise: 791_143,
        sgstPaise: 791_143,
        igstPaise: 0,
      },
      settles: [{ number: 'RV/2026-27/0003', issuedOn: '2026-11-28', totalPaise: 1_000_000 }],
    });
    const bytes = await renderDocumentPdf(particulars);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.getTitle()).toBe('Tax invoice INV/2026-27/0001 - Aangan Interiors');
    const text = await textOf(bytes);
    for (const expected of [
      'Tax invoice',
      'INV/2026-27/0001',
      'Date 1 December 2026',
      'Aangan Interiors LLP',
      'GSTIN 29ABCDE1234F1Z5',
      'Meera Rao',
      'HSR Layout, Bengaluru',
      'Karnataka (29)',
      'Reverse charge: No',
      'SAC',
      '9954',
      'CGST 9%',
      'SGST 9%',
      '₹87,904.80',
      '₹7,911.43',
      '₹1,03,727.66',
      'Amount in words: Rupees One Lakh Three Thousand Seven Hundred Twenty-Seven and Paise Sixty-Six Only',
      'Receipt voucher RV/2026-27/0003 of 28 November 2026',
      '₹10,000',
      '₹93,727.66',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
    expect(documentFileName(particulars.number)).toBe('INV-2026-27-0001.pdf');
  });

  it('prints a receipt voucher with the payment’s date, mode and UTR, and a credit note with the invoice it corrects', async () => {
    const receipt = await textOf(
      await renderDocumentPdf(
        documentParticulars({
          kind: 'receipt_voucher',
          number: 'RV/2026-27/0001',
          issuedOn: '2026-11-29',
          studio,
          customer,
          placeOfSupply: '29',
          line: {
            description: 'Advance received for On booking',
            sac: '9954',
            taxablePaise: 100_000,
            cgstPaise: 9_000,
            sgstPaise: 9_000,
            igstPaise: 0,
          },
          payment: { receivedOn: '2026-11-28', mode: 'upi', reference: 'UTR123456789012' },
        }),
      ),
    );
    for (const expected of [
      'Receipt voucher',
      'RV/2026-27/0001',
      'Received from',
      'Received on 28 November 2026 by UPI',
      'Reference UTR123456789012',
      'CGST 9%',
      '₹1,180',
      'Rupees One Thousand One Hundred Eighty Only',
    ])
      expect(receipt).toContain(expected);
    const credit = await textOf(
      await renderDocumentPdf(
        documentParticulars({
          kind: 'credit_note',
          number: 'CN/2026-27/0001',
          issuedOn: '2026-12-05',
          studio,
          customer: { name: 'Ravi Shah', address: 'Baner, Pune', gstin: '27AAPFU0939F1ZV' },
          placeOfSupply: '27',
          line: {
            description: 'Correction of INV/2026-27/0002: Wardrobe dropped',
            sac: '9954',
            taxablePaise: 100_000,
            cgstPaise: 0,
            sgstPaise: 0,
            igstPaise: 18_000,
          },
          corrects: { number: 'INV/2026-27/0002', issuedOn: '2026-12-01', reason: 'Wardrobe dropped' },
        }),
      ),
    );
    for (const expected of [
      'Credit note',
      'CN/2026-27/0001',
      'IGST 18%',
      'Maharashtra (27)',
      'GSTIN 27AAPFU0939F1ZV',
      'Total credited',
      'Tax invoice INV/2026-27/0002 of 1 December 2026',
      'Reason: Wardrobe dropped',
    ])
      expect(credit).toContain(expected);
    expect(credit).not.toContain('CGST');
  });
});

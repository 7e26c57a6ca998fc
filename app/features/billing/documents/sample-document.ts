// A tax invoice as the studio issues one for a milestone reached, settling two receipt vouchers:
// what `npm run bench` draws to time the document PDF.
import { documentParticulars } from '#app/features/billing/documents.server.ts';
import type { DocumentParticulars } from '#app/features/billing/document-particulars.ts';

export function sampleTaxInvoice(): DocumentParticulars {
  return documentParticulars({
    kind: 'tax_invoice',
    number: 'INV/2026-27/0042',
    issuedOn: '2026-12-01',
    studio: { legalName: 'Aangan Interiors LLP', address: '14 Church Street, Bengaluru 560001', gstin: '29ABCDE1234F1Z5' },
    customer: { name: 'Meera Rao', address: 'Flat 1204, Prestige Lakeside, HSR Layout, Bengaluru 560102', gstin: null },
    placeOfSupply: '29',
    line: { description: 'On design sign-off', sac: '9954', taxablePaise: 8_790_480, cgstPaise: 791_143, sgstPaise: 791_143, igstPaise: 0 },
    settles: [
      { number: 'RV/2026-27/0031', issuedOn: '2026-11-20', totalPaise: 2_000_000 },
      { number: 'RV/2026-27/0038', issuedOn: '2026-11-28', totalPaise: 1_000_000 },
    ],
  });
}

// A made-up sent version of a given number of lines over six rooms: what the PDF test and the
// bench render. Browser-safe.
import type { VersionView } from '#app/features/sales/quotation/quotation-versions.server.ts';
import { DEFAULT_PAYMENT_SCHEDULE, totalQuotation } from '#app/features/sales/quotation/quotation.ts';
import type { QuotationContent } from '#app/features/sales/quotation/quotation.ts';

/** A quotation of `lines` lines over six rooms, as the bench renders it. */
export function sampleVersion(lines: number): VersionView {
  const content: QuotationContent = {
    sections: Array.from({ length: 6 }, (_, room) => ({
      title: `Room ${room + 1}`,
      lines: Array.from({ length: Math.ceil(lines / 6) }, (_, index) => ({
        item: `Wardrobe, sliding, 6 x 7 ft (${room}.${index})`,
        description: 'BWP plywood carcass, acrylic shutters, soft-close hinges',
        quantity: 42.5,
        unit: 'sq ft',
        ratePaise: 185_050 + index,
      })),
    })),
    discount: { kind: 'percent', basisPoints: 500 },
    siteState: 'karnataka',
    paymentSchedule: DEFAULT_PAYMENT_SCHEDULE,
    validUntil: '2026-12-11',
    exclusions: 'Civil work and painting.',
    terms: 'Prices include delivery and installation.\nDesigns are final once signed off.',
  };
  content.sections.at(-1)!.lines.length -= Math.ceil(lines / 6) * 6 - lines;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 2,
    sentAt: '2026-11-26T06:00:00.000Z',
    content,
    totals: totalQuotation(content),
    studio: { legalName: 'Aangan Interiors LLP', address: 'HBR Layout, Bengaluru 560043', gstin: '29ABCDE1234F1Z5' },
    linkExpiresAt: null,
    linkRevokedAt: null,
    accepted: null,
  };
}

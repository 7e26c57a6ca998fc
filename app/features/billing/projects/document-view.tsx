// A GST document's page, laid out like the document itself: the studio and the customer with
// their GSTINs, the number and date, the place of supply, the line with its SAC, the tax rows
// ('CGST 9%', 'SGST 9%' or 'IGST 18%'), the total in figures and in words, 'Reverse charge: No',
// and what the document settles, acknowledges or corrects. It prints only the frozen particulars.
import { Link } from 'react-router';
import { ChevronLeft, Download } from 'lucide-react';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { formatDate } from '#app/lib/format.ts';
import { PAYMENT_MODE_LABELS } from '#db/enums.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import type { DocumentParticulars, PrintedTax } from '#app/features/billing/documents.server.ts';

const cell = 'px-3 py-2';
const money = 'px-3 py-2 text-right tabular-nums';

export function DocumentView({ id, projectId, particulars: doc }: { id: string; projectId: string; particulars: DocumentParticulars }) {
  const taxes: Array<[string, number]> = [];
  const add = (name: string, tax: PrintedTax) => {
    if (tax) taxes.push([`${name} ${tax.ratePercent}%`, tax.amountPaise]);
  };
  for (const line of doc.lines) {
    add('CGST', line.cgst);
    add('SGST', line.sgst);
    add('IGST', line.igst);
  }
  return (
    <article aria-labelledby="document-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={`/admin/customer-projects/${projectId}`} className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink">
          <ChevronLeft aria-hidden="true" className="size-4" /> The project
        </Link>
        <a href={`/admin/documents/${id}/pdf`} className={buttonClasses({ variant: 'outline', size: 'sm' })} download>
          <Download aria-hidden="true" /> Download PDF
        </a>
      </div>
      <div className="flex flex-col gap-6 rounded-lg border border-line bg-surface p-6 shadow-soft">
        <header className="flex flex-wrap justify-between gap-4">
          <div>
            <p className="font-semibold">{doc.studio.legalName}</p>
            <p className="text-sm whitespace-pre-line">{doc.studio.address}</p>
            <p className="text-sm">GSTIN: {doc.studio.gstin}</p>
          </div>
          <div className="text-right">
            <h2 id="document-heading" className="text-2xl">
              {doc.title}
            </h2>
            <p className="text-sm">No. {doc.number}</p>
            <p className="text-sm">Date: {formatDate(doc.issuedOn)}</p>
          </div>
        </header>
        <div className="flex flex-wrap justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {doc.title === 'Receipt voucher' ? 'Received from' : 'Billed to'}
            </p>
            <p className="font-semibold">{doc.customer.name}</p>
            <p className="text-sm whitespace-pre-line">{doc.customer.address}</p>
            {doc.customer.gstin ? <p className="text-sm">GSTIN: {doc.customer.gstin}</p> : null}
          </div>
          <div className="text-sm sm:text-right">
            <p>Place of supply: {doc.placeOfSupply.label}</p>
            <p>Reverse charge: {doc.reverseCharge}</p>
          </div>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-sand/60 text-xs tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className={cell}>
                  Description
                </th>
                <th scope="col" className={cell}>
                  SAC
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Taxable value
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {doc.lines.map((line, index) => (
                <tr key={index}>
                  <td className={cell}>{line.description}</td>
                  <td className={cell}>{line.sac}</td>
                  <td className={money}>{formatPaise(line.taxablePaise)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-line">
              <tr>
                <th scope="row" colSpan={2} className={cell}>
                  Taxable value
                </th>
                <td className={money}>{formatPaise(doc.taxablePaise)}</td>
              </tr>
              {taxes.map(([name, paise]) => (
                <tr key={name}>
                  <th scope="row" colSpan={2} className={cell}>
                    {name}
                  </th>
                  <td className={money}>{formatPaise(paise)}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <th scope="row" colSpan={2} className={cell}>
                  Total
                </th>
                <td className={money}>{formatPaise(doc.totalPaise)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="text-sm">Amount in words: {doc.totalInWords}</p>
        {doc.payment ? (
          <p className="text-sm">
            Received on {formatDate(doc.payment.receivedOn)} by {PAYMENT_MODE_LABELS[doc.payment.mode]}
            {doc.payment.reference ? `, reference ${doc.payment.reference}` : ''}.
          </p>
        ) : null}
        {doc.corrects ? (
          <p className="text-sm">
            Corrects tax invoice {doc.corrects.number} of {formatDate(doc.corrects.issuedOn)}: {doc.corrects.reason}
          </p>
        ) : null}
        {doc.settles.length > 0 ? (
          <section aria-labelledby="settles-heading" className="text-sm">
            <h3 id="settles-heading" className="font-semibold">
              Receipt vouchers settled
            </h3>
            <ul className="mt-1 list-disc pl-5">
              {doc.settles.map((voucher) => (
                <li key={voucher.number}>
                  {voucher.number} of {formatDate(voucher.issuedOn)}: {formatPaise(voucher.totalPaise)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

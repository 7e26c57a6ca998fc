import type { Estimate } from '#app/features/pricing/estimate.ts';
import { formatRupees } from '#app/features/pricing/money.ts';

/** The estimate line by line: each item with its quantity and rate, the subtotal, the offers and the total. */
export function EstimateBreakdown({ estimate, caption = 'Breakdown' }: { estimate: Estimate; caption?: string }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left font-sans text-base font-semibold text-ink">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {estimate.items.map((line) => (
          <tr key={line.item} className="border-t border-line align-top">
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              <span className="block text-ink">{line.item}</span>
              <span className="block text-xs text-ink-muted">
                {line.quantity.toLocaleString('en-IN')} {line.unit} × {formatRupees(line.rate)}
              </span>
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatRupees(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-line">
          <th scope="row" className="py-2 pr-3 text-left font-medium">
            Subtotal
          </th>
          <td className="py-2 text-right tabular-nums">{formatRupees(estimate.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-1 pr-3 text-left font-normal text-success">
            Offer: {estimate.offer.label}
          </th>
          <td className="py-1 text-right whitespace-nowrap text-success tabular-nums">{formatRupees(estimate.offer.amount)}</td>
        </tr>
        <tr className="border-t border-line">
          <th scope="row" className="py-2 pr-3 text-left font-semibold">
            Estimate
          </th>
          <td className="py-2 text-right font-semibold tabular-nums">{formatRupees(estimate.total)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-1 pr-3 text-left font-normal text-success">
            {estimate.earlyBooking.label}
          </th>
          <td className="py-1 text-right whitespace-nowrap text-success tabular-nums">{formatRupees(estimate.earlyBooking.amount)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-1 pr-3 text-left font-normal text-ink-muted">
            If you book within 24 hours
          </th>
          <td className="py-1 text-right text-ink-muted tabular-nums">{formatRupees(estimate.earlyBooking.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

import type { Estimate } from '#app/features/pricing/estimate.ts';
import { formatRupees, PLUS_GST } from '#app/features/pricing/money.ts';

/** How each kind of sum under the items is set: its row, its label and its amount. */
const SUM_STYLES = {
  subtotal: { row: 'border-t border-line', label: 'py-2 pr-3 text-left font-medium', amount: 'py-2 text-right tabular-nums' },
  saving: {
    row: undefined,
    label: 'py-1 pr-3 text-left font-normal text-success',
    amount: 'py-1 text-right whitespace-nowrap text-success tabular-nums',
  },
  total: { row: 'border-t border-line', label: 'py-2 pr-3 text-left font-semibold', amount: 'py-2 text-right font-semibold tabular-nums' },
  aside: { row: undefined, label: 'py-1 pr-3 text-left font-normal text-ink-muted', amount: 'py-1 text-right text-ink-muted tabular-nums' },
} as const;

function SumRow({ kind, label, amount }: { kind: keyof typeof SUM_STYLES; label: string; amount: number }) {
  const style = SUM_STYLES[kind];
  return (
    <tr className={style.row}>
      <th scope="row" className={style.label}>
        {label}
      </th>
      <td className={style.amount}>{formatRupees(amount)}</td>
    </tr>
  );
}

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
        <SumRow kind="subtotal" label="Subtotal" amount={estimate.subtotal} />
        <SumRow kind="saving" label={`Offer: ${estimate.offer.label}`} amount={estimate.offer.amount} />
        <SumRow kind="total" label={`Estimate, ${PLUS_GST}`} amount={estimate.total} />
        <SumRow kind="saving" label={estimate.earlyBooking.label} amount={estimate.earlyBooking.amount} />
        <SumRow kind="aside" label={`If you book within 24 hours, ${PLUS_GST}`} amount={estimate.earlyBooking.total} />
      </tfoot>
    </table>
  );
}

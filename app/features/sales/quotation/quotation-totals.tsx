// A quotation's totals as the customer's page and the editor show them: the subtotal, the
// discount, each tax with its rounding, the total. Each term and its amount are one group of the
// list. Light enough for the customer's page: no zod, no admin code (see quotation-format.ts).
import { cn } from '#app/components/ui/cn.ts';
import { formatPaise, formatRounding } from '#app/features/sales/quotation/quotation-format.ts';
import type { QuotationTotals } from '#app/features/sales/quotation/quotation.ts';

export function QuotationTotalsList({
  totals,
  className,
  totalClassName,
}: {
  totals: QuotationTotals;
  /** The list's type size ('text-sm' in the editor). */
  className?: string;
  /** How the 'Total' line stands out. */
  totalClassName: string;
}) {
  return (
    <dl className={cn('grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums', className)}>
      <div className="contents">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatPaise(totals.subtotalPaise)}</dd>
      </div>
      {totals.discountPaise > 0 ? (
        <div className="contents">
          <dt>{totals.discountLabel}</dt>
          <dd className="text-right">−{formatPaise(totals.discountPaise)}</dd>
        </div>
      ) : null}
      {totals.taxes.map((tax) => (
        <div key={tax.label} className="contents">
          <dt>
            {tax.label}
            {tax.roundingPaise !== 0 ? <span className="text-xs text-ink-muted"> ({formatRounding(tax.roundingPaise)})</span> : null}
          </dt>
          <dd className="text-right">{formatPaise(tax.amountPaise)}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className={totalClassName}>Total</dt>
        <dd className={cn('text-right', totalClassName)} data-testid="quotation-total">
          {formatPaise(totals.totalPaise)}
        </dd>
      </div>
    </dl>
  );
}

// What a change order changes, as staff and the customer read it: each line added, removed or
// changed (with its old and new amount), and the contract's value before, the change, the new
// total. Light enough for the customer's page: no zod, no server code.
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import type { LineChange } from '#app/features/sales/quotation/quotation.ts';

/** '+₹23,600' or '−₹5,900'. */
export const signedPaise = (paise: number) => (paise < 0 ? formatPaise(paise) : `+${formatPaise(paise)}`);

const KIND_WORDS = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

export function ChangesList({ changes }: { changes: readonly LineChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-ink-muted">No line has changed yet.</p>;
  return (
    <ul className="divide-y divide-line" aria-label="What changed">
      {changes.map((change, index) => (
        <li key={index} className="flex flex-wrap justify-between gap-3 py-2" data-testid="change-line">
          <p>
            <span className="font-semibold">{KIND_WORDS[change.kind]}:</span> {change.item}
            <span className="text-sm text-ink-muted"> ({change.section})</span>
            {change.kind === 'changed' ? <span className="block text-sm text-ink-muted">{change.fields.join(', ')}</span> : null}
          </p>
          <p className="tabular-nums">
            {change.kind === 'changed' ? (
              <>
                <span className="text-ink-muted line-through">{formatPaise(change.fromPaise)}</span> {formatPaise(change.toPaise)}
              </>
            ) : change.kind === 'removed' ? (
              <span className="line-through">{formatPaise(change.amountPaise)}</span>
            ) : (
              formatPaise(change.amountPaise)
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The contract's values around a change order. */
export function ChangeValues({
  originalPaise,
  previousPaise,
  deltaPaise,
  newTotalPaise,
}: {
  originalPaise: number;
  /** The contract's value before this change (the original when it is the first). */
  previousPaise: number;
  deltaPaise: number;
  newTotalPaise: number;
}) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
      <dt>Original value</dt>
      <dd className="text-right">{formatPaise(originalPaise)}</dd>
      {previousPaise !== originalPaise ? (
        <>
          <dt>Value before this change</dt>
          <dd className="text-right">{formatPaise(previousPaise)}</dd>
        </>
      ) : null}
      <dt>This change</dt>
      <dd className="text-right" data-testid="change-delta">
        {signedPaise(deltaPaise)}
      </dd>
      <dt className="font-semibold">New total</dt>
      <dd className="text-right font-semibold" data-testid="change-new-total">
        {formatPaise(newTotalPaise)}
      </dd>
    </dl>
  );
}

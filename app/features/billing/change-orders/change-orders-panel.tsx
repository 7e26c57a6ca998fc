// The project page's 'Change orders': each one's number, status and difference, and 'Change order'
// for the members who may send one.
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { formatDate } from '#app/lib/format.ts';
import type { ChangeOrderStatus } from '#db/enums.ts';
import { signedPaise } from '#app/features/billing/change-orders/change-order-view.tsx';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';

export const CHANGE_ORDER_STATUS_LABELS: Record<ChangeOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent, awaiting the customer',
  accepted: 'Accepted',
  withdrawn: 'Withdrawn',
};

export type ChangeOrdersPanelItem = {
  id: string;
  number: number;
  status: ChangeOrderStatus;
  deltaPaise: number;
  totalPaise: number;
  sentAt: string | null;
  acceptedAt: string | null;
};

export function ChangeOrdersPanel({
  projectId,
  items,
  canSend,
  justSent,
}: {
  projectId: string;
  items: readonly ChangeOrdersPanelItem[];
  canSend: boolean;
  /** The number of the change order just sent, to say so. */
  justSent: number | null;
}) {
  return (
    <div className="flex flex-col gap-3">
      {justSent ? (
        <p role="status" className="rounded-md bg-success-50 p-3 text-sm text-success">
          Change order {justSent} sent: the customer has been e-mailed the link.
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">No change orders.</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface" aria-label="Change orders">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="change-order">
              <span className="font-semibold">Change order {item.number}</span>
              <span className="text-sm text-ink-muted">
                {CHANGE_ORDER_STATUS_LABELS[item.status]}
                {item.acceptedAt ? ` ${formatDate(item.acceptedAt)}` : item.sentAt ? ` (sent ${formatDate(item.sentAt)})` : ''}
              </span>
              <span className="tabular-nums">
                {signedPaise(item.deltaPaise)} <span className="text-sm text-ink-muted">→ {formatPaise(item.totalPaise)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {canSend ? (
        <Link
          to={`/admin/customer-projects/${projectId}/change-orders/new`}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'self-start' })}
        >
          <Plus aria-hidden="true" /> Change order
        </Link>
      ) : null}
    </div>
  );
}

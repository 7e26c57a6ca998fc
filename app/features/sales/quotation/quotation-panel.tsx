// The lead page's 'Quotation' panel: 'Create quotation' (from the estimate or blank), then every
// version with its total, its state and what changed line by line against the previous version
// and against the estimate; the editor, each version's PDF, 'Copy link' (the customer's link, asked
// of the server only then: decision 152) and 'Revoke link'.
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { requestQuoteLink } from '#app/features/sales/quotation/quote-link-request.ts';
import type { LeadQuotation } from '#app/features/sales/quotation/quotation-versions.server.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation.ts';
import type { LineChange } from '#app/features/sales/quotation/quotation.ts';
import { ACCEPTED_QUOTATION_TEXT } from '#app/features/sales/quotation/quotation-forms.ts';

function changeText(change: LineChange): string {
  switch (change.kind) {
    case 'added':
      return `Added ${change.item} (${change.section}), ${formatPaise(change.amountPaise)}`;
    case 'removed':
      return `Removed ${change.item} (${change.section}), ${formatPaise(change.amountPaise)}`;
    case 'changed':
      return `${change.item}: ${change.fields.join(', ')} changed, ${formatPaise(change.fromPaise)} → ${formatPaise(change.toPaise)}`;
  }
}

function Changes({ title, changes }: { title: string; changes: LineChange[] | null }) {
  if (!changes) return null;
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-ink-muted">
        {title}: {changes.length === 0 ? 'no change' : `${changes.length} ${changes.length === 1 ? 'change' : 'changes'}`}
      </summary>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((change, index) => (
          <li key={index}>{changeText(change)}</li>
        ))}
      </ul>
    </details>
  );
}

/** What another part of the admin offers beside the newest sent version while it is open (not accepted, not revoked). */
export type QuotationVersionAction = (version: { id: string; number: number }) => ReactNode;

export function QuotationPanel({
  leadId,
  quotation,
  hasEstimate,
  versionAction,
}: {
  leadId: string;
  quotation: LeadQuotation | null;
  hasEstimate: boolean;
  versionAction?: QuotationVersionAction;
}) {
  if (!quotation) {
    return (
      <Form method="post" action={`/admin/leads/${leadId}/quotation`} className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="create" />
        <button
          type="submit"
          name="from"
          value={hasEstimate ? 'estimate' : 'blank'}
          className={buttonClasses({ variant: 'primary', size: 'sm' })}
        >
          Create quotation
        </button>
        {hasEstimate ? (
          <button type="submit" name="from" value="blank" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Start blank instead
          </button>
        ) : null}
      </Form>
    );
  }
  // Once accepted, neither a new version nor 'Revoke': a change is a change order (decision 151).
  const accepted = quotation.versions.some((version) => version.accepted);
  // The customer's link is the newest sent version's (past its 90 days the server has none to give).
  const newestSent = quotation.versions.find((version) => version.sentAt);
  const linkWorks = (version: (typeof quotation.versions)[number]) => version === newestSent && !version.linkRevokedAt;
  const copyLink = async () => {
    const link = await requestQuoteLink(leadId);
    if (link && navigator.clipboard) {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: 'The customer’s link to the quotation is on the clipboard.' });
    } else {
      toast({ title: 'Error', description: 'There is no working link to copy. Send the quotation again.', variant: 'destructive' });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {accepted ? (
        <p className="text-sm text-ink-muted">{ACCEPTED_QUOTATION_TEXT}</p>
      ) : (
        <Link
          to={`/admin/leads/${leadId}/quotation`}
          className={buttonClasses({ variant: 'primary', size: 'sm', className: 'self-start' })}
        >
          {quotation.draft ? `Edit draft v${quotation.draft.number}` : 'Edit quotation (new version)'}
        </Link>
      )}
      <ol className="flex flex-col divide-y divide-line" aria-label="Quotation versions">
        {quotation.versions.map((version) => (
          <li key={version.id} className="py-2" data-testid="quotation-version">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">
                v{version.number}{' '}
                <span className="text-sm font-normal text-ink-muted">
                  {version.accepted
                    ? `Accepted by ${version.accepted.name}`
                    : version.linkRevokedAt
                      ? 'Link revoked'
                      : version.sentAt
                        ? 'Sent'
                        : 'Draft'}
                </span>
              </span>
              <span className="tabular-nums">{formatPaise(version.totals.totalPaise)}</span>
            </div>
            <Changes title="Against the previous version" changes={version.changesFromPrevious} />
            <Changes title="Against the estimate" changes={version.changesFromEstimate} />
            <div className="mt-1 flex flex-wrap gap-3 text-sm">
              <a className="text-brass-700 underline" href={`/admin/leads/${leadId}/quotation/v/${version.number}/pdf`}>
                PDF of v{version.number}
              </a>
              {linkWorks(version) ? (
                <button type="button" className="text-brass-700 underline" onClick={() => void copyLink()}>
                  Copy link
                </button>
              ) : null}
              {versionAction && version === newestSent && !version.linkRevokedAt && !accepted ? versionAction(version) : null}
              {version.sentAt && !version.linkRevokedAt && !accepted ? (
                <Form method="post" action={`/admin/leads/${leadId}/quotation`}>
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="number" value={version.number} />
                  <button type="submit" className="text-danger underline">
                    Revoke link to v{version.number}
                  </button>
                </Form>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

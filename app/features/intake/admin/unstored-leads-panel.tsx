import { TriangleAlert } from 'lucide-react';
import { formatCount, formatDateTime } from '#app/lib/format.ts';
import type { UnstoredLeadView } from '#app/features/intake/unstored-leads.server.ts';

/** The fields of a spool line a person can act on, when the line can be read at all. */
function readableFields(content: string): Array<[string, string]> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return null;
  }
  const lead = (parsed as { lead?: Record<string, unknown> } | null)?.lead;
  if (!lead || typeof lead !== 'object') return null;
  const labels: Array<[string, string]> = [
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['service', 'Service'],
    ['location', 'Location'],
    ['message', 'Message'],
    ['source', 'Source'],
    ['createdAt', 'Received'],
  ];
  const fields = labels.flatMap(([key, label]): Array<[string, string]> => {
    const value = lead[key];
    if (typeof value !== 'string' || value === '') return [];
    return [[label, key === 'createdAt' && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : value]];
  });
  return fields.length > 0 ? fields : null;
}

/**
 * 'Leads that could not be stored' (decision 057): enquiries the site acknowledged but the database
 * refused, or whose spool line could not be read. Shown only when there are any; each is kept
 * word for word so staff can reach the person.
 */
export function UnstoredLeadsPanel({ total, items }: { total: number; items: UnstoredLeadView[] }) {
  if (total === 0) return null;
  return (
    <section aria-labelledby="unstored-leads-heading" className="rounded-lg border border-danger/40 bg-danger-50 p-4 sm:p-5">
      <div>
        <div>
          <h3 id="unstored-leads-heading" className="flex items-start gap-2 font-semibold text-ink">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            <span>Leads that could not be stored ({formatCount(total)})</span>
          </h3>
          <p className="mt-1 text-sm text-ink">
            These enquiries reached the site but could not be saved as leads. Each is kept here as it arrived: reach the person from what
            you can read, then add them as a lead yourself.
          </p>
          <ul className="mt-4 flex flex-col gap-3">
            {items.map((item) => {
              const fields = readableFields(item.content);
              return (
                <li key={item.id} className="rounded-md border border-line bg-surface p-3 text-sm">
                  <p className="font-medium text-ink">
                    {item.kind === 'refused' ? 'Refused by the database' : 'Unreadable'} · found {formatDateTime(item.foundAt)}
                  </p>
                  <p className="mt-1 text-ink-muted">
                    <span className="font-medium text-ink">Reason:</span> {item.reason}
                  </p>
                  {fields ? (
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                      {fields.map(([label, value]) => (
                        <div key={label} className="contents">
                          <dt className="text-ink-muted">{label}</dt>
                          <dd className="break-words whitespace-pre-wrap text-ink">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  <details className="mt-2">
                    <summary className="cursor-pointer text-brass-800 underline underline-offset-4">Content as received</summary>
                    <pre className="mt-2 max-h-64 overflow-auto rounded bg-sand p-2 text-xs break-all whitespace-pre-wrap">
                      {item.content}
                    </pre>
                  </details>
                </li>
              );
            })}
          </ul>
          {total > items.length ? (
            <p className="mt-3 text-sm text-ink-muted">
              Showing the newest {formatCount(items.length)} of {formatCount(total)}. The rest are in the unstored_leads table.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

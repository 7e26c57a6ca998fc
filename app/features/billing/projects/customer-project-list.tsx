// 'Projects': each accepted quotation's project, newest first, with its customer, contract value
// (original and current), the amounts invoiced, received and due, and the next milestone.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, FolderKanban } from 'lucide-react';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { TableHeader } from '#app/components/ui/table-header.tsx';
import { formatCount } from '#app/lib/format.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import type { ProjectListRow } from '#app/features/billing/projects.server.ts';

export const CUSTOMER_PROJECT_COLUMNS = ['Customer', 'Contract value', 'Invoiced', 'Received', 'Due', 'Next milestone'] as const;

type Listed = Omit<ProjectListRow, 'createdAt'> & { createdAt: string | Date };

export function CustomerProjectList({ rows, total, page, pageSize }: { rows: Listed[]; total: number; page: number; pageSize: number }) {
  const first = (page - 1) * pageSize + 1;
  const last = first + rows.length - 1;
  return (
    <TabSection
      id="customer-projects-heading"
      title="Projects"
      intro="A project for every accepted quotation: its milestones, payments and GST documents."
    >
      {rows.length === 0 ? (
        <EmptyState icon={FolderKanban} boxed>
          {page > 1 ? 'No projects on this page.' : 'No projects yet. A project starts when a customer accepts a quotation.'}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-soft">
          <table className="w-full text-left text-sm">
            <TableHeader columns={CUSTOMER_PROJECT_COLUMNS} cellClassName="px-4" />
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3 font-medium">
                    <Link to={`/admin/customer-projects/${row.id}`} className="text-terracotta underline-offset-4 hover:underline">
                      {row.customerName}
                    </Link>
                  </td>
                  <td className="px-4 py-3 tabular-nums">
                    {formatPaise(row.currentValuePaise)}
                    {row.originalValuePaise !== row.currentValuePaise ? (
                      <span className="block text-xs text-ink-muted">Original {formatPaise(row.originalValuePaise)}</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 tabular-nums">{formatPaise(row.invoicedPaise)}</td>
                  <td className="px-4 py-3 tabular-nums">{formatPaise(row.receivedPaise)}</td>
                  <td className="px-4 py-3 tabular-nums">{formatPaise(row.duePaise)}</td>
                  <td className="px-4 py-3">
                    {row.nextMilestone ? (
                      <>
                        {row.nextMilestone.label} <span className="tabular-nums">{formatPaise(row.nextMilestone.amountPaise)}</span>
                      </>
                    ) : (
                      <span className="text-ink-muted">All paid</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav
            aria-label="Project pages"
            className="flex flex-col items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm sm:flex-row"
          >
            <p className="text-ink-muted">
              Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)} {total === 1 ? 'project' : 'projects'}
            </p>
            <div className="flex gap-2">
              <PageLink href={`?page=${page - 1}`} disabled={page <= 1} label="Previous page">
                <ChevronLeft aria-hidden="true" /> Previous
              </PageLink>
              <PageLink href={`?page=${page + 1}`} disabled={last >= total} label="Next page">
                Next <ChevronRight aria-hidden="true" />
              </PageLink>
            </div>
          </nav>
        </div>
      )}
    </TabSection>
  );
}

function PageLink({ href, disabled, label, children }: { href: string; disabled: boolean; label: string; children: ReactNode }) {
  const classes = buttonClasses({ variant: 'outline', size: 'sm' });
  if (disabled)
    return (
      <span aria-disabled="true" className={cn(classes, 'opacity-50')}>
        {children}
      </span>
    );
  return (
    <Link to={href} aria-label={label} className={classes}>
      {children}
    </Link>
  );
}

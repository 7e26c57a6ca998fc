// On the lead's page once its quotation is accepted: 'Project', its current value and what is due.
import { Link } from 'react-router';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';

export function LeadProjectLink({ project }: { project: { id: string; currentValuePaise: number; duePaise: number } }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border border-line bg-sand/40 px-3 py-2 text-sm">
      <Link to={`/admin/customer-projects/${project.id}`} className="font-semibold text-terracotta underline-offset-4 hover:underline">
        Project
      </Link>
      <span>Current value {formatPaise(project.currentValuePaise)}</span>
      <span>Due {formatPaise(project.duePaise)}</span>
    </p>
  );
}

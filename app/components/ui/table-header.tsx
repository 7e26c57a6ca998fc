import { cn } from '#app/components/ui/cn.ts';

/** The header row of an admin table: one column heading per name. */
export function TableHeader({ columns, cellClassName }: { columns: readonly string[]; cellClassName?: string }) {
  return (
    <thead className="bg-sand/60 text-xs tracking-wide text-ink-muted uppercase">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={cn('py-3 font-semibold', cellClassName)}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

import { cn } from '#app/components/ui/cn.ts';

/** The header row of an admin table: one column heading per name (`className`: the row group's own, say to hide it on a phone). */
export function TableHeader({
  columns,
  cellClassName,
  className,
}: {
  columns: readonly string[];
  cellClassName?: string;
  className?: string;
}) {
  return (
    <thead className={cn('bg-sand/60 text-xs tracking-wide text-ink-muted uppercase', className)}>
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

import { company } from '#content/company.ts';
import { Icon } from '#app/components/ui/icon.tsx';

type Row = { topic: string; us: string; typical: string };

/** 'Why homeowners choose us': our way next to the usual way, topic by topic. */
export function ComparisonTable({ rows }: { rows: readonly Row[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-surface shadow-soft">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">How {company.name} compares with a typical contractor</caption>
        <thead className="hidden bg-charcoal text-white sm:table-header-group">
          <tr>
            <th scope="col" className="w-1/5 px-6 py-4 text-sm font-semibold">
              <span className="sr-only">Topic</span>
            </th>
            <th scope="col" className="px-6 py-4 text-sm font-semibold text-brass-300">
              {company.name}
            </th>
            <th scope="col" className="px-6 py-4 text-sm font-semibold text-white/80">
              Typical contractor
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.topic} className="grid sm:table-row">
              <th scope="row" className="px-6 pt-5 font-display text-lg font-semibold sm:py-5">
                {row.topic}
              </th>
              <td className="px-6 py-2 sm:py-5">
                <span className="flex gap-2">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-sage-700" />
                  <span>
                    <span className="font-semibold sm:sr-only">{company.name}: </span>
                    {row.us}
                  </span>
                </span>
              </td>
              <td className="px-6 pt-1 pb-5 text-ink-muted sm:py-5">
                <span className="flex gap-2">
                  <Icon name="minus" className="mt-1 size-4 shrink-0" />
                  <span>
                    <span className="font-semibold sm:sr-only">Typical contractor: </span>
                    {row.typical}
                  </span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

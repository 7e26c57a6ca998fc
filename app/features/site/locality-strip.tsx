import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon.tsx';

/** Every locality page, as a wrap of links. */
export function LocalityStrip({ locations }: { locations: readonly { slug: string; name: string }[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-2.5">
      {locations.map((location) => (
        <li key={location.slug}>
          <Link
            to={`/locations/${location.slug}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-surface px-4 text-[0.9375rem] text-ink transition-colors hover:border-brass-300 hover:bg-brass-50"
          >
            <Icon name="map-pin" className="size-4 text-brass-700" />
            {location.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

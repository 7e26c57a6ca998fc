import { formatDateTime, TIME_ZONE } from '#app/lib/format.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

const STUDIO_ZONES = new Set([TIME_ZONE, 'Asia/Calcutta']);

let knownZone: string | null | undefined;

/** The browser's own time zone, when it is not the studio's; null in India. Read once per page. */
function browserZone(): string | null {
  if (knownZone === undefined) {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    knownZone = zone && !STUDIO_ZONES.has(zone) ? zone : null;
  }
  return knownZone;
}

/**
 * A moment as staff read it: in India time as the server renders it, and, once the page runs in
 * a browser set to another time zone, in that zone with its name (a member travelling sees their
 * own clock). The machine-readable instant is in `dateTime` either way.
 */
export function LocalTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  const zone = hydrated ? browserZone() : null;
  const text = zone
    ? new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
        timeZoneName: 'short',
      }).format(new Date(iso))
    : formatDateTime(iso);
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}

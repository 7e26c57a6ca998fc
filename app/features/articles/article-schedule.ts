// The dialog's 'Publish at' and 'Unpublish at' are read and shown in India time (no daylight
// saving, UTC+05:30) whatever the browser's own zone; the database keeps the moment in UTC.

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** '2026-11-26T10:30' (a datetime-local input's value, India time) as a moment, or null when it is not one. */
export function fromIndiaLocal(value: string): Date | null {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - INDIA_OFFSET_MS;
  const moment = new Date(utc);
  // 2026-02-31 rolls over to March: not a date the writer meant.
  return toIndiaLocal(moment) === match[0] ? moment : null;
}

/** A moment as a datetime-local input's value in India time ('2026-11-26T10:30'). */
export function toIndiaLocal(moment: Date | string): string {
  const shifted = new Date(new Date(moment).getTime() + INDIA_OFFSET_MS);
  return shifted.toISOString().slice(0, 16);
}

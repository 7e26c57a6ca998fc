// Working-hours arithmetic for the first-response clock: the clock runs only inside the studio's
// working hours (by default Monday to Saturday, 10:00 to 19:00 India time). Pure: no database, no
// clock of its own. A window may run across midnight (22:00 to 06:00 belongs to the day it starts).
import { TZDate } from '@date-fns/tz';

export type WorkingHours = {
  /** Working weekdays, 0 (Sunday) to 6 (Saturday). */
  days: readonly number[];
  /** When a working day starts and ends, 'HH:MM' in `timeZone`; an end at or before the start runs into the next day. */
  start: string;
  end: string;
  /** An IANA time zone ('Asia/Kolkata'). */
  timeZone: string;
};

export const DEFAULT_WORKING_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5, 6], start: '10:00', end: '19:00', timeZone: 'Asia/Kolkata' };

const MINUTE = 60_000;
/** How far ahead a window is looked for: a year and a bit, so a calendar without working days ends. */
const HORIZON_DAYS = 400;

function clock(value: string): { hours: number; minutes: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new RangeError(`Not a time of day: ${value}`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** The working windows [start, end) in milliseconds, in order, from the one that may contain `from`. */
function* windows(from: Date, hours: WorkingHours): Generator<[number, number]> {
  const start = clock(hours.start);
  const end = clock(hours.end);
  const overnight = end.hours * 60 + end.minutes <= start.hours * 60 + start.minutes;
  const local = new TZDate(from.getTime(), hours.timeZone);
  const [year, month, date] = [local.getFullYear(), local.getMonth(), local.getDate()];
  // From the day before: an overnight window that started yesterday may still be open.
  for (let offset = -1; offset <= HORIZON_DAYS; offset += 1) {
    const opens = new TZDate(year, month, date + offset, start.hours, start.minutes, hours.timeZone);
    if (!hours.days.includes(opens.getDay())) continue;
    const closes = new TZDate(year, month, date + offset + (overnight ? 1 : 0), end.hours, end.minutes, hours.timeZone);
    yield [opens.getTime(), closes.getTime()];
  }
}

const DAY = 24 * 60 * MINUTE;
/** How many windows a day's list keeps: 'Respond within' up to this many working days is answered from it. */
const KEPT_WINDOWS = 40;
const keptWindows = new Map<string, Array<[number, number]>>();

/**
 * The working windows that may hold any moment of `from`'s UTC day, kept per day and hours: every
 * lead of a day asks for the same ones, and each window costs two time-zone conversions. They
 * start a day before the day (whose local date is never later than any of its moments'), so the
 * windows `windows(from)` gives come in the list in the same order, after ones that closed before
 * `from`. Past the kept ones, the caller goes on from `windows`.
 */
function windowsOfDay(from: Date, hours: WorkingHours): Array<[number, number]> {
  const day = Math.floor(from.getTime() / DAY);
  const key = `${hours.timeZone} ${hours.start} ${hours.end} ${hours.days.join(',')} ${day}`;
  let kept = keptWindows.get(key);
  if (!kept) {
    kept = [];
    for (const window of windows(new Date((day - 1) * DAY), hours)) {
      kept.push(window);
      if (kept.length === KEPT_WINDOWS) break;
    }
    if (keptWindows.size >= 64) keptWindows.clear();
    keptWindows.set(key, kept);
  }
  return kept;
}

/**
 * The moment `minutes` of working time after `from` ('Respond within' from a lead's arrival):
 * from outside the hours, the clock starts when they next open. Null without any working day.
 */
export function addWorkingMinutes(from: Date, minutes: number, hours: WorkingHours = DEFAULT_WORKING_HOURS): Date | null {
  const at = from.getTime();
  let remaining = Math.max(0, minutes) * MINUTE;
  const kept = windowsOfDay(from, hours);
  for (const [opens, closes] of kept) {
    if (closes <= at) continue;
    const begin = Math.max(opens, at);
    if (remaining <= closes - begin) return new Date(begin + remaining);
    remaining -= closes - begin;
  }
  // Beyond the kept windows (or none at all): from the start, window by window.
  if (kept.length < KEPT_WINDOWS) return null;
  remaining = Math.max(0, minutes) * MINUTE;
  for (const [opens, closes] of windows(from, hours)) {
    if (closes <= at) continue;
    const begin = Math.max(opens, at);
    if (remaining <= closes - begin) return new Date(begin + remaining);
    remaining -= closes - begin;
  }
  return null;
}

/** Working minutes between two moments (0 when `to` is not after `from`): how long a first response took. */
export function workingMinutesBetween(from: Date, to: Date, hours: WorkingHours = DEFAULT_WORKING_HOURS): number {
  const [a, b] = [from.getTime(), to.getTime()];
  let total = 0;
  for (const [opens, closes] of windows(from, hours)) {
    if (opens >= b) break;
    total += Math.max(0, Math.min(closes, b) - Math.max(opens, a));
  }
  return total / MINUTE;
}

// The date range of 'Reports' (decision 072): whole days in India time, by default the last 12 weeks
// (this week and the eleven before it, from a Monday to today), at most a year. Browser-safe: the
// range form checks it with this schema before asking, and the loader again.
import { tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, isValid, parse, startOfWeek, subWeeks } from 'date-fns';
import { z } from 'zod';
import { TIME_ZONE } from '#app/lib/format.ts';

const studioZone = tz(TIME_ZONE);
export const DAY_FORMAT = 'yyyy-MM-dd';
export const REPORT_DEFAULT_WEEKS = 12;
/** A year, leap day included: the weekly chart stays readable (53 bars at most). */
export const REPORT_MAX_DAYS = 366;

export type ReportRange = { from: string; to: string };

export const RANGE_TEXTS = {
  missing: 'Choose a day.',
  invalid: 'Enter a real date, like 2026-09-01.',
  order: 'The last day must be on or after the first day.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days. Choose a shorter range.`,
} as const;

/** A 'yyyy-MM-dd' calendar day as a date in India time, or null when it is not a real day. */
export function parseDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = parse(value, DAY_FORMAT, new Date(), { in: studioZone });
  return isValid(day) && day.getFullYear() >= 2000 && day.getFullYear() <= 2100 ? day : null;
}

const day = z
  .string({ error: RANGE_TEXTS.missing })
  .trim()
  .min(1, RANGE_TEXTS.missing)
  .refine((value) => parseDay(value) !== null, RANGE_TEXTS.invalid);

export const reportRangeSchema = z.object({ from: day, to: day }).superRefine(({ from, to }, context) => {
  const first = parseDay(from);
  const last = parseDay(to);
  if (!first || !last) return;
  if (last < first) context.addIssue({ code: 'custom', path: ['to'], message: RANGE_TEXTS.order });
  else if (differenceInCalendarDays(last, first) + 1 > REPORT_MAX_DAYS)
    context.addIssue({ code: 'custom', path: ['from'], message: RANGE_TEXTS.tooLong });
});

/** Today in India time, 'yyyy-MM-dd'. */
export function studioToday(now = new Date()): string {
  return format(now, DAY_FORMAT, { in: studioZone });
}

/** The default range: from the Monday eleven weeks before this week's, to today. */
export function defaultReportRange(now = new Date()): ReportRange {
  const monday = startOfWeek(now, { weekStartsOn: 1, in: studioZone });
  return { from: format(subWeeks(monday, REPORT_DEFAULT_WEEKS - 1), DAY_FORMAT, { in: studioZone }), to: studioToday(now) };
}

/** The Monday of every week the range touches, oldest first ('yyyy-MM-dd'). */
export function weeksOf(range: ReportRange): string[] {
  const first = parseDay(range.from);
  const last = parseDay(range.to);
  if (!first || !last) return [];
  const weeks: string[] = [];
  for (let monday = startOfWeek(first, { weekStartsOn: 1, in: studioZone }); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(format(monday, DAY_FORMAT, { in: studioZone }));
  }
  return weeks;
}

const labelFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'Nov 17' for '2026-11-17' (a calendar day: no time zone can move it). */
export function shortDay(value: string): string {
  return labelFormat.format(new Date(`${value}T00:00:00Z`));
}

/** 'November 17, 2026' for '2026-11-17'. */
export function longDay(value: string): string {
  return longFormat.format(new Date(`${value}T00:00:00Z`));
}

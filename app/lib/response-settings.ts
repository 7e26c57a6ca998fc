// The first-response clock's two team settings (decision 113): 'Respond within' (minutes of
// working time) and 'Working hours' (the working days and a window of India time). One zod schema
// reads the form in the browser and again in the action; another reads what team_settings holds.
// Browser-safe. The lead store (intake) stamps each new lead's due time with them and the sales
// side's reminders read them, so they live here, beside the working-hours arithmetic.
import { z } from 'zod';
import { TIME_ZONE } from '#app/lib/format.ts';
import { DEFAULT_WORKING_HOURS } from '#app/lib/working-hours.ts';
import type { WorkingHours } from '#app/lib/working-hours.ts';

/** The team_settings key the two settings are kept under, as one value. */
export const RESPONSE_SETTINGS_KEY = 'first-response';

/** 'Respond within' is at most a day of working time. */
export const RESPOND_WITHIN_MAX = 1440;

export type ResponseSettings = {
  /** 'Respond within': minutes of working time from the enquiry. */
  respondWithinMinutes: number;
  /** 'Working hours', in India time. */
  hours: WorkingHours;
};

export const DEFAULT_RESPONSE_SETTINGS: ResponseSettings = { respondWithinMinutes: 15, hours: DEFAULT_WORKING_HOURS };

/** The week as the form shows it, Monday first: [weekday number (0 is Sunday), label]. */
export const WEEK: ReadonlyArray<readonly [number, string]> = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
];

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;
const RESPOND_WITHIN_ERROR = `Enter a whole number of minutes from 1 to ${RESPOND_WITHIN_MAX}.`;
const DAYS_ERROR = 'Choose at least one working day.';

/** A time field: 'HH:MM' (what `<input type="time">` sends), seconds dropped if a browser adds them. */
const time = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .transform((value) => value.slice(0, 5))
    .pipe(z.string().regex(timeOfDay, missing));

/**
 * The form: 'Respond within' (`respondWithin`), the working days (`days`, one checkbox each, the
 * weekday's number) and the hours (`start`, `end`). An end at or before the start runs past
 * midnight; the same time for both is the whole day.
 */
export const responseSettingsSchema = z.object({
  respondWithin: z
    .string({ error: RESPOND_WITHIN_ERROR })
    .trim()
    .regex(/^\d{1,4}$/, RESPOND_WITHIN_ERROR)
    .transform(Number)
    .pipe(z.number().int().min(1, RESPOND_WITHIN_ERROR).max(RESPOND_WITHIN_MAX, RESPOND_WITHIN_ERROR)),
  days: z
    .union([z.string(), z.array(z.string())], { error: DAYS_ERROR })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    // One message for the whole group of checkboxes, whichever value is wrong.
    .pipe(z.array(z.string()).refine((days) => days.length > 0 && days.every((day) => /^[0-6]$/.test(day)), DAYS_ERROR)),
  start: time('Enter when the working day starts (hours and minutes).'),
  end: time('Enter when the working day ends (hours and minutes).'),
});

export type ResponseSettingsForm = z.output<typeof responseSettingsSchema>;

/** The form's values as the settings. */
export function fromForm(value: ResponseSettingsForm): ResponseSettings {
  return {
    respondWithinMinutes: value.respondWithin,
    hours: {
      days: [...new Set(value.days.map(Number))].sort((a, b) => a - b),
      start: value.start,
      end: value.end,
      timeZone: TIME_ZONE,
    },
  };
}

/** What team_settings holds under RESPONSE_SETTINGS_KEY. */
export const storedResponseSettingsSchema = z.object({
  respondWithinMinutes: z.number().int().min(1).max(RESPOND_WITHIN_MAX),
  days: z.array(z.number().int().min(0).max(6)).min(1),
  start: z.string().regex(timeOfDay),
  end: z.string().regex(timeOfDay),
});
export type StoredResponseSettings = z.output<typeof storedResponseSettingsSchema>;

export function toStored(settings: ResponseSettings): StoredResponseSettings {
  const { respondWithinMinutes, hours } = settings;
  return { respondWithinMinutes, days: [...hours.days], start: hours.start, end: hours.end };
}

/** The stored value as the settings; the defaults when there is none or it cannot be read. */
export function fromStored(value: unknown): ResponseSettings {
  const parsed = storedResponseSettingsSchema.safeParse(value);
  if (!parsed.success) return DEFAULT_RESPONSE_SETTINGS;
  const { respondWithinMinutes, days, start, end } = parsed.data;
  return { respondWithinMinutes, hours: { days, start, end, timeZone: TIME_ZONE } };
}

/** The working hours in words: 'Monday to Saturday, 10:00 to 19:00 India time'. */
export function describeWorkingHours(hours: WorkingHours): string {
  const order = WEEK.filter(([day]) => hours.days.includes(day)).map(([, label]) => label);
  const consecutive = WEEK.map(([day]) => (hours.days.includes(day) ? '1' : '0'))
    .join('')
    .match(/^0*1+0*$/);
  const days =
    order.length === 7 ? 'Every day' : order.length > 2 && consecutive ? `${order[0]} to ${order[order.length - 1]}` : order.join(', ');
  const window = hours.start === hours.end ? 'all day' : `${hours.start} to ${hours.end}`;
  return `${days}, ${window} India time`;
}

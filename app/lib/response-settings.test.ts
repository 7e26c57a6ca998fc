// The first-response settings' one schema (the Team screen's form and its action), and what
// team_settings holds read back.
import { describe, expect, it } from 'vitest';
import { parseForm } from '#app/lib/parse-form.ts';
import {
  DEFAULT_RESPONSE_SETTINGS,
  describeWorkingHours,
  fromForm,
  fromStored,
  responseSettingsSchema,
  toStored,
} from '#app/lib/response-settings.ts';

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const weekdays = ['1', '2', '3', '4', '5', '6'].map((day): [string, string] => ['days', day]);

describe("'Respond within' and 'Working hours'", () => {
  it('reads a good form as the settings, in India time', () => {
    const submission = parseForm(
      form([['respondWithin', ' 20 '], ...weekdays, ['days', '1'], ['start', '09:30'], ['end', '18:30:00']]),
      responseSettingsSchema,
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(fromForm(submission.value)).toEqual({
      respondWithinMinutes: 20,
      hours: { days: [1, 2, 3, 4, 5, 6], start: '09:30', end: '18:30', timeZone: 'Asia/Kolkata' },
    });
  });

  it('takes one working day, and hours across midnight', () => {
    const submission = parseForm(
      form([
        ['respondWithin', '1'],
        ['days', '0'],
        ['start', '22:00'],
        ['end', '06:00'],
      ]),
      responseSettingsSchema,
    );
    expect(submission.status).toBe('success');
  });

  it.each([
    ['no minutes', [['respondWithin', ''], ...weekdays], 'respondWithin', 'Enter a whole number of minutes from 1 to 1440.'],
    ['zero minutes', [['respondWithin', '0'], ...weekdays], 'respondWithin', 'Enter a whole number of minutes from 1 to 1440.'],
    ['a day and a minute', [['respondWithin', '1441'], ...weekdays], 'respondWithin', 'Enter a whole number of minutes from 1 to 1440.'],
    ['a fraction', [['respondWithin', '7.5'], ...weekdays], 'respondWithin', 'Enter a whole number of minutes from 1 to 1440.'],
    ['no working day', [['respondWithin', '15']], 'days', 'Choose at least one working day.'],
    [
      'a day that is none',
      [
        ['respondWithin', '15'],
        ['days', '7'],
      ],
      'days',
      'Choose at least one working day.',
    ],
  ] as Array<[string, Array<[string, string]>, string, string]>)('refuses %s', (_, entries, field, message) => {
    const submission = parseForm(form([...entries, ['start', '10:00'], ['end', '19:00']]), responseSettingsSchema);
    expect(submission.status).toBe('error');
    expect(submission.reply().error?.[field]).toEqual([message]);
  });

  it('refuses a time of day that is none', () => {
    const submission = parseForm(form([['respondWithin', '15'], ...weekdays, ['start', '24:00'], ['end', '7pm']]), responseSettingsSchema);
    expect(submission.reply().error).toMatchObject({
      start: ['Enter when the working day starts (hours and minutes).'],
      end: ['Enter when the working day ends (hours and minutes).'],
    });
  });

  it('reads back what it stored, and the defaults from nothing or from something it cannot read', () => {
    const settings = {
      respondWithinMinutes: 30,
      hours: { days: [1, 3, 5], start: '22:00', end: '06:00', timeZone: 'Asia/Kolkata' },
    };
    expect(fromStored(JSON.parse(JSON.stringify(toStored(settings))))).toEqual(settings);
    expect(fromStored(undefined)).toEqual(DEFAULT_RESPONSE_SETTINGS);
    expect(fromStored({ respondWithinMinutes: 0, days: [], start: 'noon', end: '' })).toEqual(DEFAULT_RESPONSE_SETTINGS);
  });

  it('says the hours in words', () => {
    expect(describeWorkingHours(DEFAULT_RESPONSE_SETTINGS.hours)).toBe('Monday to Saturday, 10:00 to 19:00 India time');
    expect(describeWorkingHours({ ...DEFAULT_RESPONSE_SETTINGS.hours, days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '00:00' })).toBe(
      'Every day, all day India time',
    );
    expect(describeWorkingHours({ ...DEFAULT_RESPONSE_SETTINGS.hours, days: [1, 3, 5] })).toBe(
      'Monday, Wednesday, Friday, 10:00 to 19:00 India time',
    );
  });
});

// The first-response clock's arithmetic: inside the hours, evenings, weekends, across midnight.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addWorkingMinutes, DEFAULT_WORKING_HOURS, workingMinutesBetween } from '#app/lib/working-hours.ts';
import type { WorkingHours } from '#app/lib/working-hours.ts';

/** A moment given in India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const inIst = (moment: Date | null) =>
  moment ? new Date(moment.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ') : null;

// 26 November 2026 is a Thursday: the 28th a Saturday, the 29th a Sunday, the 30th a Monday.
describe('addWorkingMinutes (Monday to Saturday, 10:00 to 19:00 India time)', () => {
  it('counts inside the hours', () => {
    expect(inIst(addWorkingMinutes(ist('2026-11-30T10:05'), 15))).toBe('2026-11-30 10:20');
    expect(inIst(addWorkingMinutes(ist('2026-11-30T18:45'), 15))).toBe('2026-11-30 19:00');
  });

  it('carries an evening enquiry over to the next morning', () => {
    expect(inIst(addWorkingMinutes(ist('2026-11-30T18:50'), 15))).toBe('2026-12-01 10:05');
    expect(inIst(addWorkingMinutes(ist('2026-11-30T22:30'), 15))).toBe('2026-12-01 10:15');
  });

  it('starts the clock at opening for an early enquiry', () => {
    expect(inIst(addWorkingMinutes(ist('2026-12-01T07:00'), 15))).toBe('2026-12-01 10:15');
    expect(inIst(addWorkingMinutes(ist('2026-12-01T07:00'), 0))).toBe('2026-12-01 10:00');
  });

  it('skips Sunday', () => {
    expect(inIst(addWorkingMinutes(ist('2026-11-28T18:55'), 15))).toBe('2026-11-30 10:10');
    expect(inIst(addWorkingMinutes(ist('2026-11-29T12:00'), 15))).toBe('2026-11-30 10:15');
    // Twice the time (escalation) from Saturday evening.
    expect(inIst(addWorkingMinutes(ist('2026-11-28T18:55'), 30))).toBe('2026-11-30 10:25');
  });

  it('runs over several days when the time is longer than a day', () => {
    expect(inIst(addWorkingMinutes(ist('2026-11-27T18:00'), 9 * 60 + 60 + 30))).toBe('2026-11-30 10:30');
  });
});

describe('working hours across midnight (22:00 to 06:00, Monday to Saturday)', () => {
  const night: WorkingHours = { ...DEFAULT_WORKING_HOURS, start: '22:00', end: '06:00' };

  it('keeps counting past midnight inside one window', () => {
    expect(inIst(addWorkingMinutes(ist('2026-11-30T23:50'), 15, night))).toBe('2026-12-01 00:05');
  });

  it('finds the window that opened the evening before', () => {
    expect(inIst(addWorkingMinutes(ist('2026-12-01T03:00'), 15, night))).toBe('2026-12-01 03:15');
    expect(inIst(addWorkingMinutes(ist('2026-12-01T05:55'), 15, night))).toBe('2026-12-01 22:10');
  });

  it("closes Saturday night's window on Sunday morning, and opens again on Monday night", () => {
    expect(inIst(addWorkingMinutes(ist('2026-11-29T05:50'), 15, night))).toBe('2026-11-30 22:05');
  });
});

describe('every day, all day (the same time for start and end)', () => {
  const always: WorkingHours = { ...DEFAULT_WORKING_HOURS, days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '00:00' };

  it('counts straight through the night and the weekend', () => {
    expect(inIst(addWorkingMinutes(ist('2026-11-29T23:55'), 15, always))).toBe('2026-11-30 00:10');
    expect(inIst(addWorkingMinutes(ist('2026-11-28T03:00'), 1, always))).toBe('2026-11-28 03:01');
    expect(workingMinutesBetween(ist('2026-11-28T22:00'), ist('2026-11-29T02:00'), always)).toBe(240);
  });

  it('counts two days of 24 hours from a window that opened at another hour', () => {
    const fromTen: WorkingHours = { ...always, start: '10:00', end: '10:00' };
    expect(inIst(addWorkingMinutes(ist('2026-11-30T09:30'), 60, fromTen))).toBe('2026-11-30 10:30');
    expect(inIst(addWorkingMinutes(ist('2026-11-30T09:30'), 2 * 24 * 60, fromTen))).toBe('2026-12-02 09:30');
  });
});

describe('workingMinutesBetween', () => {
  it('counts only working time', () => {
    expect(workingMinutesBetween(ist('2026-11-30T10:00'), ist('2026-11-30T10:45'))).toBe(45);
    expect(workingMinutesBetween(ist('2026-11-28T18:00'), ist('2026-11-30T11:00'))).toBe(120);
    expect(workingMinutesBetween(ist('2026-11-30T19:30'), ist('2026-12-01T09:00'))).toBe(0);
    expect(workingMinutesBetween(ist('2026-11-30T12:00'), ist('2026-11-30T11:00'))).toBe(0);
  });

  it('agrees with addWorkingMinutes', () => {
    const from = ist('2026-11-28T17:20');
    const due = addWorkingMinutes(from, 200)!;
    expect(workingMinutesBetween(from, due)).toBe(200);
  });
});

describe('without working days', () => {
  it('never falls due', () => {
    expect(addWorkingMinutes(ist('2026-11-30T10:00'), 15, { ...DEFAULT_WORKING_HOURS, days: [] })).toBeNull();
  });

  it('refuses a time of day that is not one', () => {
    expect(() => addWorkingMinutes(ist('2026-11-30T10:00'), 15, { ...DEFAULT_WORKING_HOURS, start: '25:00' })).toThrow(RangeError);
  });
});

describe('the windows kept per day', () => {
  it('give what counting window by window gives, for any moment, hours and length (the long ones go past the kept windows)', () => {
    const hoursArb = fc.record({
      days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      start: fc.constantFrom('00:00', '09:30', '10:00', '22:00'),
      end: fc.constantFrom('06:00', '10:00', '18:45', '19:00', '23:59'),
      timeZone: fc.constantFrom('Asia/Kolkata', 'Europe/London', 'America/New_York'),
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 * 24 * 90 }),
        hoursArb,
        (from, minutes, hours) => {
          const due = addWorkingMinutes(from, minutes, hours);
          if (due === null) {
            // Only when the working time of the next 400 days and more falls short (one short day a week).
            expect(workingMinutesBetween(from, new Date(from.getTime() + 402 * 24 * 3_600_000), hours)).toBeLessThan(minutes);
            return;
          }
          expect(workingMinutesBetween(from, due, hours)).toBeCloseTo(minutes, 6);
          // Nothing earlier would do: a minute less of the clock ends no later.
          if (minutes > 0) expect(addWorkingMinutes(from, minutes - 1, hours)!.getTime()).toBeLessThan(due.getTime());
        },
      ),
      { numRuns: 300 },
    );
  });
});

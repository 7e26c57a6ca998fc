import { describe, expect, it } from 'vitest';
import { defaultReportRange, longDay, shortDay, studioToday, weeksOf } from '#app/features/sales/reports/report-range.ts';
import { axisTicks } from '#app/features/sales/reports/charts.tsx';
import { duration, percent } from '#app/features/sales/reports/report-format.ts';

describe('report dates', () => {
  it('starts the default range eleven Mondays before this week’s and ends it today, in India', () => {
    // Sunday 22 November 2026, 20:00 UTC is Monday 23 November 01:30 in India.
    const now = new Date('2026-11-22T20:00:00Z');
    expect(studioToday(now)).toBe('2026-11-23');
    expect(defaultReportRange(now)).toEqual({ from: '2026-09-07', to: '2026-11-23' });
    expect(weeksOf(defaultReportRange(now))).toHaveLength(12);
  });

  it('lists the Monday of every week a range touches', () => {
    expect(weeksOf({ from: '2026-11-04', to: '2026-11-16' })).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(shortDay('2026-11-02')).toBe('Nov 2');
    expect(longDay('2026-11-02')).toBe('November 2, 2026');
  });
});

describe('report figures', () => {
  it('picks round steps for the chart’s axis', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(9)).toEqual([0, 5, 10]);
    expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('says rates and durations the way staff read them', () => {
    expect(percent(1, 8)).toBe('13%');
    expect(percent(1, 40)).toBe('2.5%');
    expect(percent(0, 0)).toBe('–');
    expect(duration(45)).toBe('45 min');
    expect(duration(200)).toBe('3 h 20 min');
    expect(duration(24 * 60 + 60 * 4)).toBe('1 day 4 h');
  });
});

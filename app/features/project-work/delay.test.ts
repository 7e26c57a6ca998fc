import { describe, expect, it } from 'vitest';
import { currentStage, daysBetween, delayLabel, indiaToday, moveInLateness, projectDelay, stageLateness } from './delay.ts';

const stage = (plannedOn: string | null, actualOn: string | null = null) => ({ plannedOn, actualOn });

describe('a project’s delay', () => {
  it('takes today in India, which turns at 18:30 UTC', () => {
    expect(indiaToday(new Date('2026-11-29T18:29:59Z'))).toBe('2026-11-29');
    expect(indiaToday(new Date('2026-11-29T18:30:00Z'))).toBe('2026-11-30');
  });

  it('counts whole calendar days, across months and leap days', () => {
    expect(daysBetween('2026-11-29', '2026-12-02')).toBe(3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-02', '2026-11-29')).toBe(-3);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it('finds a stage late by its actual date, or by today while it is not reached', () => {
    expect(stageLateness(stage('2026-11-20', '2026-11-25'), '2026-11-29')).toBe(5);
    expect(stageLateness(stage('2026-11-20', '2026-11-18'), '2026-11-29')).toBe(0);
    expect(stageLateness(stage('2026-11-20'), '2026-11-29')).toBe(9);
    expect(stageLateness(stage('2026-12-20'), '2026-11-29')).toBe(0);
    expect(stageLateness(stage(null, '2026-11-25'), '2026-11-29')).toBe(0);
  });

  it('finds the move-in late by the last stage, by today past the promise, or by a plan ending after it', () => {
    const planned = [stage('2026-11-01', '2026-11-02'), stage('2026-12-10')];
    expect(moveInLateness(planned, null, '2026-11-29')).toBe(0);
    expect(moveInLateness(planned, '2026-12-15', '2026-11-29')).toBe(0);
    expect(moveInLateness(planned, '2026-12-05', '2026-11-29')).toBe(5);
    expect(moveInLateness(planned, '2026-11-25', '2026-11-29')).toBe(15);
    expect(moveInLateness([stage('2026-11-01', '2026-11-02'), stage('2026-12-10', '2026-12-18')], '2026-12-15', '2027-01-30')).toBe(3);
    expect(moveInLateness([stage('2026-11-01', '2026-11-02'), stage('2026-12-10', '2026-12-12')], '2026-12-15', '2027-01-30')).toBe(0);
  });

  it('says the largest lateness, or On track', () => {
    const today = '2026-11-29';
    expect(projectDelay({ stages: [], moveInOn: null, today })).toEqual({ kind: 'on-track' });
    expect(projectDelay({ stages: [stage('2026-11-20', '2026-11-20'), stage('2026-12-20')], moveInOn: '2026-12-31', today })).toEqual({
      kind: 'on-track',
    });
    expect(projectDelay({ stages: [stage('2026-11-20', '2026-11-23'), stage('2026-11-26')], moveInOn: '2026-12-31', today })).toEqual({
      kind: 'delayed',
      days: 3,
    });
    expect(delayLabel(projectDelay({ stages: [stage('2026-11-28')], moveInOn: null, today }))).toBe('Delayed by 1 day');
    expect(delayLabel(12)).toBe('Delayed by 12 days');
    expect(delayLabel({ kind: 'on-track' })).toBe('On track');
  });

  it('works on the first stage not reached', () => {
    expect(
      currentStage([
        { ...stage(null, '2026-11-01'), label: 'A' },
        { ...stage(null), label: 'B' },
      ])?.label,
    ).toBe('B');
    expect(currentStage([stage(null, '2026-11-01')])).toBeNull();
  });
});

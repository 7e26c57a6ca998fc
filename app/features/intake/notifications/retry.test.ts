import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, nextRetryDelay, reportsFailure } from '#app/features/intake/notifications/retry.ts';

const HOUR = 3_600_000;
const created = new Date('2026-11-20T10:00:00Z');

describe('when a failed notification is tried again', () => {
  it('waits 30 s after the first failure, doubling up to an hour, then hourly', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 12].map((attempts) =>
      nextRetryDelay({ attempts, createdAt: created }, DEFAULT_RETRY, created.getTime()),
    );
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, HOUR, HOUR]);
  });

  it('gives up once the next try would come more than 3 days after the lead', () => {
    const job = { attempts: 80, createdAt: created };
    expect(nextRetryDelay(job, DEFAULT_RETRY, created.getTime() + 71 * HOUR)).toBe(HOUR);
    expect(nextRetryDelay(job, DEFAULT_RETRY, created.getTime() + 71 * HOUR + 1)).toBeNull();
  });

  it('writes a failed attempt to the timeline on attempts 1, 2, 4, ... 64 and the final one only', () => {
    const reported = Array.from({ length: 100 }, (_, index) => index + 1).filter((attempt) => reportsFailure(attempt, false));
    expect(reported).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(reportsFailure(77, true)).toBe(true);
  });
});

// When a failed notification is tried again (decisions 022, 080): 30 s doubling to 1 h, then hourly,
// until the job is 3 days old.

export type RetryPolicy = {
  /** Wait after the first failure; doubles with every further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A job still failing this long after it was created is marked failed. */
  giveUpAfterMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 3 * 24 * 3_600_000 };

export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/** How long to wait after a failed attempt, or null when the job has run out of time and failed for good. */
export function nextRetryDelay(job: { attempts: number; createdAt: Date }, policy: RetryPolicy, now = Date.now()): number | null {
  const delay = retryDelayMs(job.attempts, policy);
  return now - job.createdAt.getTime() + delay > policy.giveUpAfterMs ? null : delay;
}

/**
 * Whether a failed attempt is written to the lead's timeline: the 1st, 2nd, 4th, 8th, ... 64th
 * and the final one, so a notification retried hourly for days does not bury the timeline.
 */
export function reportsFailure(attempt: number, final: boolean): boolean {
  return final || (attempt <= 64 && (attempt & (attempt - 1)) === 0);
}

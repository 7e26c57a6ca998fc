import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Poller } from '#app/features/intake/notifications/poller.ts';

describe('the worker poller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A poller over a run that reports `handled[i]` on its i-th call and records when it ran. */
  function poller(handled: number[] = []) {
    const runs: number[] = [];
    let release: (() => void) | undefined;
    const started = performance.now();
    const created = new Poller({
      run: async () => {
        runs.push(Math.round(performance.now() - started));
        if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return handled[runs.length - 1] ?? 0;
      },
      pollMs: 5000,
      fullRun: 20,
      wakeDelayMs: 100,
      onError: () => {},
    });
    return { created, runs, finishFirst: () => release?.() };
  }

  it('looks at start, then every poll interval, and sooner when woken', async () => {
    const { created, runs, finishFirst } = poller();
    created.start();
    await vi.advanceTimersByTimeAsync(0);
    finishFirst();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual([0, 5000]);
    await vi.advanceTimersByTimeAsync(1000);
    created.wake();
    created.wake(); // a burst goes together
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toEqual([0, 5000, 6100]);
    await created.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(3);
  });

  it('never runs twice at once: a wake-up during a run looks again soon after it', async () => {
    const { created, runs, finishFirst } = poller();
    created.start();
    await vi.advanceTimersByTimeAsync(0);
    created.wake();
    created.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([0]);
    finishFirst();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toEqual([0, 1100]);
    await created.stop();
  });

  it('goes on at once after a full run (more may be due)', async () => {
    const { created, runs, finishFirst } = poller([20, 20, 3]);
    created.start();
    await vi.advanceTimersByTimeAsync(0);
    finishFirst();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4900);
    expect(runs).toHaveLength(3);
    await created.stop();
  });
});

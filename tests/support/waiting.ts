// Waiting in tests for work that happens on its own time (the job engine, a worker, a server).
export { setTimeout as wait } from 'node:timers/promises';

/** Waits until `check` holds, looking every 50 ms, at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

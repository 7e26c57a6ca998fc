// Runs a piece of work again and again, one run at a time: every `pollMs`, at once while runs
// come back full (more may be waiting), and soon after a wake-up (things that arrive together
// are handled together).

export type PollerOptions = {
  /** Resolves with how many items the run handled. */
  run: () => Promise<number>;
  pollMs: number;
  /** A run that handled this many may have left more: the next one starts at once. */
  fullRun: number;
  /** How long after a wake-up the next run starts. */
  wakeDelayMs: number;
  onError: (error: unknown) => void;
};

export class Poller {
  readonly #options: PollerOptions;
  #timer: NodeJS.Timeout | undefined;
  /** When the timer fires (performance.now()). */
  #dueAt = Infinity;
  #running: Promise<number> | null = null;
  /** Woken during a run: look again soon after it. */
  #wokenWhileRunning = false;
  #stopped = false;

  constructor(options: PollerOptions) {
    this.#options = options;
  }

  start(): void {
    this.#schedule(0);
  }

  /** Runs within `wakeDelayMs` (or keeps an earlier run that is due already). */
  wake(): void {
    if (this.#running) this.#wokenWhileRunning = true;
    else this.#schedule(this.#options.wakeDelayMs);
  }

  /** No further runs; waits a moment for one in progress. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    if (this.#running) await Promise.race([this.#running.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 500))]);
  }

  #schedule(delayMs: number): void {
    const at = performance.now() + delayMs;
    if (this.#stopped || (this.#timer && this.#dueAt <= at)) return;
    clearTimeout(this.#timer);
    this.#dueAt = at;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#tick();
    }, delayMs);
  }

  async #tick(): Promise<void> {
    if (this.#running) {
      this.#wokenWhileRunning = true;
      return;
    }
    let handled = 0;
    try {
      this.#running = this.#options.run();
      handled = await this.#running;
    } catch (error) {
      this.#options.onError(error);
    } finally {
      this.#running = null;
    }
    const woken = this.#wokenWhileRunning;
    this.#wokenWhileRunning = false;
    this.#schedule(handled >= this.#options.fullRun ? 0 : woken ? this.#options.wakeDelayMs : this.#options.pollMs);
  }
}

// The clock a test moves (decision 149). Only a test harness sets TEST_CLOCK_FILE: the process's
// time then runs the file's `offsetMs` ahead of the real clock. `Date` (and with it the embedded
// database's `now()`, which asks `Date.now()`) reads the shifted time; timers still count real
// time. The file is read at start and watched, so a test that writes a larger offset moves a
// running server forward, and a server started again on the same folder keeps the time it had.
// The clock only moves forward. Imported by server/index.ts before anything else of the app.
import fs from 'node:fs';
import { announceClockMoved } from '#app/lib/test-clock.server.ts';

const file = process.env.TEST_CLOCK_FILE;

function readOffset(from: string): number {
  try {
    const { offsetMs } = JSON.parse(fs.readFileSync(from, 'utf8')) as { offsetMs?: unknown };
    return typeof offsetMs === 'number' && Number.isFinite(offsetMs) && offsetMs > 0 ? offsetMs : 0;
  } catch {
    return 0;
  }
}

if (file) {
  const RealDate = Date;
  const realNow = () => RealDate.now();
  let offset = readOffset(file);
  class TestClockDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(realNow() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return realNow() + offset;
    }
  }
  globalThis.Date = TestClockDate as DateConstructor;
  fs.watchFile(file, { interval: 100, persistent: false }, () => {
    const next = readOffset(file);
    if (next <= offset) return;
    offset = next;
    announceClockMoved();
  });
  console.warn(`Test clock: this process's time follows ${file} (now ${offset} ms ahead). Never set TEST_CLOCK_FILE in production.`);
}

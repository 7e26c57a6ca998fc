// When a test moves the server's clock (server/test-clock.ts, decision 149), what runs on the
// minute (the reminder sweep, scheduled publishing) runs at once, as it would have in the time
// that passed. Kept on globalThis: the server and the app build each bundle their own copy of this
// module. Without a test clock nothing ever calls the listeners.
type Listener = () => void;

const registry = globalThis as typeof globalThis & { [key: symbol]: Set<Listener> | undefined };
const KEY = Symbol.for('aangan.test-clock.listeners');

function listeners(): Set<Listener> {
  return (registry[KEY] ??= new Set());
}

/** Calls `listener` each time a test moves the clock forward; returns the function that stops it. */
export function onClockMoved(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function announceClockMoved(): void {
  for (const listener of listeners()) listener();
}

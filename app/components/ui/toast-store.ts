// Framework-free toast store: read with useSyncExternalStore, unit-testable in plain Node.

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast ('Undo'): it runs `onClick` and closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
};

export type ToastData = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
};

type Listener = () => void;

const EMPTY: readonly ToastData[] = [];
let toasts: readonly ToastData[] = EMPTY;
let counter = 0;
const listeners = new Set<Listener>();

function setToasts(next: readonly ToastData[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any visible one (product rule: at most one at a time). Returns its id. */
export function toast({ title, description, variant = 'default', action }: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  setToasts([{ id, title, variant, ...(description === undefined ? {} : { description }), ...(action ? { action } : {}) }]);
  return id;
}

/** Removes the toast with `id` (a no-op if it was already replaced), or every toast when called without one. */
export function dismiss(id?: string): void {
  const next = id === undefined ? EMPTY : toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) setToasts(next);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getSnapshot(): readonly ToastData[] {
  return toasts;
}

// Toasts only ever come from client interactions; the server always renders none.
export function getServerSnapshot(): readonly ToastData[] {
  return EMPTY;
}

import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getSnapshot, subscribe } from '#app/components/ui/toast-store.ts';

// The toast UI (Radix Toast) loads with the first toast, not with every page.
const Toaster = lazy(() => import('#app/components/ui/toast.tsx').then((module) => ({ default: module.Toaster })));

const hasToasts = () => getSnapshot().length > 0;

/** Render once in the root; mounts the real Toaster (and keeps it) once a toast is shown. */
export function LazyToaster() {
  const active = useSyncExternalStore(subscribe, hasToasts, () => false);
  const [mounted, setMounted] = useState(false);
  if (active && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

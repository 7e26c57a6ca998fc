import type * as React from 'react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { closeButtonClasses } from '#app/components/ui/close-button.ts';
import { cn } from '#app/components/ui/cn.ts';
import { dismiss, getServerSnapshot, getSnapshot, subscribe } from '#app/components/ui/toast-store.ts';
import type { ToastData } from '#app/components/ui/toast-store.ts';
import { Icon } from '#app/components/ui/icon.tsx';

export { toast, dismiss as dismissToast } from '#app/components/ui/toast-store.ts';
export type { ToastInput, ToastVariant } from '#app/components/ui/toast-store.ts';

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

// app/styles/theme.css has no exit keyframes, so closing reverses fade-in while a `translate` transition slides the
// toast off to the right (from wherever a swipe let go of it). The exit animation must be named
// differently from the entry one, or Radix's Presence unmounts without waiting for it.
const toastClasses = cn(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 text-ink shadow-lift',
  'transition-[translate] duration-200 ease-out touch-pan-y',
  'data-[state=open]:animate-slide-in',
  'data-[state=closed]:translate-x-[calc(100%+1.5rem)] data-[state=closed]:animate-[fade-in_200ms_ease-in_reverse_forwards]',
  'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
  'data-[swipe=cancel]:translate-x-0',
  'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  // Two attribute selectors outrank the single ones above, whatever order Tailwind emits them in.
  'data-[swipe=end]:data-[state=closed]:translate-x-[calc(100%+1.5rem)]',
);

/**
 * True once the toast has been painted. Its timer starts then, not when it mounts: on a busy
 * phone the first paint can come seconds after the mount, and a toast must not expire before
 * anyone saw it. (Two animation frames: the first runs before the paint, the second after it.)
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

function ToastItem({ item }: { item: ToastData }) {
  const destructive = item.variant === 'destructive';
  const painted = usePainted();

  // Radix keeps the toast mounted until its exit animation ends; only then drop it from the store.
  function handleAnimationEnd(event: React.AnimationEvent<HTMLLIElement>) {
    if (event.target === event.currentTarget && event.currentTarget.dataset.state === 'closed') dismiss(item.id);
  }

  return (
    <ToastPrimitive.Root
      // Foreground for every variant so screen readers announce form results straight away.
      type="foreground"
      duration={painted ? TOAST_DURATION_MS : Infinity}
      className={cn(toastClasses, destructive ? 'border-danger bg-danger-50' : 'border-line bg-surface')}
      onAnimationEnd={handleAnimationEnd}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className={cn('font-semibold', destructive && 'text-danger')}>{item.title}</ToastPrimitive.Title>
        {item.description && <ToastPrimitive.Description className="text-sm text-ink-muted">{item.description}</ToastPrimitive.Description>}
        {item.action ? (
          <ToastPrimitive.Action
            altText={item.action.label}
            onClick={item.action.onClick}
            className="mt-1 inline-flex min-h-9 w-fit items-center justify-self-start rounded-md border border-line bg-surface px-3 text-sm font-semibold text-ink transition-colors hover:bg-sand"
          >
            {item.action.label}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close aria-label="Close" className={closeButtonClasses('top-1.5 right-1.5')}>
        <Icon name="x" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Render once in the root layout; show toasts from anywhere with `toast({ title })`. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX} label="Notification">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
      {/* Phones: at the top of the screen, over the navigation bar, where it covers no form's messages
          (a form's first wrong field is brought into view below it) nor the home page's action bar.
          Wider screens: the bottom right corner, beside the page's forms. */}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed inset-x-2 top-2 z-[100] m-0 flex list-none flex-col gap-2 p-0 outline-none sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6 sm:w-96"
      />
    </ToastPrimitive.Provider>
  );
}

import { cn } from '#app/components/ui/cn.ts';

/** The '×' that closes a dialog or a toast: 44 px to tap, set in its box's corner (`corner`: 'top-3 right-3'). */
export function closeButtonClasses(corner: string): string {
  return cn(
    'absolute inline-flex size-11 items-center justify-center rounded-md text-ink-muted transition-colors duration-150 hover:bg-sand hover:text-ink',
    corner,
  );
}

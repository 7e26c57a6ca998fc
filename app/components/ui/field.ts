// Shared by Input, Textarea and SelectTrigger so every field looks the same.
// text-base (16px) stops iOS Safari from zooming in on focus.
export const fieldClasses =
  'w-full min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted/70 transition-colors duration-150 hover:border-ink-muted/40 focus-visible:border-brass-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brass-700 disabled:cursor-not-allowed disabled:bg-sand disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

import { LoaderCircle } from 'lucide-react';

/** A screen's place while its data is on its way ('Loading leads...'), or when it could not be loaded. */
export function ScreenStatus({ text, loading }: { text: string; loading: boolean }) {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 rounded-lg border border-line bg-surface text-ink-muted">
      {loading ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brass-700" /> : null}
      {text}
    </div>
  );
}

import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '#app/components/ui/cn.ts';

/** What an admin list shows when it has nothing: an icon and a line saying what to do; `boxed` when it stands alone. */
export function EmptyState({ icon: Icon, boxed = false, children }: { icon: LucideIcon; boxed?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 px-6 py-16 text-center text-ink-muted',
        boxed && 'rounded-lg border border-line bg-surface',
      )}
    >
      <Icon aria-hidden="true" className="size-8 text-ink-muted/70" />
      <p>{children}</p>
    </div>
  );
}

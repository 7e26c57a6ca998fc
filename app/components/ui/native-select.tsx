import type * as React from 'react';
import { cn } from '#app/components/ui/cn.ts';
import { fieldClasses } from '#app/components/ui/field.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/**
 * The browser's own select, styled like the other fields: it works before the page's script has
 * loaded (public forms post without JavaScript) and opens the phone's native picker.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          fieldClasses,
          'cursor-pointer appearance-none pr-10 has-[option[value=""]:checked]:text-ink-muted [&>option]:text-ink',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <Icon name="chevron-down" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}

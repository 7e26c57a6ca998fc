import type * as React from 'react';
import { cn } from '#app/components/ui/cn.ts';

export type LabelProps = React.ComponentProps<'label'> & {
  /** Shows a visual marker only; put `required` on the field itself so it is announced. */
  required?: boolean;
};

/** A field's label: the browser's own element (no script needed to tie it to its field). */
export function Label({ className, required = false, children, onMouseDown, ...props }: LabelProps) {
  return (
    <label
      className={cn('inline-flex items-baseline gap-1 text-sm font-medium text-ink', className)}
      onMouseDown={(event) => {
        // A field inside the label keeps its own text selection.
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        // A double click on the words would select them; it should only focus the field.
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    >
      {children}
      {required && (
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      )}
    </label>
  );
}

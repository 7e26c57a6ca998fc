import type * as React from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '#app/components/ui/cn.ts';

export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** Shows a visual marker only; put `required` on the field itself so it is announced. */
  required?: boolean;
};

export function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root className={cn('inline-flex items-baseline gap-1 text-sm font-medium text-ink', className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      )}
    </LabelPrimitive.Root>
  );
}

import type * as React from 'react';
import { cn } from '#app/components/ui/cn.ts';
import { fieldClasses } from '#app/components/ui/field.ts';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, className)} {...props} />;
}

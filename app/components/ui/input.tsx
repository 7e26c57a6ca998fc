import type * as React from 'react';
import { cn } from './cn.ts';
import { fieldClasses } from './field.ts';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, className)} {...props} />;
}

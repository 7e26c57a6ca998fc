import type * as React from 'react';
import { cn } from './cn.ts';
import { fieldClasses } from './field.ts';

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClasses, 'min-h-24 resize-y leading-relaxed', className)} {...props} />;
}

import type * as React from 'react';
import { cn } from '#app/components/ui/cn.ts';
import { fieldClasses } from '#app/components/ui/field.ts';

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClasses, 'min-h-24 resize-y leading-relaxed', className)} {...props} />;
}

// A circle with a person's initials or a phase's number, in place of a portrait or an icon: the
// about page's team, the testimonials and the process page's phases. Screen readers skip it (the
// name or the phase's title stands next to it).
import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/cn.ts';

/** 'Kavya Ramesh' -> 'KR': the first letters of the first two words. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The circle; `className` gives its size and colours. */
export function Monogram({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={cn('inline-flex items-center justify-center rounded-full font-semibold', className)}>
      {children}
    </span>
  );
}

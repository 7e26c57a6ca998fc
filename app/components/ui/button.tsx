import type * as React from 'react';
import { cn } from '#app/components/ui/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors duration-150 select-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brass-700 text-white hover:bg-brass-800',
  secondary: 'bg-charcoal text-white hover:bg-charcoal-soft',
  outline: 'border border-line bg-surface text-ink hover:bg-sand',
  ghost: 'text-ink hover:bg-sand',
  link: 'text-brass-700 underline-offset-4 hover:text-brass-800 hover:underline',
  danger: 'bg-danger text-white hover:bg-danger/90',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-7 text-lg',
  icon: 'size-11',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  // Links are inline text, so they keep their natural height unless a size is asked for.
  const sizeClass = variant === 'link' && size === 'md' ? 'min-h-11 px-0 text-base' : sizes[size];
  return cn(base, variants[variant], sizeClass, className);
}

export type ButtonProps = React.ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button; a link that looks like one takes `buttonClasses()` instead. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props} />;
}

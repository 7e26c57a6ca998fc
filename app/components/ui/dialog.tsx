import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Button } from '#app/components/ui/button.tsx';
import { closeButtonClasses } from '#app/components/ui/close-button.ts';
import { cn } from '#app/components/ui/cn.ts';
import { Icon } from '#app/components/ui/icon.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

// Without tailwind-merge, a caller's max-w-* cannot reliably beat ours (Tailwind sorts max-w-2xl before
// max-w-lg), so the default width only applies when the caller sets none.
const hasMaxWidth = (className?: string) => /(^|\s|:)max-w-/.test(className ?? '');

export function DialogContent({ className, children, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-charcoal/60 animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          // Centred with `transform` rather than Tailwind's translate utilities: animate-scale-in animates
          // `transform: translate(-50%, -50%)`, which would stack on top of the separate `translate` property.
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] [transform:translate(-50%,-50%)] overflow-y-auto rounded-lg bg-surface p-6 text-ink shadow-lift animate-scale-in',
          !hasMaxWidth(className) && 'max-w-lg',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close aria-label="Close" className={closeButtonClasses('top-3 right-3')}>
          <Icon name="x" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('mb-5 flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}

/** A dialog's header: its title and the line under it (Radix names and describes the dialog by them). */
export function DialogHeading({
  title,
  description,
  descriptionClassName,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  descriptionClassName?: string;
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
    </DialogHeader>
  );
}

/** A dialog's buttons when it can be left without doing anything: 'Cancel' (`onCancel` closes it), then its own. */
export function DialogCancelFooter({
  onCancel,
  className,
  children,
}: {
  onCancel: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </DialogFooter>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-2xl font-semibold text-ink', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-ink-muted', className)} {...props} />;
}

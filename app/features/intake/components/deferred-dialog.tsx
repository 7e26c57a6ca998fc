import { cloneElement, lazy, Suspense, useRef, useState } from 'react';
import type { ComponentType, MouseEvent, ReactElement } from 'react';

/** What a dialog body receives: it renders the Radix Dialog itself, opened and closed from here. */
export type DialogBodyProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends focus back to the button that opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
};

type Loader<P> = () => Promise<{ default: ComponentType<P & DialogBodyProps> }>;

/**
 * A dialog whose code (Radix Dialog and the form) loads when the visitor first reaches for its
 * button — on hover, focus or touch — not with the page. The button itself is rendered at once.
 */
export function deferredDialog<P extends object>(load: Loader<P>) {
  const Body = lazy(load);
  return function DeferredDialog({ trigger, ...props }: P & { trigger: ReactElement }) {
    const [open, setOpen] = useState(false);
    const [mounted, setMounted] = useState(false);
    const button = useRef<HTMLElement>(null);
    const warm = () => void load();
    const triggerElement = cloneElement(trigger as ReactElement<Record<string, unknown>>, {
      ref: button,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onPointerEnter: warm,
      onFocus: warm,
      onTouchStart: warm,
      onClick: (event: MouseEvent) => {
        (trigger.props as { onClick?: (event: MouseEvent) => void }).onClick?.(event);
        setMounted(true);
        setOpen(true);
      },
    });
    return (
      <>
        {triggerElement}
        {mounted ? (
          <Suspense fallback={null}>
            <Body
              {...(props as P)}
              open={open}
              onOpenChange={setOpen}
              onCloseAutoFocus={(event: Event) => {
                event.preventDefault();
                button.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </>
    );
  };
}

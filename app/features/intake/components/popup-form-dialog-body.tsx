import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import type { DialogBodyProps } from '#app/features/intake/components/deferred-dialog.tsx';
import { PopupForm } from '#app/features/intake/components/popup-form.tsx';
import { replyPromise } from '#content/promises.ts';

/** The dialog itself, loaded on first use (see popup-form-dialog.tsx). */
export default function PopupFormDialogBody({ open, onOpenChange, onCloseAutoFocus }: DialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Book a Free Consultation</DialogTitle>
          <DialogDescription>Tell us about your home. A designer will get back to you {replyPromise.within}.</DialogDescription>
        </DialogHeader>
        <PopupForm onSuccess={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

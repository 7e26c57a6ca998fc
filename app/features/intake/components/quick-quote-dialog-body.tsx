import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import type { DialogBodyProps } from '#app/features/intake/components/deferred-dialog.tsx';
import { QuickQuoteForm } from '#app/features/intake/components/quick-quote-form.tsx';
import { QuickEstimate } from '#app/features/pricing/components/quick-estimate.tsx';

/** The dialog itself, loaded on first use (see quick-quote-dialog.tsx). */
export default function QuickQuoteDialogBody({ open, onOpenChange, onCloseAutoFocus }: DialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Get Your Best Price</DialogTitle>
          <DialogDescription>Share your details and our representative will call you with the best price for your home.</DialogDescription>
        </DialogHeader>
        <QuickEstimate />
        <QuickQuoteForm onSuccess={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import type { DialogBodyProps } from '#app/features/intake/components/deferred-dialog.tsx';
import { CorporateEnquiryForm } from '#app/features/intake/components/corporate-enquiry-form.tsx';
import { replyPromise } from '#content/promises.ts';

/** The dialog itself, loaded on first use (see corporate-enquiry-dialog.tsx). */
export default function CorporateEnquiryDialogBody({ open, onOpenChange, onCloseAutoFocus }: DialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Corporate Inquiry</DialogTitle>
          <DialogDescription>Tell us about your workspace. Our corporate team will contact you {replyPromise.within}.</DialogDescription>
        </DialogHeader>
        <CorporateEnquiryForm withCancel onSuccess={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

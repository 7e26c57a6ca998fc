import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import type { DialogBodyProps } from '#app/features/intake/components/deferred-dialog.tsx';
import { ServiceQuoteForm } from '#app/features/intake/components/service-quote-form.tsx';

/** The dialog itself, loaded on first use (see service-quote-dialog.tsx). */
export default function ServiceQuoteDialogBody({ service, open, onOpenChange, onCloseAutoFocus }: { service: string } & DialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Request a Quote</DialogTitle>
          <DialogDescription>
            For <span className="font-semibold text-ink">{service}</span>. Leave your details and we will get back to you with the best
            price.
          </DialogDescription>
        </DialogHeader>
        <ServiceQuoteForm service={service} onSuccess={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

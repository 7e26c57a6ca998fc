import { deferredDialog } from '#app/features/intake/components/deferred-dialog.tsx';

/** The corporate enquiry dialog; every corporate page button that opens it passes its own `trigger`. */
export const CorporateEnquiryDialog = deferredDialog<object>(
  () => import('#app/features/intake/components/corporate-enquiry-dialog-body.tsx'),
);

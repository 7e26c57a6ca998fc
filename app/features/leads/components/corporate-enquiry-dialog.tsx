import { deferredDialog } from '#app/features/leads/components/deferred-dialog.tsx';

/** The corporate enquiry dialog; every corporate page button that opens it passes its own `trigger`. */
export const CorporateEnquiryDialog = deferredDialog<object>(
  () => import('#app/features/leads/components/corporate-enquiry-dialog-body.tsx'),
);

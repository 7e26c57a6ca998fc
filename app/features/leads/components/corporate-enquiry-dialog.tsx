import { deferredDialog } from './deferred-dialog.tsx';

/** The corporate enquiry dialog; every corporate page button that opens it passes its own `trigger`. */
export const CorporateEnquiryDialog = deferredDialog<object>(() => import('./corporate-enquiry-dialog-body.tsx'));

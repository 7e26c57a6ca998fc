// The `service` the quick quote and the call-to-action form store (spec section 7): they ask for
// no service, so these name the form, not what the person wants. Its own small module: the lead
// store (server) writes them and the lead page (admin) reads past them, and no public page's
// script needs them.
export const QUICK_QUOTE_SERVICE = 'Price Calculator Request';
export const CTA_SERVICE = 'CTA Form Submission';

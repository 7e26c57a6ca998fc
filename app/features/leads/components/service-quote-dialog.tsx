import { deferredDialog } from './deferred-dialog.tsx';

/** 'Request a Quote' for one service, opened by its card's 'Get Quote' button (`trigger`). */
export const ServiceQuoteDialog = deferredDialog<{ service: string }>(() => import('./service-quote-dialog-body.tsx'));

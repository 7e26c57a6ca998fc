import { deferredDialog } from './deferred-dialog.tsx';

/** The mobile quick quote, opened by 'Calculate Your Price' (`trigger`). */
export const QuickQuoteDialog = deferredDialog<object>(() => import('./quick-quote-dialog-body.tsx'));

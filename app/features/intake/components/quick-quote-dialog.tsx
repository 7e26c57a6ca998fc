import { deferredDialog } from '#app/features/intake/components/deferred-dialog.tsx';

/** The mobile quick quote, opened by 'Calculate Your Price' (`trigger`). */
export const QuickQuoteDialog = deferredDialog<object>(() => import('#app/features/intake/components/quick-quote-dialog-body.tsx'));

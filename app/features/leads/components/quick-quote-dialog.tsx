import { deferredDialog } from '#app/features/leads/components/deferred-dialog.tsx';

/** The mobile quick quote, opened by 'Calculate Your Price' (`trigger`). */
export const QuickQuoteDialog = deferredDialog<object>(() => import('#app/features/leads/components/quick-quote-dialog-body.tsx'));

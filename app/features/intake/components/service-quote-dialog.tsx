import { deferredDialog } from '#app/features/intake/components/deferred-dialog.tsx';

/** 'Request a Quote' for one service, opened by its card's 'Get Quote' button (`trigger`). */
export const ServiceQuoteDialog = deferredDialog<{ service: string }>(
  () => import('#app/features/intake/components/service-quote-dialog-body.tsx'),
);

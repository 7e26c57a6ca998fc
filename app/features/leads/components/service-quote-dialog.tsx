import { deferredDialog } from '#app/features/leads/components/deferred-dialog.tsx';

/** 'Request a Quote' for one service, opened by its card's 'Get Quote' button (`trigger`). */
export const ServiceQuoteDialog = deferredDialog<{ service: string }>(
  () => import('#app/features/leads/components/service-quote-dialog-body.tsx'),
);

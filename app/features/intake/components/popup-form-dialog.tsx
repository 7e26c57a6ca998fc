import { deferredDialog } from '#app/features/intake/components/deferred-dialog.tsx';

/** The popup contact form, opened by the floating quote button (`trigger`). */
export const PopupFormDialog = deferredDialog<object>(() => import('#app/features/intake/components/popup-form-dialog-body.tsx'));

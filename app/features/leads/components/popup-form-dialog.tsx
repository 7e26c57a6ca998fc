import { deferredDialog } from './deferred-dialog.tsx';

/** The popup contact form, opened by the floating quote button (`trigger`). */
export const PopupFormDialog = deferredDialog<object>(() => import('./popup-form-dialog-body.tsx'));

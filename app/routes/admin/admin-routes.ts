import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { adminTabs } from '#app/routes/admin/admin-tabs.ts';

// The admin panel's routes (decision 085). Every loader and action here starts with
// requireStaff(request, permission) (decision 065), except the sign-in page, logout and the
// one-time link pages; tests/integration/admin-authorization.test.ts walks this tree as a
// visitor, a member without a role, an Editor, a Sales member, a Site member and an Admin.
export const adminRoutes: RouteConfigEntry[] = [
  route('admin-login', 'routes/admin/login.tsx'),
  // The admin frame: the staff check and the header and tab bar, drawn once for every screen.
  route('admin', 'routes/admin/layout.tsx', [
    // Catches what a screen could not show (no access, data that failed to load) inside the frame.
    layout('routes/admin/screen-frame.tsx', [
      // `/admin` and `/admin?tab=<id>`: on to the member's screen.
      index('routes/admin/home.ts'),
      // One route module per tab, from the tab list: a new tab needs no line here.
      ...adminTabs.map((tab) => route(tab.path.slice('/admin/'.length), tab.file)),
      route('leads/:leadId', 'routes/admin/lead.tsx'),
      route('leads/:leadId/quotation', 'routes/admin/quotation.tsx'),
      route('quotation-settings', 'routes/admin/quotation-settings.tsx'),
      route('payment-settings', 'routes/admin/payment-settings.tsx'),
      // 'Stage settings': the stages a new customer project starts with (decision 172).
      route('stage-settings', 'routes/admin/stage-settings.tsx'),
      // A project's site diary (decision 173).
      route('site-diary/:projectId', 'routes/admin/site-diary-project.tsx'),
      // A project's page: its form ('new' for a new one).
      route('projects/:projectId', 'routes/admin/project.tsx'),
      // A customer project's page ('Projects'), and a GST document's.
      route('customer-projects/:projectId', 'routes/admin/customer-project.tsx'),
      route('documents/:documentId', 'routes/admin/document.tsx'),
      // 'Change order' on a project: its editor (decision 166).
      route('customer-projects/:projectId/change-orders/new', 'routes/admin/change-order-new.tsx'),
      route('account', 'routes/admin/account.tsx'),
    ]),
  ]),
  // Resource routes: answers for the screens' fetchers and downloads, outside the frame.
  route('admin/logout', 'routes/admin/logout.ts'),
  route('admin/leads/export', 'routes/admin/lead-export.ts'),
  route('admin/payments/export', 'routes/admin/payments-export.ts'),
  route('admin/leads/:leadId/status', 'routes/admin/lead-status.ts'),
  route('admin/leads/:leadId/quotation/v/:number/pdf', 'routes/admin/quotation-pdf.ts'),
  route('admin/documents/:documentId/pdf', 'routes/admin/document-pdf.ts'),
  // A private file's copy (a payment's proof photo), for staff who see what owns it (decision 169).
  route('admin/private-files/:fileId/:name', 'routes/admin/private-file.ts'),
  route('admin/leads/:leadId/quotation/link', 'routes/admin/quotation-link.ts'),
  route('admin/leads/:leadId/quotation/mark-accepted', 'routes/admin/quotation-mark-accepted.ts'),
  route('admin/leads/:leadId/stage', 'routes/admin/lead-stage.ts'),
  route('admin/leads/:leadId/visits', 'routes/admin/lead-visits.ts'),
  route('admin/articles/:articleId', 'routes/admin/article.ts'),
  route('admin/articles/:articleId/revisions', 'routes/admin/article-revisions.ts'),
  route('admin/media', 'routes/admin/media-upload.ts'),
  route('admin/customer-projects/:projectId/milestones/:milestoneId/request-payment', 'routes/admin/request-payment.ts'),
  route('admin/customer-projects/:projectId/work', 'routes/admin/project-work.ts'),
  route('admin/customer-projects/:projectId/room-link', 'routes/admin/room-link.ts'),
  // One-time links and the reset request: for staff, outside the admin frame (decision 066).
  route('invite/:token', 'routes/admin/invite.tsx'),
  route('reset-password/:token', 'routes/admin/reset-password.tsx'),
  route('forgot-password', 'routes/admin/forgot-password.tsx'),
];

import { route } from '@react-router/dev/routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';

// The admin panel's routes. Every loader and action here starts with requireStaff(request,
// permission) (decision 065), except the sign-in page, logout and the one-time link pages;
// tests/integration/admin-authorization.test.ts walks this list as a visitor, a member without a
// role, an Editor, a Sales member and an Admin.
export const adminRoutes: RouteConfigEntry[] = [
  route('admin-login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/dashboard.tsx'),
  route('admin/logout', 'routes/admin/logout.ts'),
  route('admin/leads/:leadId/status', 'routes/admin/lead-status.ts'),
  route('admin/articles', 'routes/admin/articles.ts'),
  route('admin/articles/:articleId', 'routes/admin/article.ts'),
  route('admin/media', 'routes/admin/media-upload.ts'),
  route('admin/pricing', 'routes/admin/pricing.ts'),
  route('admin/team', 'routes/admin/team.ts'),
  route('admin/account', 'routes/admin/account.tsx'),
  // One-time links and the reset request: for staff, outside the dashboard (decision 066).
  route('invite/:token', 'routes/admin/invite.tsx'),
  route('reset-password/:token', 'routes/admin/reset-password.tsx'),
  route('forgot-password', 'routes/admin/forgot-password.tsx'),
  // Issue 11: a lead's own page (notes, follow-ups, assignment) and the list's 'Export CSV'.
  route('admin/leads/export', 'routes/admin/lead-export.ts'),
  route('admin/leads/:leadId', 'routes/admin/lead.tsx'),
];

import { route } from '@react-router/dev/routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';

// The admin panel's routes (issue #6 owns this list). Every loader and action here starts with
// requireAdmin(), except the sign-in page and logout; tests/integration/admin-authorization.test.ts
// walks this list as a visitor, a signed-in non-admin and an admin.
export const adminRoutes: RouteConfigEntry[] = [
  route('admin-login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/dashboard.tsx'),
  route('admin/logout', 'routes/admin/logout.ts'),
  route('admin/leads/:leadId/status', 'routes/admin/lead-status.ts'),
  route('admin/articles', 'routes/admin/articles.ts'),
  route('admin/articles/:articleId', 'routes/admin/article.ts'),
  route('admin/media', 'routes/admin/media-upload.ts'),
  route('admin/pricing', 'routes/admin/pricing.ts'),
  // Issue 11: a lead's own page (notes, follow-ups, assignment) and the list's 'Export CSV'.
  route('admin/leads/export', 'routes/admin/lead-export.ts'),
  route('admin/leads/:leadId', 'routes/admin/lead.tsx'),
];

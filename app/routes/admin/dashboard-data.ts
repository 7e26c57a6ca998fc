// The shape of the dashboard loader's answer, shared by the route and the shell.
import type { AdminUser } from '#app/features/accounts/auth.server.ts';
import type { AdminArticleRow } from '#app/features/articles/admin/articles-admin.server.ts';
import type { LeadsTabData } from '#app/features/leads/admin/leads-admin.server.ts';

export type DashboardData =
  | { user: AdminUser; tab: 'leads'; leads: LeadsTabData | null; articles: null; loadError?: boolean }
  | { user: AdminUser; tab: 'articles'; leads: null; articles: AdminArticleRow[] | null; loadError?: boolean };

export type DashboardTab = DashboardData['tab'];

// The shape of the dashboard loader's answer, shared by the route and the shell.
import type { AdminUser } from '#app/features/accounts/auth.server.ts';
import type { AdminArticleRow } from '#app/features/articles/admin/articles-admin.server.ts';
import type { LeadsTabData } from '#app/features/leads/admin/leads-admin.server.ts';
import type { PricingTabData } from '#app/features/pricing/admin/pricing-management.tsx';

export type DashboardData =
  | { user: AdminUser; tab: 'leads'; leads: LeadsTabData | null; articles: null; loadError?: boolean }
  | { user: AdminUser; tab: 'articles'; leads: null; articles: AdminArticleRow[] | null; loadError?: boolean }
  | { user: AdminUser; tab: 'pricing'; leads: null; articles: null; pricing: PricingTabData | null; loadError?: boolean };

export type DashboardTab = DashboardData['tab'];

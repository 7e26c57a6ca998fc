// The shape of the dashboard loader's answer, shared by the route and the shell: the tab shown
// and its data (null when it could not be loaded).
import type { StaffUser } from '#app/features/accounts/auth.server.ts';
import type { AdminArticleRow } from '#app/features/articles/admin/articles-admin.server.ts';
import type { LeadsTabData } from '#app/features/sales/list/lead-list.server.ts';
import type { PricingTabData } from '#app/features/pricing/admin/pricing-management.tsx';
import type { TeamTabData } from '#app/features/accounts/components/team-management.tsx';
import type { ReportsTabData } from '#app/features/sales/reports/reports.server.ts';
import type { DashboardTab } from '#app/routes/admin/admin-tabs.ts';

/** What each tab's loader hands its component (a tab missing here fails DashboardData's type). */
export type TabPayloads = {
  leads: LeadsTabData;
  articles: AdminArticleRow[];
  pricing: PricingTabData;
  team: TeamTabData;
  reports: ReportsTabData;
};

export type DashboardData = {
  [Tab in DashboardTab]: { user: StaffUser; tab: Tab; payload: TabPayloads[Tab] | null; loadError?: boolean };
}[DashboardTab];

// The shape of the dashboard loader's answer, shared by the route and the components.
import type { AdminUser } from '#app/lib/auth.server.ts';
import type { AdminArticleRow } from './articles-admin.server.ts';
import type { LeadFilters } from './lead-filters.ts';
import type { LeadCounters, LeadDetails, LeadPage } from './leads-admin.server.ts';

export type LeadsTabData = {
  filters: LeadFilters;
  page: LeadPage;
  counters: LeadCounters;
  selectedLead: LeadDetails | null;
  /** The `lead` parameter of the URL, whether or not such a lead exists. */
  requestedLead: string | null;
};

export type DashboardData =
  | { user: AdminUser; tab: 'leads'; leads: LeadsTabData | null; articles: null; loadError?: boolean }
  | { user: AdminUser; tab: 'articles'; leads: null; articles: AdminArticleRow[] | null; loadError?: boolean };

export type DashboardTab = DashboardData['tab'];

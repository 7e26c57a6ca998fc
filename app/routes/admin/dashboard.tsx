import { data, replace } from 'react-router';
import { AdminDashboard } from '#app/routes/admin/admin-dashboard.tsx';
import { listArticlesForAdmin } from '#app/features/articles/admin/articles-admin.server.ts';
import { loadLeadList } from '#app/features/sales/list/lead-list.server.ts';
import { loadReports } from '#app/features/sales/reports/reports.server.ts';
import { rateCardHistory, readRateCard } from '#app/features/pricing/rate-card.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import type { StaffUser } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db, env } from '#app/lib/services.server.ts';
import { listTeam, teamRequiresTwoStep } from '#app/features/accounts/team.server.ts';
import { canSendMail } from '#app/lib/mail.server.ts';
import { tabOf } from '#app/routes/admin/admin-tabs.ts';
import type { DashboardTab } from '#app/routes/admin/admin-tabs.ts';
import type { DashboardData, TabPayloads } from '#app/routes/admin/dashboard-data.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Admin Dashboard') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** Each tab's data, read only for a member whose role opens the tab. */
const tabLoaders: { [Tab in DashboardTab]: (params: URLSearchParams, user: StaffUser) => Promise<TabPayloads[Tab]> } = {
  leads: (params, user) => loadLeadList(db(), params, user.id),
  articles: () => listArticlesForAdmin(db()),
  pricing: async () => {
    const [rateCard, history] = await Promise.all([readRateCard(db()), rateCardHistory(db())]);
    return { rateCard, history };
  },
  team: async (_params, user) => {
    const [members, requireTwoStep] = await Promise.all([listTeam(db()), teamRequiresTwoStep(db())]);
    return { members, requireTwoStep, canEmail: canSendMail(env()), currentUserId: user.id };
  },
  reports: (params) => loadReports(db(), params),
};

/**
 * The dashboard's data for the tab in the URL: a page of leads with the counters (and the lead
 * whose details are open, `?lead=<id>`, as linked from notification e-mails), the articles, or
 * the rate card. A tab the member's role does not open sends them to their first tab.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request);
  const { logger } = getRequestInfo(context);
  const url = new URL(request.url);
  const params = url.searchParams;
  const tab = tabOf(url.search, user.role);
  if (params.has('tab') && params.get('tab') !== tab) throw replace(`/admin?tab=${tab}`, { headers: NO_STORE });
  if (!params.has('tab') && tab !== 'leads') throw replace(`/admin?tab=${tab}`, { headers: NO_STORE });

  try {
    const payload = await tabLoaders[tab](params, user);
    // A report range the form refused answers 400 with its messages (the tab shows them).
    const status = tab === 'reports' && !(payload as TabPayloads['reports']).ok ? 400 : 200;
    return data({ user, tab, payload } as DashboardData, { status, headers: NO_STORE });
  } catch (error) {
    logger.error({ err: error, tab }, 'Could not load an admin tab');
    return data({ user, tab, payload: null, loadError: true } as DashboardData, { headers: NO_STORE });
  }
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard data={loaderData} />;
}

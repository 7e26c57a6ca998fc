import { data } from 'react-router';
import { AdminDashboard } from '#app/routes/admin/admin-dashboard.tsx';
import { listArticlesForAdmin } from '#app/features/articles/admin/articles-admin.server.ts';
import { loadLeadList } from '#app/features/leads/admin/leads-admin.server.ts';
import { rateCardHistory, readRateCard } from '#app/features/pricing/rate-card.server.ts';
import { NO_STORE, requireAdmin } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Admin Dashboard') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * The dashboard's data for the tab in the URL: a page of leads with the counters (and the lead
 * whose details are open, `?lead=<id>`, as linked from notification e-mails), or the articles.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  const { logger } = getRequestInfo(context);
  const params = new URL(request.url).searchParams;

  if (params.get('tab') === 'pricing') {
    try {
      const [rateCard, history] = await Promise.all([readRateCard(db()), rateCardHistory(db())]);
      return data({ user, tab: 'pricing' as const, leads: null, articles: null, pricing: { rateCard, history } }, { headers: NO_STORE });
    } catch (error) {
      logger.error({ err: error }, 'Could not load the rate card');
      return data({ user, tab: 'pricing' as const, leads: null, articles: null, pricing: null, loadError: true }, { headers: NO_STORE });
    }
  }

  if (params.get('tab') === 'articles') {
    try {
      return data({ user, tab: 'articles' as const, articles: await listArticlesForAdmin(db()), leads: null }, { headers: NO_STORE });
    } catch (error) {
      logger.error({ err: error }, 'Could not load the admin article list');
      return data({ user, tab: 'articles' as const, articles: null, leads: null, loadError: true }, { headers: NO_STORE });
    }
  }

  try {
    const leads = await loadLeadList(db(), params);
    return data({ user, tab: 'leads' as const, leads, articles: null }, { headers: NO_STORE });
  } catch (error) {
    logger.error({ err: error }, 'Could not load the admin lead list');
    return data({ user, tab: 'leads' as const, leads: null, articles: null, loadError: true }, { headers: NO_STORE });
  }
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard data={loaderData} />;
}

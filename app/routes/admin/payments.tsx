import { data } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { may } from '#app/features/accounts/permissions.ts';
import { paymentsOverview } from '#app/features/billing/payments-screen/payments-overview.server.ts';
import { defaultExportRange } from '#app/features/billing/payments-screen/accounts-export.ts';
import { PaymentsScreen } from '#app/features/billing/payments-screen/payments-screen.tsx';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/payments';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Payments') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * GET /admin/payments?page=: 'Payments' (decision 167): due, overdue, collected this month and
 * the outstanding amount of each project by age. An Admin sees every project, Sales only their
 * own leads'; Editors are refused.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'billing.view');
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const admin = may(user.role, 'billing.admin');
  const overview = await paymentsOverview(db(), { assignedTo: admin ? null : user.id }, { page: Number.isFinite(page) ? page : 1 });
  return data({ overview, exportRange: defaultExportRange(overview.today), mayChangeSettings: admin }, { headers: NO_STORE });
}

export default function PaymentsRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentsScreen data={loaderData} />;
}

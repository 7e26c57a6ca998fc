import { data } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { leadReport, reportRangeOf } from '#app/features/sales/reports/reports.server.ts';
import { billingReport } from '#app/features/billing/payments-screen/billing-report.server.ts';
import { BillingReportFigures } from '#app/features/billing/payments-screen/billing-report.tsx';
import { ReportsScreen } from '#app/features/sales/reports/reports-screen.tsx';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/reports';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Reports') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/reports?from=&to=: 'Reports' for a range of days, with invoiced, collected and outstanding money; a range the form refuses answers 400 with its messages. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'leads');
  const asked = reportRangeOf(new URL(request.url).searchParams);
  if (!asked.ok) return data({ ...asked, billing: null }, { status: 400, headers: NO_STORE });
  // The money figures too (decision 167), over the same range, read beside the leads' ones.
  const [report, billing] = await Promise.all([leadReport(db(), asked.range), billingReport(db(), asked.range)]);
  return data({ ok: true as const, range: asked.range, report, billing }, { headers: NO_STORE });
}

export default function ReportsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ReportsScreen data={loaderData} />
      {loaderData.billing ? <BillingReportFigures report={loaderData.billing} /> : null}
    </>
  );
}

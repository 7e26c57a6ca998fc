import { data } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { may } from '#app/features/accounts/permissions.ts';
import { accountsExportSchema } from '#app/features/billing/payments-screen/accounts-export.ts';
import { accountsExportFileName, exportForAccounts } from '#app/features/billing/payments-screen/accounts-export.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/payments-export';

/**
 * GET /admin/payments/export?from=&to=: 'Export for accounts', one row per GST document issued in
 * those days (Sales: their own leads' projects'), as a CSV download; a range the form refuses
 * answers 400 with its messages.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'billing.view');
  const params = new URL(request.url).searchParams;
  const parsed = accountsExportSchema.safeParse({ from: params.get('from') ?? '', to: params.get('to') ?? '' });
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
    return data({ fieldErrors }, { status: 400, headers: NO_STORE });
  }
  const csv = await exportForAccounts(db(), parsed.data, {
    assignedTo: may(user.role, 'billing.admin') ? null : user.id,
    actorId: user.id,
  });
  return new Response(csv, {
    headers: {
      'Cache-Control': 'no-store',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${accountsExportFileName(parsed.data)}"`,
    },
  });
}

import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { parseLeadFilters } from '#app/features/leads/admin/lead-filters.ts';
import { exportFileName, exportLeadsCsv } from '#app/features/leads/admin/lead-export.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/lead-export';

/**
 * GET /admin/leads/export?q=&status=&due=&mine=: 'Export CSV', the leads the list shows with
 * these filters (every page), streamed as the browser downloads it and recorded in the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'leads');
  const { page: _page, ...filters } = parseLeadFilters(new URL(request.url).searchParams);
  const body = exportLeadsCsv(db(), { filters, actorId: user.id, logger: getRequestInfo(context).logger });
  return new Response(body, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
    },
  });
}

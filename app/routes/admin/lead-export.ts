import { requireStaff } from '#app/features/accounts/auth.server.ts';
import { parseLeadFilters } from '#app/features/sales/list/lead-filters.ts';
import { exportFileName, exportLeadsCsv } from '#app/features/sales/export/lead-export.server.ts';
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
  const csv = exportLeadsCsv(db(), { filters, actorId: user.id, logger: getRequestInfo(context).logger });
  // Compressed here rather than by the server's compression middleware, which keeps a listener
  // for every pause of a long stream (a warning, and memory, on a 200,000-lead export).
  const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  return new Response(gzip ? csv.pipeThrough(new CompressionStream('gzip')) : csv, {
    headers: {
      'Cache-Control': 'no-store, no-transform',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
    },
  });
}

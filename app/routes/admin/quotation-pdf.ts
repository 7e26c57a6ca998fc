import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { readLead } from '#app/features/sales/lead/lead-record.server.ts';
import { quotationPdf } from '#app/features/sales/quotation/quotation-pdf-store.server.ts';
import { readVersionOfLead } from '#app/features/sales/quotation/quotation-versions.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/quotation-pdf';

/** GET /admin/leads/:leadId/quotation/v/:number/pdf: a version's PDF for staff (a draft too), drawn off the request thread and kept. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, 'leads');
  const id = z.uuid().safeParse(params.leadId);
  const number = z.coerce.number().int().min(1).max(100_000).safeParse(params.number);
  const [view, version] =
    id.success && number.success
      ? await Promise.all([readLead(db(), id.data), readVersionOfLead(db(), id.data, number.data)])
      : [null, null];
  if (!view || !version)
    return new Response('No such quotation.', { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
  const bytes = await quotationPdf(db(), version, { name: view.lead.name });
  return new Response(Buffer.from(bytes), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="quotation-v${version.number}.pdf"`,
    },
  });
}

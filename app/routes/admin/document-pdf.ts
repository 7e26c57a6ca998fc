import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { documentForStaff, documentPdf } from '#app/features/billing/documents/document-pdf-store.server.ts';
import { documentFileName } from '#app/features/billing/documents/document-pdf.server.ts';
import { db } from '#app/lib/services.server.ts';
import { billingMember } from '#app/routes/admin/billing-member.ts';
import type { Route } from './+types/document-pdf';

/**
 * GET /admin/documents/:documentId/pdf: an issued GST document's A4 PDF, opened in the browser
 * ('INV-2026-27-0001.pdf'); drawn once, then the kept bytes. Admin; Sales for their leads' projects.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'billing.view');
  const id = z.uuid().safeParse(params.documentId);
  const document = id.success ? await documentForStaff(db(), id.data, billingMember(user)) : null;
  if (!document)
    return new Response('No such document.', { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
  const bytes = await documentPdf(db(), document);
  return new Response(Buffer.from(bytes), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${documentFileName(document.number)}"`,
    },
  });
}

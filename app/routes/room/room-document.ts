import { z } from 'zod';
import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { roomPdfResponse } from '#app/features/room/room-guard.server.ts';
import { roomDocumentPdf } from '#app/features/room/room-page.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import type { Route } from './+types/room-document';

/**
 * GET /room/:token/documents/:documentId: a receipt voucher, tax invoice or credit note of this
 * project as a PDF, for a device the room remembers; any other document or device 404 (decision 174).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.documentId);
  return roomPdfResponse(db(), {
    token: params.token,
    ip: getRequestInfo(context).clientIp,
    request,
    secrets: sessionSecrets(env()),
    pick: async (project) => (id.success ? roomDocumentPdf(db(), project, id.data) : null),
  });
}

import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { roomPdfResponse } from '#app/features/room/room-guard.server.ts';
import { roomQuotationPdf } from '#app/features/room/room-page.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import type { Route } from './+types/room-quotation';

/** GET /room/:token/quotation: the project's accepted quotation as a PDF, for a device the room remembers (decision 174). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return roomPdfResponse(db(), {
    token: params.token,
    ip: getRequestInfo(context).clientIp,
    request,
    secrets: sessionSecrets(env()),
    pick: (project) => roomQuotationPdf(db(), project),
  });
}

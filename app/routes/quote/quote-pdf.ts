import { customerPdfResponse } from '#app/features/sales/quotation/quotation-pdf-store.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/quote-pdf';

/** GET /quote/:token/pdf: the token holder's PDF, kept once drawn, limited per link and address (decision 151). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return customerPdfResponse(db(), { token: params.token, ip: getRequestInfo(context).clientIp });
}

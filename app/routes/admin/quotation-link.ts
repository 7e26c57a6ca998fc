import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { revealQuoteLink } from '#app/features/sales/quotation/quotation-link.server.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import type { Route } from './+types/quotation-link';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

/**
 * POST /admin/leads/:leadId/quotation/link: `{ link }`, the customer's live link to the lead's
 * newest sent quotation, or null; made only when a member asks ('Copy link', a template naming
 * {quote_link}) and audited (decision 152).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'leads');
  const id = z.uuid().safeParse(params.leadId);
  const link = id.success
    ? await revealQuoteLink(db(), { leadId: id.data, actorId: user.id, secrets: sessionSecrets(env()), siteUrl: env().SITE_URL })
    : null;
  return Response.json({ link }, { headers: NO_STORE });
}

// A lead's live quotation link, made only when a member asks for it (decision 152): 'Copy link' on
// the lead page and a WhatsApp template naming {quote_link} fetch it; no page's data carries it.
// Kept sealed since decision 117, it is unsealed here alone, and each reveal is audited.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { quotations, quotationVersions } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { unseal } from '#app/lib/seal.server.ts';
import { QUOTE_LINK_SEAL } from '#app/features/sales/quotation/quotation.server.ts';
import { quoteLink } from '#app/features/sales/quotation/quotation-mail.server.ts';

/**
 * The link to the lead's newest sent version while it works, for `actorId`; null when there is
 * none: nothing sent, sent before links were kept, revoked, past its 90 days, or sealed under
 * secrets rotated away.
 */
export async function revealQuoteLink(
  db: Database,
  {
    leadId,
    actorId,
    secrets,
    siteUrl,
    now = new Date(),
  }: { leadId: string; actorId: string; secrets: readonly string[]; siteUrl: string; now?: Date },
): Promise<string | null> {
  const [newest] = await db
    .select({
      number: quotationVersions.number,
      sealed: quotationVersions.linkSealed,
      revokedAt: quotationVersions.linkRevokedAt,
      expiresAt: quotationVersions.linkExpiresAt,
    })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .where(and(eq(quotations.leadId, leadId), isNotNull(quotationVersions.sentAt)))
    .orderBy(desc(quotationVersions.number))
    .limit(1);
  if (!newest?.sealed || newest.revokedAt || !newest.expiresAt || newest.expiresAt <= now) return null;
  const token = unseal(newest.sealed, secrets, QUOTE_LINK_SEAL);
  if (!token) return null;
  await audit(db, { actorId, action: 'quotation.link_shown', entity: 'lead', entityId: leadId, details: { number: newest.number } });
  return quoteLink(siteUrl, token);
}

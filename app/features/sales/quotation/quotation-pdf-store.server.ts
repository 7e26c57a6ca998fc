// A version's PDF as staff and the customer download it (decision 151): drawn on a worker thread,
// never on the thread that answers requests, and kept in `quotation_pdfs`, so a second download of
// an unchanged version is a read. The customer's link is limited per link and address.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { quotationPdfs } from '#db/schema.ts';
import { pdfThread } from '#app/lib/pdf-thread.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import type { RateLimit } from '#app/lib/rate-limit.server.ts';
import { openByToken } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import type { VersionView } from '#app/features/sales/quotation/quotation-versions.server.ts';

/** What the quotation's PDF thread draws: a version for its customer. */
export type QuotationPdfInput = { version: VersionView; customer: { name: string } };

const thread = pdfThread<QuotationPdfInput>(path.join('app', 'features', 'sales', 'quotation', 'quotation-pdf.worker.ts'), 'quotation PDF');

/** Draws a version's PDF on the worker thread. */
export function renderOffThread(version: VersionView, customer: { name: string }): Promise<Uint8Array> {
  return thread.render({ version, customer });
}

/** SHA-256 of everything the PDF draws: a change to any of it draws the PDF again. */
function sourceOf(version: VersionView, customer: { name: string }): string {
  const { linkExpiresAt: _expires, linkRevokedAt: _revoked, ...drawn } = version;
  return createHash('sha256')
    .update(JSON.stringify([drawn, customer.name]))
    .digest('hex');
}

/** The version's PDF: the one kept when it was drawn from the same source, else drawn now and kept. */
export async function quotationPdf(db: Database, version: VersionView, customer: { name: string }): Promise<Uint8Array> {
  const source = sourceOf(version, customer);
  const [kept] = await db
    .select({ data: quotationPdfs.data })
    .from(quotationPdfs)
    .where(and(eq(quotationPdfs.versionId, version.id), eq(quotationPdfs.source, source)));
  if (kept) return kept.data;
  const bytes = await renderOffThread(version, customer);
  await db
    .insert(quotationPdfs)
    .values({ versionId: version.id, source, data: bytes })
    .onConflictDoUpdate({ target: quotationPdfs.versionId, set: { source, data: bytes, renderedAt: new Date() } });
  return bytes;
}

/** Downloads of one link's PDF from one address, and views of its page (decision 151). */
export const QUOTE_PDF_LIMIT: RateLimit = { max: 20, windowMs: 60 * 60_000 };
export const QUOTE_PAGE_LIMIT: RateLimit = { max: 120, windowMs: 60 * 60_000 };

const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;
const plain = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/**
 * Counts one request of `ip` on the link `token` ('page' or 'pdf'); the 429 to answer when it is
 * over the limit, else null. The key holds the token's first characters only, never the link.
 */
export async function quoteLinkLimited(
  db: Database,
  { token, ip, kind, now }: { token: string; ip: string; kind: 'page' | 'pdf'; now?: Date },
): Promise<Response | null> {
  const limit = kind === 'pdf' ? QUOTE_PDF_LIMIT : QUOTE_PAGE_LIMIT;
  const hit = await hitRateLimit(db, `quote-${kind}:${token.slice(0, 12)}:${ip}`, limit, now);
  if (hit.allowed) return null;
  return plain('Too many requests for this quotation. Please try again later.', 429, { 'Retry-After': String(hit.retryAfterSeconds) });
}

/** GET /quote/:token/pdf: the token holder's PDF (not after the link's 90 days, nor once revoked unless accepted). */
export async function customerPdfResponse(db: Database, { token, ip, now }: { token: string; ip: string; now?: Date }): Promise<Response> {
  const limited = await quoteLinkLimited(db, { token, ip, kind: 'pdf', now });
  if (limited) return limited;
  const opened = await openByToken(db, token, now);
  if (!opened || opened.blocked === 'expired' || opened.blocked === 'revoked') return plain('This quotation link is not valid.', 404);
  const bytes = await quotationPdf(db, opened.version, { name: opened.customer.name });
  return new Response(Buffer.from(bytes), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="quotation-v${opened.version.number}.pdf"`,
    },
  });
}

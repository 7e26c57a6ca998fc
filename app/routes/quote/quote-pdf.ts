import { renderQuotationPdf } from '#app/features/sales/quotation/quotation-pdf.server.ts';
import { openByToken } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/quote-pdf';

const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** GET /quote/:token/pdf: the token holder's PDF (not after the link's 90 days, nor once revoked). */
export async function loader({ params }: Route.LoaderArgs) {
  const opened = await openByToken(db(), params.token);
  if (!opened || opened.blocked === 'expired' || opened.blocked === 'revoked') {
    return new Response('This quotation link is not valid.', {
      status: 404,
      headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const bytes = await renderQuotationPdf(opened.version, { name: opened.customer.name });
  return new Response(Buffer.from(bytes), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="quotation-v${opened.version.number}.pdf"`,
    },
  });
}

// Estimates made on the server: for /calculator's HTML (the same figures with or without
// JavaScript) and for the home page's quick range (/api/estimate).
import type { Database } from '#db/database.ts';
import { estimate } from '#app/features/pricing/estimate.ts';
import { estimateQuery, parseEstimateInput } from '#app/features/pricing/estimate-input.ts';
import { formatLakhRange, formatRange } from '#app/features/pricing/money.ts';
import { currentRateCard } from '#app/features/pricing/rate-card.server.ts';
import type { Logger } from '#app/lib/logger.server.ts';

/** GET /api/estimate?service=…&property=…&package=… : the range in rupees and in lakhs, or 400 with what is wrong. */
export async function quickEstimateResponse(url: URL, db: Database | null, logger: Logger): Promise<Response> {
  const parsed = parseEstimateInput(url.searchParams);
  const headers = { 'Cache-Control': 'no-store' };
  if (!parsed.ok) return Response.json({ ok: false, errors: parsed.errors }, { status: 400, headers });
  const result = estimate(parsed.input, await currentRateCard(db, logger));
  return Response.json(
    {
      ok: true,
      range: result.range,
      rupees: formatRange(result.range),
      lakhs: formatLakhRange(result.range),
      rateCardVersion: result.rateCardVersion,
      url: `/calculator?${estimateQuery(parsed.input)}`,
    },
    { headers },
  );
}

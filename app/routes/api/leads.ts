import { bodyErrorResponse, leadJsonResponse, readLeadBody, submitLead } from '#app/features/intake/leads.server.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import type { Route } from './+types/leads';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

// The lead endpoint of the enhanced forms (fetch, JSON answers). Without JavaScript the same
// forms post to /enquiry, which answers with a page.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return Response.json({ ok: false, error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } });
  }
  const body = await readLeadBody(request);
  if (!body.ok) return bodyErrorResponse(body);
  return leadJsonResponse(await submitLead(body.values, getRequestInfo(context)));
}

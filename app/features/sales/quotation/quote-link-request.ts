// The browser's side of a quotation's link on request (decision 152): asked of the server when a
// member copies it or sends it in a WhatsApp template, never part of a page's data. Browser-safe.

/** The lead's live quotation link, or null (none, or the request failed). */
export async function requestQuoteLink(leadId: string): Promise<string | null> {
  try {
    const response = await fetch(`/admin/leads/${leadId}/quotation/link`, { method: 'POST', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const { link } = (await response.json()) as { link: string | null };
    return typeof link === 'string' ? link : null;
  } catch {
    return null;
  }
}

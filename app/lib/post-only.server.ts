// Routes that only take a form post (decision 091). Without a loader, React Router answered a
// GET with 400 and logged "Unhandled error in a loader or action" at error level, so anyone could
// fill the error log with a browser's address bar. `export const loader = postOnly` answers 405.

/** The answer to a GET (or HEAD) of a POST-only route: 405 with `Allow: POST`, logged as any 4xx (info). */
export function postOnly(): Response {
  return new Response('Method Not Allowed: this address takes POST only.\n', {
    status: 405,
    headers: { Allow: 'POST', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

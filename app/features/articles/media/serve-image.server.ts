// Serves /media/<hash>.webp from the database (decision 049), so any app process answers for an
// image uploaded through any other. A name is the hash of the image's bytes: its answer never
// changes, hence a year of immutable caching and an ETag made of the name alone.
import type { Database } from '#db/database.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import { MEDIA_FILE_NAME, storedImageBytes, storedImageSize } from '#app/features/articles/media/media.server.ts';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function plainText(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

/**
 * True when If-None-Match names this ETag (or is `*`), compared weakly as RFC 9110 asks for
 * GET and HEAD. Written here rather than taken from `fresh` (Express's): one strong tag of our
 * own to compare, no dates, and no new dependency for it.
 */
function matchesETag(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The answer to GET or HEAD /media/<fileName>: the image (200, or 304 when the client holds it
 * already), or a plain 404 for a name of another shape (never looked up) or of no stored image.
 * A database failure is a 503, not the client's fault.
 * X-Content-Type-Options: nosniff comes with every response (server/security.ts).
 */
export async function serveImage(db: Database, fileName: string, request: Request, logger: Logger): Promise<Response> {
  if (!MEDIA_FILE_NAME.test(fileName)) return plainText(404, 'Not found');
  const etag = `"${fileName.slice(0, -'.webp'.length)}"`;
  const cached = { 'Cache-Control': CACHE_FOREVER, ETag: etag };
  try {
    const notModified = matchesETag(request, etag);
    if (notModified || request.method === 'HEAD') {
      const size = await storedImageSize(db, fileName);
      if (size === null) return plainText(404, 'Not found');
      if (notModified) return new Response(null, { status: 304, headers: cached });
      return new Response(null, { headers: { ...cached, 'Content-Type': 'image/webp', 'Content-Length': String(size) } });
    }
    const data = await storedImageBytes(db, fileName);
    if (!data) return plainText(404, 'Not found');
    // Both drivers hand over views of ordinary ArrayBuffers; the cast only says so to TypeScript.
    return new Response(new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), {
      headers: { ...cached, 'Content-Type': 'image/webp', 'Content-Length': String(data.byteLength) },
    });
  } catch (error) {
    logger.error({ err: error, fileName }, 'Could not read an image from the database');
    return plainText(503, 'Service unavailable', { 'Retry-After': '5', 'Cache-Control': 'no-store' });
  }
}

// Rendered article pages are the same for every anonymous visitor until an article changes, so
// a page rendered once is served again from memory (with this response's CSP nonce) for as
// long as the articles table is unchanged. The table's fingerprint is read at most every
// 250 ms per process, so an edit, unpublish or delete made by any process shows within that.
// See docs/decisions/043-article-page-cache.md.
import { sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { MiddlewareFunction } from 'react-router';
import type { Database } from '#db/database.ts';
import { articles } from '#db/schema.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';

const CHECK_INTERVAL_MS = 250;
const MAX_PAGES = 200;

type Page = { html: string; nonce: string; status: number; headers: Array<[string, string]>; version: string };

const pages = new Map<string, Page>();
const rendering = new Map<string, Promise<Page | null>>();
let fingerprint: { version: string; checkedAt: number } | null = null;
let fingerprintQuery: Promise<string> | null = null;

/** Changes whenever any article is added, edited, (un)published, (un)featured or deleted. */
export async function articlesFingerprint(database: Database): Promise<string> {
  const { id, slug, updatedAt, isPublished, isFeatured, content } = articles;
  const [row] = await database
    .select({
      version: sql<string>`md5(coalesce(string_agg(concat_ws(':', ${id}, ${slug}, ${updatedAt}, ${isPublished}, ${isFeatured}, length(${content})), ',' order by ${id}), ''))`,
    })
    .from(articles);
  return row?.version ?? '';
}

async function currentVersion(now: number): Promise<string> {
  if (fingerprint && now - fingerprint.checkedAt < CHECK_INTERVAL_MS) return fingerprint.version;
  fingerprintQuery ??= articlesFingerprint(db())
    .then((version) => {
      fingerprint = { version, checkedAt: Date.now() };
      return version;
    })
    .finally(() => {
      fingerprintQuery = null;
    });
  return fingerprintQuery;
}

/** Forgets every cached page (tests; an admin save in this process may call it too). */
export function clearArticlePageCache(): void {
  pages.clear();
  fingerprint = null;
}

function respond(page: Page, nonce: string): Response {
  // The nonce is 128 random bits in base64: it cannot occur in the page by chance.
  const html = page.nonce && nonce ? page.html.replaceAll(page.nonce, nonce) : page.html;
  return new Response(html, { status: page.status, headers: page.headers });
}

async function capture(response: Response, nonce: string, version: string): Promise<Page | null> {
  const cacheable =
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '');
  if (!cacheable) return null;
  const headers = [...response.headers].filter(([name]) => !['content-length', 'set-cookie', 'date'].includes(name.toLowerCase()));
  return { html: await response.text(), nonce, status: response.status, headers, version };
}

/**
 * Route middleware for /articles and /article/{slug}: plain GET document requests from visitors
 * who may not see drafts are answered from the cache. `seesDrafts` tells an admin (the route
 * knows how); it is asked only when the request carries a cookie.
 */
export function articlePageCache(seesDrafts: (request: Request) => Promise<boolean>): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.search !== '' || url.pathname.endsWith('.data')) return next();
    if (request.headers.has('cookie') && (await seesDrafts(request))) return next();

    const { nonce } = getRequestInfo(context);
    let version: string;
    try {
      version = await currentVersion(Date.now());
    } catch {
      return next(); // the database is unwell: let the loader report it
    }
    // Crawlers get the whole document at once, people a streamed one (app/entry.server.tsx).
    const userAgent = request.headers.get('user-agent');
    const key = `${userAgent && isbot(userAgent) ? 'bot' : 'browser'} ${url.pathname}`;
    const cached = pages.get(key);
    if (cached && cached.version === version) return respond(cached, nonce);

    const pending = rendering.get(key);
    if (pending) {
      const page = await pending;
      if (page && page.version === version) return respond(page, nonce);
      return next();
    }

    let resolve!: (page: Page | null) => void;
    rendering.set(key, new Promise((done) => (resolve = done)));
    try {
      const response = await next();
      const page = await capture(response, nonce, version);
      resolve(page);
      if (!page) return response;
      if (!pages.has(key) && pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
      return respond(page, nonce);
    } catch (error) {
      resolve(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  };
}

import { listArticlesForFeed } from '#app/features/articles/articles.server.ts';
import { buildRssFeed } from '#app/features/articles/rss.server.ts';
import { env } from '#app/lib/services.server.ts';

/** RSS 2.0 feed of the newest published articles (announced in the head of article pages). */
export async function loader() {
  const xml = buildRssFeed(await listArticlesForFeed(), env().SITE_URL);
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}

// Every read of articles that reaches a public page, feed or sitemap. Who may read what is
// decided in one place, `readableBy`, and every query here goes through it.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { sanitizeArticleHtmlForDisplay } from '#app/features/articles/sanitize-html.server.ts';
import { withScrollingTables } from '#app/features/articles/scrolling-tables.ts';
import { newestFirst } from '#app/lib/db.server.ts';
import { db } from '#app/lib/services.server.ts';
import { company } from '#content/company.ts';
import { articles } from '#db/schema.ts';
import type { Article } from '#db/schema.ts';
import type { ArticleSearch } from '#app/features/articles/article-search.ts';
import type { ArticleCard, ArticleCover, ArticleDetail } from '#app/features/articles/article-types.ts';
import {
  ALL_CATEGORIES,
  FEED_SIZE,
  htmlToText,
  isAllowedImageUrl,
  isArticleCategory,
  MAX_FEATURED_ARTICLES,
  MAX_RELATED_ARTICLES,
} from '#app/features/articles/article-rules.ts';
import { DEFAULT_COVERS } from '#app/features/articles/article-covers.ts';

export type { ArticleCard, ArticleCover, ArticleDetail } from '#app/features/articles/article-types.ts';

/** Who is reading: a signed-in admin (may preview drafts) or an anonymous visitor (null). */
export type Reader = { id: string } | null;

/** The visitor everyone is on public pages, feeds and the sitemap. */
export const PUBLIC_READER: Reader = null;

/**
 * The one rule of who reads which articles: everyone reads published ones, and an admin also
 * reads drafts (to preview them at their public address). Returns the SQL condition to apply.
 */
export function readableBy(reader: Reader): SQL | undefined {
  return reader ? undefined : eq(articles.isPublished, true);
}

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  tags: articles.tags,
  authorName: articles.authorName,
  readTime: articles.readTime,
  isFeatured: articles.isFeatured,
  isPublished: articles.isPublished,
  featuredImageUrl: articles.featuredImageUrl,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

type CardRow = Pick<Article, keyof typeof cardColumns>;

/** The featured image when it is one we can show, otherwise the category's illustration. */
export function articleCover(article: { category: string; featuredImageUrl: string | null }): ArticleCover {
  const url = article.featuredImageUrl?.trim();
  if (url && isAllowedImageUrl(url)) return { src: url, social: url, isDefault: false };
  const fallback = DEFAULT_COVERS[isArticleCategory(article.category) ? article.category : 'Interior Tips'];
  return { ...fallback, isDefault: true };
}

// Sanitizing a long article costs about a millisecond; the result only changes with the row.
const sanitizedCache = new Map<string, string>();
const SANITIZED_CACHE_SIZE = 200;

function displayHtml(key: string, html: string): string {
  const cached = sanitizedCache.get(key);
  if (cached !== undefined) return cached;
  const clean = withScrollingTables(sanitizeArticleHtmlForDisplay(html));
  if (sanitizedCache.size >= SANITIZED_CACHE_SIZE) sanitizedCache.delete(sanitizedCache.keys().next().value!);
  sanitizedCache.set(key, clean);
  return clean;
}

function toCard(row: CardRow): ArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerptText: htmlToText(row.excerpt),
    category: row.category,
    tags: row.tags,
    authorName: row.authorName?.trim() || company.designTeamName,
    readTime: row.readTime,
    isFeatured: row.isFeatured,
    publishedAt: row.createdAt.toISOString(),
    cover: articleCover(row),
  };
}

/** Case-insensitive match of the text in title, excerpt (without its tags) or category. */
function matchesText(q: string): SQL {
  const needle = q.toLowerCase();
  return sql`(strpos(lower(${articles.title}), ${needle}) > 0
    or strpos(lower(regexp_replace(${articles.excerpt}, '<[^>]*>', ' ', 'g')), ${needle}) > 0
    or strpos(lower(${articles.category}), ${needle}) > 0)`;
}

export type ArticleListing = { featured: ArticleCard[]; latest: ArticleCard[] };

/**
 * The /articles page: published articles matching the search, newest first. Up to three
 * featured ones lead; the latest grid has every other match (so a fourth featured article
 * still appears there rather than nowhere).
 */
export async function listArticles(search: ArticleSearch, database: Database = db()): Promise<ArticleListing> {
  const rows = await database
    .select(cardColumns)
    .from(articles)
    .where(
      and(
        readableBy(PUBLIC_READER),
        search.q ? matchesText(search.q) : undefined,
        search.category !== ALL_CATEGORIES ? eq(articles.category, search.category) : undefined,
      ),
    )
    .orderBy(newestFirst(articles.createdAt), articles.id);
  const cards = rows.map(toCard);
  const featured = cards.filter((card) => card.isFeatured).slice(0, MAX_FEATURED_ARTICLES);
  const featuredIds = new Set(featured.map((card) => card.id));
  return { featured, latest: cards.filter((card) => !featuredIds.has(card.id)) };
}

/** One article for its page, when `reader` may read it (see `readableBy`), else null. */
export async function getArticle(slug: string, reader: Reader, database: Database = db()): Promise<ArticleDetail | null> {
  const [row] = await database
    .select({ ...cardColumns, content: articles.content, metaTitle: articles.metaTitle, metaDescription: articles.metaDescription })
    .from(articles)
    .where(and(eq(articles.slug, slug), readableBy(reader)))
    .limit(1);
  if (!row) return null;
  const version = `${row.id}:${row.updatedAt.getTime()}`;
  return {
    ...toCard(row),
    excerptHtml: displayHtml(`${version}:excerpt`, row.excerpt),
    contentHtml: displayHtml(`${version}:content`, row.content),
    metaTitle: row.metaTitle?.trim() || null,
    metaDescription: row.metaDescription?.trim() || null,
    updatedAt: row.updatedAt.toISOString(),
    isDraft: !row.isPublished,
  };
}

/** Up to three other published articles of the same category, newest first. */
export async function listRelatedArticles(article: { id: string; category: string }, database: Database = db()): Promise<ArticleCard[]> {
  const rows = await database
    .select(cardColumns)
    .from(articles)
    .where(and(readableBy(PUBLIC_READER), eq(articles.category, article.category), ne(articles.id, article.id)))
    .orderBy(newestFirst(articles.createdAt), articles.id)
    .limit(MAX_RELATED_ARTICLES);
  return rows.map(toCard);
}

export type ArticlePage = { article: ArticleDetail; related: ArticleCard[] };

/** What /article/{slug} shows to `reader`, or null for "Article Not Found". */
export async function loadArticlePage(slug: string, reader: Reader, database: Database = db()): Promise<ArticlePage | null> {
  const article = await getArticle(slug, reader, database);
  if (!article) return null;
  return { article, related: await listRelatedArticles(article, database) };
}

export type SitemapArticle = { slug: string; updatedAt: Date };

/** Published articles for /sitemap.xml, with their last change for `lastmod`. */
export async function listPublishedArticlesForSitemap(database: Database = db()): Promise<SitemapArticle[]> {
  return database
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(readableBy(PUBLIC_READER))
    .orderBy(newestFirst(articles.createdAt), articles.id);
}

export type FeedArticle = ArticleCard & { updatedAt: string };

/** The newest published articles for /rss.xml. */
export async function listArticlesForFeed(database: Database = db(), limit: number = FEED_SIZE): Promise<FeedArticle[]> {
  const rows = await database
    .select(cardColumns)
    .from(articles)
    .where(readableBy(PUBLIC_READER))
    .orderBy(newestFirst(articles.createdAt), articles.id)
    .limit(limit);
  return rows.map((row) => ({ ...toCard(row), updatedAt: row.updatedAt.toISOString() }));
}

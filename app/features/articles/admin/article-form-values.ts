// What the article dialog starts from: a new article's defaults or a stored article's fields,
// and what the Featured note says about them.
import { company } from '#content/company.ts';
import type { AdminArticle, AdminArticleRow } from '#app/features/articles/admin/articles-admin.server.ts';
import type { ArticleFormValues } from '#app/features/articles/article-form.ts';
import { DEFAULT_READ_TIME, MAX_FEATURED_ARTICLES } from '#app/features/articles/article-rules.ts';
import { toIndiaLocal } from '#app/features/articles/article-schedule.ts';

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: '',
  slug: '',
  category: '',
  readTime: String(DEFAULT_READ_TIME),
  // Until the writer types one, the read time follows the content (decision 122).
  readTimeAuto: true,
  authorName: company.designTeamName,
  featuredImageUrl: '',
  metaTitle: '',
  metaDescription: '',
  tags: '',
  excerpt: '',
  content: '',
  isFeatured: false,
  isPublished: false,
  publishAt: '',
  unpublishAt: '',
};

export function valuesOf(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    category: article.category,
    readTime: String(article.readTime),
    readTimeAuto: article.readTimeAuto,
    authorName: article.authorName ?? '',
    featuredImageUrl: article.featuredImageUrl ?? '',
    metaTitle: article.metaTitle ?? '',
    metaDescription: article.metaDescription ?? '',
    tags: article.tags.join(', '),
    excerpt: article.excerpt,
    content: article.content,
    isFeatured: article.isFeatured,
    isPublished: article.isPublished,
    publishAt: article.publishAt ? toIndiaLocal(article.publishAt) : '',
    unpublishAt: article.unpublishAt ? toIndiaLocal(article.unpublishAt) : '',
  };
}

type FeaturedChoice = { title: string; isFeatured: boolean; isPublished: boolean };

/** What the public Featured section will show, in words, given this article's checkboxes (decision 036). */
export function featuredNote(values: FeaturedChoice, articleId: string | null, articles: AdminArticleRow[]): string {
  const base = `At most ${MAX_FEATURED_ARTICLES} featured articles appear on the Articles page: the newest ${MAX_FEATURED_ARTICLES} that are published.`;
  if (!values.isFeatured) return base;
  if (!values.isPublished) return `${base} This one will count once it is published.`;
  const createdAt = articles.find((article) => article.id === articleId)?.createdAt ?? new Date().toISOString();
  const shown = [
    ...articles.filter((article) => article.isFeatured && article.isPublished && article.id !== articleId),
    { id: articleId ?? 'new', title: values.title || 'This article', createdAt },
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (shown.length <= MAX_FEATURED_ARTICLES) return base;
  const position = shown.findIndex((article) => article.id === (articleId ?? 'new'));
  if (position >= MAX_FEATURED_ARTICLES) {
    return `${base} ${MAX_FEATURED_ARTICLES} newer articles are featured, so this one will not appear in the Featured section.`;
  }
  const dropped = shown.slice(MAX_FEATURED_ARTICLES).map((article) => `“${article.title}”`);
  return `${base} Featuring this one moves ${dropped.join(', ')} out of the Featured section.`;
}

// What an article's revision copies from the article (decision 124): its state after a save, under
// the article's version as the revision's number. Shared by the revisions' store and the seed.
import type { Article } from '#db/schema.ts';

export function articleSnapshot(article: Article) {
  return {
    articleId: article.id,
    number: article.version,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    tags: article.tags,
    authorName: article.authorName,
    readTime: article.readTime,
    readTimeAuto: article.readTimeAuto,
    isFeatured: article.isFeatured,
    isPublished: article.isPublished,
    featuredImageUrl: article.featuredImageUrl,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    publishAt: article.publishAt,
    unpublishAt: article.unpublishAt,
  };
}

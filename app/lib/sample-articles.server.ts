// The sample articles a new database starts with (content/seed-articles.ts, by the studio's design
// team): written by the server when it creates its database, and by `npm run db:seed`. Here and
// not in db/, which knows nothing of the site's content (decision 135).
import type { Database } from '#db/database.ts';
import { company } from '#content/company.ts';
import { seedArticles } from '#content/seed-articles.ts';
import { articleRevisions, articles } from '#db/schema.ts';
import { articleSnapshot } from '#db/article-revision.ts';

/**
 * Inserts the sample articles that are missing (matched by slug) and returns how many were
 * added. Running it again changes nothing, and never touches articles staff have edited.
 */
export async function seedSampleArticles(db: Database): Promise<number> {
  const rows = seedArticles.map((article) => ({
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    tags: [...article.tags],
    authorName: company.designTeamName,
    readTime: article.readTime,
    isFeatured: article.isFeatured,
    isPublished: true,
    featuredImageUrl: null,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    createdAt: new Date(article.publishedAt),
    updatedAt: new Date(article.publishedAt),
  }));
  const inserted = await db.insert(articles).values(rows).onConflictDoNothing({ target: articles.slug }).returning();
  // Each new sample article starts its 'History' with its first revision, by no one, as the
  // migration that brought revisions gave the articles there were.
  if (inserted.length > 0) {
    await db
      .insert(articleRevisions)
      .values(inserted.map((article) => ({ ...articleSnapshot(article), createdAt: article.createdAt })))
      .onConflictDoNothing();
  }
  return inserted.length;
}

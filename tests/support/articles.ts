// Article rows for tests, stored the way the admin's save stores them: excerpt and content
// cleaned by sanitizeArticleHtml, then inserted.
import { randomBytes } from 'node:crypto';
import type { Database } from '#db/database.ts';
import { articleFormSchema } from '#app/features/articles/article-form.ts';
import { sanitizeArticleHtml } from '#app/features/articles/sanitize-html.server.ts';
import { articles } from '#db/schema.ts';

export type ArticleInput = Partial<typeof articles.$inferInsert> & { title: string };

export function uniqueSlug(base: string): string {
  return `${base.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
}

/** The row the admin's save would insert for these fields (defaults as in the article dialog). */
export function articleRow(input: ArticleInput, options: { sanitize?: boolean } = {}): typeof articles.$inferInsert {
  const clean = options.sanitize === false ? (html: string) => html : sanitizeArticleHtml;
  return {
    slug: uniqueSlug(input.title),
    category: 'Interior Tips',
    tags: [],
    readTime: 5,
    isFeatured: false,
    isPublished: true,
    ...input,
    excerpt: clean(input.excerpt ?? `<p>About ${input.title}.</p>`),
    content: clean(input.content ?? `<p>The article ${input.title}.</p>`),
  };
}

export async function insertArticle(database: Database, input: ArticleInput, options: { sanitize?: boolean } = {}) {
  const [row] = await database.insert(articles).values(articleRow(input, options)).returning();
  return row!;
}

/**
 * The article dialog's fields as it posts them, read by its schema: an unfeatured draft in 'Interior
 * Tips', 4 minutes, no author, image or meta texts, unless `fields` say otherwise.
 */
export function articleForm(fields: Record<string, string> & { title: string; slug: string }) {
  return articleFormSchema.parse({
    category: 'Interior Tips',
    readTime: '4',
    authorName: '',
    featuredImageUrl: '',
    metaTitle: '',
    metaDescription: '',
    isFeatured: 'false',
    isPublished: 'false',
    ...fields,
  });
}

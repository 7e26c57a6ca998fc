// Article management for the dashboard. Every save sanitizes the excerpt and content HTML.
import { sql } from 'drizzle-orm';
import { isUniqueViolation, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { sanitizeArticleHtml } from '#app/features/articles/sanitize-html.server.ts';
import type { ArticleInput } from '#app/features/articles/article-form.ts';
import { htmlToText, truncateText } from '#app/features/articles/article-rules.ts';

export type AdminArticleRow = {
  id: string;
  title: string;
  slug: string;
  /** The excerpt as plain text, shortened for the table. */
  excerptText: string;
  category: string;
  authorName: string | null;
  isPublished: boolean;
  isFeatured: boolean;
  createdAt: string;
};

export type AdminArticle = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  authorName: string | null;
  readTime: number;
  isFeatured: boolean;
  isPublished: boolean;
  featuredImageUrl: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  createdAt: string;
  updatedAt: string;
};

export async function listArticlesForAdmin(db: Database): Promise<AdminArticleRow[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    slug: string;
    excerpt: string;
    category: string;
    author_name: string | null;
    is_published: boolean;
    is_featured: boolean;
    created_at: string | Date;
  }>(
    db,
    sql`select id, title, slug, left(excerpt, 2000) as excerpt, category, author_name, is_published, is_featured, created_at
        from articles order by created_at desc nulls last, id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerptText: truncateText(htmlToText(row.excerpt), 140),
    category: row.category,
    authorName: row.author_name,
    isPublished: row.is_published,
    isFeatured: row.is_featured,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function getArticleForEdit(db: Database, id: string): Promise<AdminArticle | null> {
  const rows = await queryRows<{
    id: string;
    title: string;
    slug: string;
    excerpt: string;
    content: string;
    category: string;
    tags: string[] | null;
    author_name: string | null;
    read_time: number;
    is_featured: boolean;
    is_published: boolean;
    featured_image_url: string | null;
    meta_title: string | null;
    meta_description: string | null;
    created_at: string | Date;
    updated_at: string | Date;
  }>(db, sql`select * from articles where id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    tags: row.tags ?? [],
    authorName: row.author_name,
    readTime: Number(row.read_time),
    isFeatured: row.is_featured,
    isPublished: row.is_published,
    featuredImageUrl: row.featured_image_url,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export type SaveResult = { ok: true; id: string } | { ok: false; reason: 'slug-taken' | 'not-found' };

/**
 * The stored form of the input: sanitized HTML, and the tags as a Postgres array literal (one
 * text parameter; Drizzle would spread a JavaScript array into a list of parameters).
 */
function columns(input: ArticleInput) {
  return {
    excerpt: sanitizeArticleHtml(input.excerpt),
    content: sanitizeArticleHtml(input.content),
    tags: sql`${`{${input.tags.map((tag) => `"${tag.replace(/["\\]/g, (match) => `\\${match}`)}"`).join(',')}}`}::text[]`,
  };
}

export async function createArticle(db: Database, input: ArticleInput, actorId: string): Promise<SaveResult> {
  const { excerpt, content, tags } = columns(input);
  try {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`with created as (
            insert into articles (title, slug, excerpt, content, category, tags, author_name, read_time, is_featured, is_published,
                                  featured_image_url, meta_title, meta_description, updated_at)
            values (${input.title}, ${input.slug}, ${excerpt}, ${content}, ${input.category}, ${tags}, ${input.authorName},
                    ${input.readTime}, ${input.isFeatured}, ${input.isPublished}, ${input.featuredImageUrl}, ${input.metaTitle},
                    ${input.metaDescription}, now())
            returning id
          ), logged as (
            insert into audit_log (actor_user_id, action, entity_type, entity_id, details)
            select ${actorId}, 'article.create', 'article', id::text, ${JSON.stringify({ slug: input.slug, published: input.isPublished })}::jsonb
            from created
          )
          select id from created`,
    );
    return { ok: true, id: rows[0]!.id };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug-taken' };
    throw error;
  }
}

export async function updateArticle(db: Database, id: string, input: ArticleInput, actorId: string): Promise<SaveResult> {
  const { excerpt, content, tags } = columns(input);
  try {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`with updated as (
            update articles set title = ${input.title}, slug = ${input.slug}, excerpt = ${excerpt}, content = ${content},
              category = ${input.category}, tags = ${tags}, author_name = ${input.authorName}, read_time = ${input.readTime},
              is_featured = ${input.isFeatured}, is_published = ${input.isPublished}, featured_image_url = ${input.featuredImageUrl},
              meta_title = ${input.metaTitle}, meta_description = ${input.metaDescription}, updated_at = now()
            where id = ${id}
            returning id
          ), logged as (
            insert into audit_log (actor_user_id, action, entity_type, entity_id, details)
            select ${actorId}, 'article.update', 'article', id::text, ${JSON.stringify({ slug: input.slug, published: input.isPublished })}::jsonb
            from updated
          )
          select id from updated`,
    );
    return rows[0] ? { ok: true, id } : { ok: false, reason: 'not-found' };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug-taken' };
    throw error;
  }
}

export async function deleteArticle(db: Database, id: string, actorId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with deleted as (delete from articles where id = ${id} returning id, slug, title)
        , logged as (
          insert into audit_log (actor_user_id, action, entity_type, entity_id, details)
          select ${actorId}, 'article.delete', 'article', id::text, jsonb_build_object('slug', slug, 'title', title) from deleted
        )
        select id from deleted`,
  );
  return rows.length > 0;
}

export type ArticleFlag = 'published' | 'featured';

/** Flips is_published or is_featured and returns the new value, or null when the article is gone. */
export async function toggleArticleFlag(db: Database, id: string, flag: ArticleFlag, actorId: string): Promise<boolean | null> {
  const column = flag === 'published' ? sql.raw('is_published') : sql.raw('is_featured');
  const rows = await queryRows<{ value: boolean }>(
    db,
    sql`with toggled as (
          update articles set ${column} = not ${column}, updated_at = now() where id = ${id} returning id, ${column} as value
        ), logged as (
          insert into audit_log (actor_user_id, action, entity_type, entity_id, details)
          select ${actorId}, ${`article.${flag}`}, 'article', id::text, jsonb_build_object('value', value) from toggled
        )
        select value from toggled`,
  );
  return rows[0] ? Boolean(rows[0].value) : null;
}

/** Published articles that are featured now (the dialog says what a fourth one means). */
export async function countFeaturedPublished(db: Database): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from articles where is_featured and is_published`);
  return Number(rows[0]?.count ?? 0);
}

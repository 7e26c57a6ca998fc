// Article management for the dashboard. Every save sanitizes the excerpt and content HTML, and
// every change writes its audit_log row in the same transaction.
import { and, desc, eq, not, sql } from 'drizzle-orm';
import { isUniqueViolation, newestFirst } from '#app/lib/db.server.ts';
import type { WithIsoDates } from '#app/lib/db.server.ts';
import type { Database, Transaction } from '#db/database.ts';
import { articles } from '#db/schema.ts';
import { keepRevision, newestRevision } from '#app/features/articles/admin/revisions.server.ts';
import type { RevisionAuthor } from '#app/features/articles/admin/revisions.server.ts';
import type { Article, NewArticle } from '#db/schema.ts';
import { sanitizeArticleHtml } from '#app/features/articles/sanitize-html.server.ts';
import type { ArticleInput } from '#app/features/articles/article-form.ts';
import { countWords, htmlToText, readingMinutes, truncateText } from '#app/features/articles/article-rules.ts';
import { audit } from '#app/lib/audit.server.ts';
import { recordSlugChange } from '#app/features/articles/redirects.server.ts';

export type AdminArticleRow = WithIsoDates<
  Pick<Article, 'id' | 'title' | 'slug' | 'category' | 'authorName' | 'isPublished' | 'isFeatured' | 'createdAt'>,
  'createdAt'
> & {
  /** When the article goes live or back to draft by itself (ISO), if it is scheduled to. */
  publishAt: string | null;
  unpublishAt: string | null;
  /** The excerpt as plain text, shortened for the table. */
  excerptText: string;
};

export type AdminArticle = WithIsoDates<Omit<Article, 'publishAt' | 'unpublishAt'>, 'createdAt' | 'updatedAt'> & {
  publishAt: string | null;
  unpublishAt: string | null;
};

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

export async function listArticlesForAdmin(db: Database): Promise<AdminArticleRow[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      excerpt: sql<string>`left(${articles.excerpt}, 2000)`,
      category: articles.category,
      authorName: articles.authorName,
      isPublished: articles.isPublished,
      isFeatured: articles.isFeatured,
      createdAt: articles.createdAt,
      publishAt: articles.publishAt,
      unpublishAt: articles.unpublishAt,
    })
    .from(articles)
    .orderBy(newestFirst(articles.createdAt), desc(articles.id));
  return rows.map(({ excerpt, ...row }) => ({
    ...row,
    excerptText: truncateText(htmlToText(excerpt), 140),
    createdAt: row.createdAt.toISOString(),
    publishAt: iso(row.publishAt),
    unpublishAt: iso(row.unpublishAt),
  }));
}

export async function getArticleForEdit(db: Database, id: string): Promise<AdminArticle | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) return null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishAt: iso(row.publishAt),
    unpublishAt: iso(row.unpublishAt),
  };
}

export type SaveResult =
  | { ok: true; id: string; version: number }
  | { ok: false; reason: 'slug-taken' | 'not-found' }
  /** The article was saved since the version the dialog started from: by whom and when (decision 125). */
  | { ok: false; reason: 'conflict'; version: number; changedBy: RevisionAuthor; changedAt: string };

export type SaveOptions = {
  /** The version the dialog loaded (or last saved); a newer stored one refuses the save. Omitted: no check. */
  baseVersion?: number;
  /** A save the dialog made by itself while a draft was edited (decision 125). */
  autosave?: boolean;
};

/**
 * Whether the article is published and what stays scheduled (decision 120): a 'Publish at' still
 * to come keeps it a draft until then; one already past publishes it now.
 */
export function scheduleOf(input: Pick<ArticleInput, 'isPublished' | 'publishAt' | 'unpublishAt'>, now = new Date()) {
  if (input.publishAt && input.publishAt > now) return { isPublished: false, publishAt: input.publishAt, unpublishAt: input.unpublishAt };
  return { isPublished: input.isPublished || input.publishAt !== null, publishAt: null, unpublishAt: input.unpublishAt };
}

/** The stored form of the input: the fields as they are, the HTML sanitized, the read time counted when left empty. */
function columns(input: ArticleInput) {
  const content = sanitizeArticleHtml(input.content);
  return {
    title: input.title,
    slug: input.slug,
    excerpt: sanitizeArticleHtml(input.excerpt),
    content,
    category: input.category,
    tags: input.tags,
    authorName: input.authorName,
    readTime: input.readTimeAuto ? Math.max(1, readingMinutes(countWords(htmlToText(content)))) : input.readTime,
    readTimeAuto: input.readTimeAuto,
    isFeatured: input.isFeatured,
    ...scheduleOf(input),
    featuredImageUrl: input.featuredImageUrl,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
  } satisfies NewArticle;
}

type ArticleAction = 'article.create' | 'article.update' | 'article.delete' | 'article.published' | 'article.featured';

function auditArticle(tx: Transaction, actorId: string, action: ArticleAction, articleId: string, details: Record<string, unknown>) {
  return audit(tx, { actorId, action, entity: 'article', entityId: articleId, details });
}

/** Runs a save, answering 'slug-taken' when another article has the slug. */
async function saving(save: () => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug-taken' };
    throw error;
  }
}

export function createArticle(db: Database, input: ArticleInput, actorId: string): Promise<SaveResult> {
  return saving(() =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(articles).values(columns(input)).returning();
      await keepRevision(tx, created!, actorId);
      await recordSlugChange(tx, { articleId: created!.id, oldSlug: null, newSlug: input.slug, wasPublished: false, actorId });
      await auditArticle(tx, actorId, 'article.create', created!.id, { slug: input.slug, published: input.isPublished });
      return { ok: true, id: created!.id, version: created!.version };
    }),
  );
}

export function updateArticle(
  db: Database,
  id: string,
  input: ArticleInput,
  actorId: string,
  options: SaveOptions = {},
): Promise<SaveResult> {
  return saving(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: articles.slug, isPublished: articles.isPublished, version: articles.version })
        .from(articles)
        .where(eq(articles.id, id))
        .for('update');
      if (!before) return { ok: false, reason: 'not-found' };
      // A save from an older version is refused when someone else saved since; the member's own
      // later save (an autosave still on its way) is no conflict.
      const newest = options.baseVersion !== undefined && options.baseVersion !== before.version ? await newestRevision(tx, id) : null;
      if (newest && newest.byId !== actorId) {
        return {
          ok: false,
          reason: 'conflict',
          version: before.version,
          changedBy: newest.by,
          changedAt: newest.createdAt,
        };
      }
      const [updated] = await tx
        .update(articles)
        .set({ ...columns(input), version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
        .where(eq(articles.id, id))
        .returning();
      if (!updated) return { ok: false, reason: 'not-found' };
      await keepRevision(tx, updated, actorId, { autosaved: options.autosave === true });
      // A published article's old address keeps answering, with a 301 to the new one (decision 121).
      await recordSlugChange(tx, { articleId: id, oldSlug: before.slug, newSlug: input.slug, wasPublished: before.isPublished, actorId });
      if (!options.autosave) await auditArticle(tx, actorId, 'article.update', id, { slug: input.slug, published: input.isPublished });
      return { ok: true, id, version: updated.version };
    }),
  );
}

export function deleteArticle(db: Database, id: string, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(articles)
      .where(eq(articles.id, id))
      .returning({ id: articles.id, slug: articles.slug, title: articles.title });
    if (!deleted) return false;
    await auditArticle(tx, actorId, 'article.delete', id, { slug: deleted.slug, title: deleted.title });
    return true;
  });
}

export type ArticleFlag = 'published' | 'featured';

/**
 * Flips is_published or is_featured and returns the new value, or null when the article is gone.
 * Publishing or unpublishing by hand ends the article's schedule (a click is the writer's latest
 * word). Like any save it raises the version and keeps a revision by the member (decision 130), so
 * 'History' shows who took an article off the site, and a dialog opened before is warned.
 */
export function toggleArticleFlag(db: Database, id: string, flag: ArticleFlag, actorId: string): Promise<boolean | null> {
  const column = flag === 'published' ? articles.isPublished : articles.isFeatured;
  const flipped = flag === 'published' ? { isPublished: not(column), publishAt: null, unpublishAt: null } : { isFeatured: not(column) };
  return db.transaction(async (tx) => {
    const [toggled] = await tx
      .update(articles)
      .set({ ...flipped, version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
      .where(eq(articles.id, id))
      .returning();
    if (!toggled) return null;
    await keepRevision(tx, toggled, actorId);
    const value = flag === 'published' ? toggled.isPublished : toggled.isFeatured;
    await auditArticle(tx, actorId, `article.${flag}`, id, { value });
    return value;
  });
}

/** Published articles that are featured now (the dialog says what a fourth one means). */
export function countFeaturedPublished(db: Database): Promise<number> {
  return db.$count(articles, and(eq(articles.isFeatured, true), eq(articles.isPublished, true)));
}

// An article's revisions (decisions 124, 130): every save keeps one, numbered in turn from 1, and so does the status badge's toggle and the schedule's job (by no member:
// 'Scheduled'); 'Restore' brings an old one's text back as a new save. An autosave replaces the
// previous revision when that one was also an autosave by the same member, so a writer's minutes
// of typing make one revision, not hundreds.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { articleRevisions, articles, users } from '#db/schema.ts';
import type { Article, ArticleRevision } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { articleSnapshot } from '#db/article-revision.ts';

/** Who kept a revision: a member (name and e-mail; both null once removed), or the schedule's job (`scheduled`). */
export type RevisionAuthor = { name: string | null; email: string | null; scheduled?: true };

export type RevisionSummary = {
  number: number;
  createdAt: string;
  by: RevisionAuthor;
  restoredFrom: number | null;
  autosaved: boolean;
  title: string;
  /** Whether the article was on the site in this revision (the list says when that changed). */
  isPublished: boolean;
};

export type RevisionDetail = RevisionSummary &
  Pick<ArticleRevision, 'slug' | 'excerpt' | 'content' | 'category' | 'tags' | 'metaTitle' | 'metaDescription' | 'featuredImageUrl'>;

/**
 * Keeps the article's state just saved as its revision (in the save's transaction): by the member
 * `actorId`, or, with `actorId` null and `scheduled`, by the schedule's job.
 */
export async function keepRevision(
  tx: Transaction,
  article: Article,
  actorId: string | null,
  options: { autosaved?: boolean; restoredFrom?: number; scheduled?: boolean } = {},
): Promise<void> {
  // Numbered in turn (1, 2, 3, ...), not by the article's version: a run of autosaves is one
  // revision while it raises the version at each, and numbering by version left the list skipping
  // the versions the run had passed (3, then 1).
  const { number: _version, ...snapshot } = articleSnapshot(article);
  const row = {
    ...snapshot,
    createdBy: actorId,
    autosaved: options.autosaved ?? false,
    restoredFrom: options.restoredFrom ?? null,
    scheduled: options.scheduled ?? false,
  };
  if (options.autosaved) {
    const [previous] = await tx
      .select({ id: articleRevisions.id, autosaved: articleRevisions.autosaved, createdBy: articleRevisions.createdBy })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, article.id))
      .orderBy(desc(articleRevisions.number))
      .limit(1);
    if (previous?.autosaved && previous.createdBy === actorId) {
      await tx
        .update(articleRevisions)
        .set({ ...row, createdAt: sql`now()` })
        .where(eq(articleRevisions.id, previous.id));
      return;
    }
  }
  await tx.insert(articleRevisions).values({
    ...row,
    // The article's row is locked by the save that keeps this revision, so two never take one number.
    number: sql<number>`(select coalesce(max(${articleRevisions.number}), 0) + 1 from ${articleRevisions} where ${articleRevisions.articleId} = ${article.id})`,
  });
}

const summaryColumns = {
  number: articleRevisions.number,
  createdAt: articleRevisions.createdAt,
  name: users.name,
  email: users.email,
  restoredFrom: articleRevisions.restoredFrom,
  autosaved: articleRevisions.autosaved,
  title: articleRevisions.title,
  isPublished: articleRevisions.isPublished,
  scheduled: articleRevisions.scheduled,
};

type SummaryRow = {
  number: number;
  createdAt: Date;
  name: string | null;
  email: string | null;
  restoredFrom: number | null;
  autosaved: boolean;
  title: string;
  isPublished: boolean;
  scheduled: boolean;
};

const summaryOf = ({ name, email, createdAt, scheduled, ...row }: SummaryRow): RevisionSummary => ({
  ...row,
  createdAt: createdAt.toISOString(),
  by: scheduled ? { name: null, email: null, scheduled: true } : { name: name || null, email },
});

/** The article's revisions, newest first. */
export async function listRevisions(db: Database, articleId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.createdBy))
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.number));
  return rows.map(summaryOf);
}

/** The newest revision's summary: who saved the article last (`byId`: null when no one known), and when. */
export async function newestRevision(
  db: Database | Transaction,
  articleId: string,
): Promise<(RevisionSummary & { byId: string | null }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, byId: articleRevisions.createdBy })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.createdBy))
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.number))
    .limit(1);
  return row ? { ...summaryOf(row), byId: row.byId } : null;
}

/** One revision with the fields 'Compare' shows, or null. */
export async function getRevision(db: Database, articleId: string, number: number): Promise<RevisionDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      slug: articleRevisions.slug,
      excerpt: articleRevisions.excerpt,
      content: articleRevisions.content,
      category: articleRevisions.category,
      tags: articleRevisions.tags,
      metaTitle: articleRevisions.metaTitle,
      metaDescription: articleRevisions.metaDescription,
      featuredImageUrl: articleRevisions.featuredImageUrl,
    })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.createdBy))
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.number, number)));
  if (!row) return null;
  const { slug, excerpt, content, category, tags, metaTitle, metaDescription, featuredImageUrl, ...summary } = row;
  return { ...summaryOf(summary), slug, excerpt, content, category, tags, metaTitle, metaDescription, featuredImageUrl };
}

export type RestoreResult = { ok: true; version: number } | { ok: false; reason: 'not-found' };

/**
 * Brings back an old revision's text (title, excerpt, content, category, tags, author, read time,
 * featured image, meta fields) as a new revision. The slug, publication and schedule stay as they
 * are: a restore changes what the article says, not where it lives or whether it is public.
 */
export function restoreRevision(db: Database, articleId: string, number: number, actorId: string): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(articleRevisions)
      .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.number, number)));
    if (!old) return { ok: false, reason: 'not-found' };
    const [restored] = await tx
      .update(articles)
      .set({
        title: old.title,
        excerpt: old.excerpt,
        content: old.content,
        category: old.category,
        tags: old.tags,
        authorName: old.authorName,
        readTime: old.readTime,
        readTimeAuto: old.readTimeAuto,
        featuredImageUrl: old.featuredImageUrl,
        metaTitle: old.metaTitle,
        metaDescription: old.metaDescription,
        version: sql`${articles.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(articles.id, articleId))
      .returning();
    if (!restored) return { ok: false, reason: 'not-found' };
    await keepRevision(tx, restored, actorId, { restoredFrom: number });
    await audit(tx, { actorId, action: 'article.restore', entity: 'article', entityId: articleId, details: { revision: number } });
    return { ok: true, version: restored.version };
  });
}

// Old addresses that answer 301 (decision 121). An article's earlier slug leads to the article
// (its slug of the moment: however often it is renamed, one hop); an admin's own redirect leads
// from a path to a path, stored already collapsed (its target followed through the other
// redirects) and refused when it would come back to itself. A live article's address is never
// redirected: its slug taking over an old address removes that redirect.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { articles, redirects } from '#db/schema.ts';
import { articlePath } from '#app/features/articles/article-format.ts';
import type { RedirectInput } from '#app/features/articles/redirect-rules.ts';
import { audit } from '#app/lib/audit.server.ts';

const ARTICLE_PREFIX = '/article/';
/** More hops than any real chain: a stored loop (which the writes refuse) cannot hang a request. */
const MAX_HOPS = 20;

/**
 * Where `path` answers 301 to, or null when it is no redirect's. An address leading to an article
 * that is not published (a draft, one waiting for its time) leads nowhere: it answers 404 like any
 * unknown page, so the article's new slug stays unseen until it is out (decision 155). Adding a
 * redirect follows every article (`anyArticle`), as it stores where the address will lead.
 */
export async function resolveRedirect(
  db: Database | Transaction,
  path: string,
  { anyArticle = false }: { anyArticle?: boolean } = {},
): Promise<string | null> {
  const seen = new Set<string>([path]);
  let current = path;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const [row] = await db
      .select({ toPath: redirects.toPath, slug: articles.slug, isPublished: articles.isPublished })
      .from(redirects)
      .leftJoin(articles, eq(articles.id, redirects.articleId))
      .where(eq(redirects.fromPath, current));
    if (!row) return current === path ? null : current;
    if (row.slug !== null && !row.isPublished && !anyArticle) return null;
    const next = row.slug !== null ? articlePath(row.slug) : row.toPath;
    if (next === null || seen.has(next)) return null;
    seen.add(next);
    current = next;
  }
  return null;
}

/**
 * In an article's save: a published article's slug that changes leaves its old address leading
 * to it; the address the article takes now is nobody's redirect any more.
 */
export async function recordSlugChange(
  tx: Transaction,
  change: { articleId: string; oldSlug: string | null; newSlug: string; wasPublished: boolean; actorId: string },
): Promise<void> {
  await tx.delete(redirects).where(eq(redirects.fromPath, articlePath(change.newSlug)));
  if (!change.wasPublished || change.oldSlug === null || change.oldSlug === change.newSlug) return;
  const fromPath = articlePath(change.oldSlug);
  await tx
    .insert(redirects)
    .values({ fromPath, articleId: change.articleId, toPath: null, createdBy: change.actorId })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { articleId: change.articleId, toPath: null } });
  // An admin's redirect that led to the old address now leads to the article.
  await tx.update(redirects).set({ toPath: null, articleId: change.articleId }).where(eq(redirects.toPath, fromPath));
}

export type RedirectRow = {
  fromPath: string;
  /** Where it answers 301 to now. */
  toPath: string;
  /** 'article' for an article's earlier slug, 'admin' for one an admin added. */
  kind: 'article' | 'admin';
  articleTitle: string | null;
  createdAt: string;
};

export async function listRedirects(db: Database): Promise<RedirectRow[]> {
  const rows = await db
    .select({
      fromPath: redirects.fromPath,
      toPath: redirects.toPath,
      slug: articles.slug,
      title: articles.title,
      createdAt: redirects.createdAt,
    })
    .from(redirects)
    .leftJoin(articles, eq(articles.id, redirects.articleId))
    .orderBy(asc(redirects.fromPath));
  return rows.map((row) => ({
    fromPath: row.fromPath,
    toPath: row.slug !== null ? articlePath(row.slug) : (row.toPath ?? '/'),
    kind: row.slug !== null ? 'article' : 'admin',
    articleTitle: row.title,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type AddRedirectResult = { ok: true } | { ok: false; reason: 'exists' | 'loop' | 'live' };

/** An admin's redirect, its target followed through the redirects there are (chains collapsed), a loop refused. */
export function addRedirect(db: Database, input: RedirectInput, actorId: string): Promise<AddRedirectResult> {
  return db.transaction(async (tx) => {
    if (input.fromPath.startsWith(ARTICLE_PREFIX)) {
      const slug = input.fromPath.slice(ARTICLE_PREFIX.length);
      const [live] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
      if (live) return { ok: false, reason: 'live' };
    }
    const [existing] = await tx.select({ fromPath: redirects.fromPath }).from(redirects).where(eq(redirects.fromPath, input.fromPath));
    if (existing) return { ok: false, reason: 'exists' };
    const target = (await resolveRedirect(tx, input.toPath, { anyArticle: true })) ?? input.toPath;
    if (target === input.fromPath) return { ok: false, reason: 'loop' };
    // A target that is an article's address is kept as the article, so it follows later renames.
    const articleTarget = target.startsWith(ARTICLE_PREFIX)
      ? (
          await tx
            .select({ id: articles.id })
            .from(articles)
            .where(eq(articles.slug, target.slice(ARTICLE_PREFIX.length)))
        )[0]
      : undefined;
    await tx.insert(redirects).values({
      fromPath: input.fromPath,
      toPath: articleTarget ? null : target,
      articleId: articleTarget?.id ?? null,
      createdBy: actorId,
    });
    // Redirects that led to the new one's path lead straight to its target (one hop).
    await tx
      .update(redirects)
      .set(articleTarget ? { toPath: null, articleId: articleTarget.id } : { toPath: target })
      .where(eq(redirects.toPath, input.fromPath));
    await audit(tx, { actorId, action: 'redirect.create', entity: 'redirect', entityId: input.fromPath, details: { to: target } });
    return { ok: true };
  });
}

/** Deletes an admin's redirect (an article's earlier slug goes only with its article); false when there is none. */
export function deleteRedirect(db: Database, fromPath: string, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(redirects)
      .where(and(eq(redirects.fromPath, fromPath), isNull(redirects.articleId), isNotNull(redirects.toPath)))
      .returning({ fromPath: redirects.fromPath });
    if (!deleted) return false;
    await audit(tx, { actorId, action: 'redirect.delete', entity: 'redirect', entityId: fromPath });
    return true;
  });
}

// Article rows for end-to-end specs, written into the running server's embedded database over
// its local socket (docs/decisions/002). The HTML is already clean, as the admin's save leaves it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { serverDataDir } from './servers.ts';

let pool: pg.Pool | undefined;

function database(): pg.Pool {
  pool ??= new pg.Pool({ host: serverDataDir('visitor'), port: 5432, user: 'postgres', database: 'postgres', max: 1 });
  return pool;
}

export type TestArticle = {
  title: string;
  slug?: string;
  category?: string;
  excerpt?: string;
  content?: string;
  tags?: string[];
  isPublished?: boolean;
  isFeatured?: boolean;
  createdAt?: Date;
};

export function uniqueSlug(title: string): string {
  return `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${randomBytes(3).toString('hex')}`;
}

/** Inserts an article (published unless said otherwise) and returns its slug. */
export async function insertArticle(article: TestArticle): Promise<string> {
  const slug = article.slug ?? uniqueSlug(article.title);
  await database().query(
    `insert into articles (title, slug, excerpt, content, category, tags, is_published, is_featured, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [
      article.title,
      slug,
      article.excerpt ?? `<p>About ${article.title}.</p>`,
      article.content ?? `<h2>${article.title}</h2><p>Body of ${article.title}.</p>`,
      article.category ?? 'Interior Tips',
      article.tags ?? [],
      article.isPublished ?? true,
      article.isFeatured ?? false,
      article.createdAt ?? new Date('2025-01-15T06:00:00Z'),
    ],
  );
  return slug;
}

export async function setPublished(slug: string, published: boolean): Promise<void> {
  await database().query('update articles set is_published = $2, updated_at = now() where slug = $1', [slug, published]);
}

export async function closeDatabase(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

// The media library: every stored image with what it shows and where it is used, its alt text
// changed, and an unused one deleted. An image is used by an article whose content or featured
// image names its address (/media/<name>, or the same with the site's origin before it), and by
// a project that shows it among its photos.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { articles, media, projectPhotos, projects } from '#db/schema.ts';
import { MEDIA_URL_PREFIX } from '#app/features/articles/article-rules.ts';
import { audit } from '#app/lib/audit.server.ts';
import type { ImageDescription, MediaItem, MediaUse } from '#app/lib/media-rules.ts';

/** The articles that show the image named by `fileName` (an SQL expression). */
const articleUses = (fileName: SQL | typeof media.fileName) =>
  sql`(${articles.content} like '%/media/' || ${fileName} || '%' or ${articles.featuredImageUrl} like '%/media/' || ${fileName})`;

/** Where each image is used, by file name. */
async function usesByImage(db: Database, fileName?: string): Promise<Map<string, MediaUse[]>> {
  const onlyThis = fileName === undefined ? sql`true` : eq(media.fileName, fileName);
  const inArticles = await db
    .select({ fileName: media.fileName, id: articles.id, title: articles.title })
    .from(media)
    .innerJoin(articles, articleUses(media.fileName))
    .where(onlyThis)
    .orderBy(articles.title);
  const inProjects = await db
    .selectDistinct({ fileName: media.fileName, id: projects.id, title: projects.title })
    .from(projectPhotos)
    .innerJoin(media, eq(media.id, projectPhotos.mediaId))
    .innerJoin(projects, eq(projects.id, projectPhotos.projectId))
    .where(onlyThis)
    .orderBy(projects.title);
  const uses = new Map<string, MediaUse[]>();
  for (const [kind, rows] of [
    ['article', inArticles],
    ['project', inProjects],
  ] as const) {
    for (const row of rows) {
      const list = uses.get(row.fileName) ?? [];
      list.push({ kind, id: row.id, title: row.title });
      uses.set(row.fileName, list);
    }
  }
  return uses;
}

/** Every stored image, newest first, with where it is used. */
export async function listMedia(db: Database): Promise<MediaItem[]> {
  const rows = await db
    .select({
      fileName: media.fileName,
      originalName: media.originalName,
      altText: media.altText,
      decorative: media.decorative,
      width: media.width,
      height: media.height,
      bytes: media.bytes,
      createdAt: media.createdAt,
    })
    .from(media)
    .where(sql`${media.data} is not null`)
    .orderBy(desc(media.createdAt), media.fileName);
  const uses = await usesByImage(db);
  return rows.map((row) => ({
    ...row,
    url: `${MEDIA_URL_PREFIX}${row.fileName}`,
    createdAt: row.createdAt.toISOString(),
    uses: uses.get(row.fileName) ?? [],
  }));
}

/** Where one image is used (empty when nowhere, or when there is no such image). */
export async function mediaUses(db: Database, fileName: string): Promise<MediaUse[]> {
  return (await usesByImage(db, fileName)).get(fileName) ?? [];
}

export type DeleteOutcome = 'deleted' | 'in-use' | 'missing';

/**
 * Deletes an image nobody uses. The check and the delete are one statement, so an article saved
 * meanwhile is seen; a project's photo also holds its image by a foreign key.
 */
export async function deleteMedia(db: Database, fileName: string, actorId: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(media)
      .where(
        and(
          eq(media.fileName, fileName),
          sql`not exists (select 1 from ${articles} where ${articleUses(sql`${fileName}::text`)})`,
          sql`not exists (select 1 from ${projectPhotos} where ${projectPhotos.mediaId} = ${media.id})`,
        ),
      )
      .returning({ id: media.id });
    if (deleted.length === 0) {
      const [exists] = await tx.select({ id: media.id }).from(media).where(eq(media.fileName, fileName));
      return exists ? 'in-use' : 'missing';
    }
    await audit(tx, { actorId, action: 'media.delete', entity: 'media', entityId: deleted[0]!.id, details: { fileName } });
    return 'deleted';
  });
}

/** Sets an image's alt text (or marks it Decorative); false when there is no such image. */
export async function describeMedia(db: Database, fileName: string, description: ImageDescription, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(media)
      .set({ altText: description.alt, decorative: description.decorative })
      .where(eq(media.fileName, fileName))
      .returning({ id: media.id });
    if (!row) return false;
    await audit(tx, { actorId, action: 'media.describe', entity: 'media', entityId: row.id, details: { fileName } });
    return true;
  });
}

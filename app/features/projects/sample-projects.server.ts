// Moves the projects the site showed from content/ into the database, once: at a start that finds
// no project and no record of one ever being saved or deleted (so projects staff deleted do not
// come back). Each gets its illustration, as a WebP photo, in the media library with alt text. Processes starting together on one PostgreSQL take turns (an advisory lock).
import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '#db/database.ts';
import { auditLog, media, projectPhotos, projects } from '#db/schema.ts';
import { projects as sampleProjects } from '#content/projects.ts';
import type { StartUpStep } from '#app/lib/services.server.ts';

// The illustrations as WebP photos, rendered once by scripts/sample-project-photos.ts and carried in
// the server's bundle as data URLs (no file is read and no SVG rasterized at start).
const photos = import.meta.glob<string>('/content/sample-projects/*.webp', { query: '?inline', import: 'default', eager: true });
const SAMPLE_LOCK = 727276;

async function samplePhoto(name: string): Promise<{ data: Buffer; width: number; height: number } | null> {
  const dataUrl = photos[`/content/sample-projects/${name}.webp`];
  if (!dataUrl) return null;
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const { width, height } = await sharp(data).metadata();
  return { data, width, height };
}

/** Adds the sample projects if no project was ever stored; returns how many were added. */
export async function moveSampleProjectsIn(db: Database): Promise<number> {
  const images = new Map<string, { data: Buffer; width: number; height: number } | null>();
  for (const project of sampleProjects) images.set(project.image, await samplePhoto(project.image));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_LOCK})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(projects);
    const [history] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(like(auditLog.action, 'project.%'));
    if ((existing?.count ?? 0) > 0 || (history?.count ?? 0) > 0) return 0;
    // Oldest first, so the list (newest first) keeps the order the page had.
    const base = Date.now() - sampleProjects.length * 60_000;
    for (const [index, project] of sampleProjects.entries()) {
      const at = new Date(base + (sampleProjects.length - index) * 60_000);
      const [row] = await tx
        .insert(projects)
        .values({
          slug: project.id,
          title: project.title,
          locality: project.locality,
          service: project.service,
          propertyType: project.propertyType,
          carpetArea: project.carpetArea,
          package: project.package,
          budget: project.budget,
          style: project.style,
          category: project.category.toLowerCase(),
          description: `${project.description}\n\nScope: ${project.scope}. Completed in ${project.duration}.`,
          client: project.client,
          isPublished: true,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: projects.id });
      const image = images.get(project.image);
      if (!image) continue;
      const fileName = `${createHash('sha256').update(image.data).digest('hex').slice(0, 32)}.webp`;
      await tx
        .insert(media)
        .values({
          fileName,
          originalName: `${project.image}.webp`,
          contentType: 'image/webp',
          width: image.width,
          height: image.height,
          bytes: image.data.byteLength,
          data: image.data,
          altText: project.imageAlt,
        })
        .onConflictDoNothing({ target: media.fileName });
      const [stored] = await tx.select({ id: media.id }).from(media).where(eq(media.fileName, fileName));
      await tx.insert(projectPhotos).values({ projectId: row!.id, position: 0, mediaId: stored!.id });
    }
    return sampleProjects.length;
  });
}

/** The start-up step (app/entry.server.tsx): a failure is logged and the server starts anyway. */
export const moveSampleProjectsInAtStart: StartUpStep = async ({ db, logger }) => {
  try {
    const added = await moveSampleProjectsIn(db);
    if (added > 0) logger.info({ projects: added }, 'Moved the sample projects into the database');
  } catch (error) {
    logger.error({ err: error }, 'Could not move the sample projects into the database');
  }
};

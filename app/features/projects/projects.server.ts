// The studio's projects: the 'Projects' screen's reads and writes, and the public reads of
// /projects, /projects/<slug> and the locality pages (published projects only). Photos are
// images of the media library, each with alt text, in the order staff chose them.
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { media, projectPhotos, projects } from '#db/schema.ts';
import type { ProjectRow } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { PROJECT_MESSAGES } from '#app/features/projects/project-options.ts';
import type { ProjectFilters, ProjectValues } from '#app/features/projects/project-options.ts';

export type ProjectPhoto = { fileName: string; url: string; alt: string; width: number; height: number };
export type Project = Omit<ProjectRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string; photos: ProjectPhoto[] };

const photoUrl = (fileName: string) => `/media/${fileName}`;

/** The photos of these projects, in order, by project id. */
async function photosOf(db: Database, projectIds: string[]): Promise<Map<string, ProjectPhoto[]>> {
  const byProject = new Map<string, ProjectPhoto[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({
      projectId: projectPhotos.projectId,
      fileName: media.fileName,
      alt: media.altText,
      width: media.width,
      height: media.height,
    })
    .from(projectPhotos)
    .innerJoin(media, eq(media.id, projectPhotos.mediaId))
    .where(inArray(projectPhotos.projectId, projectIds))
    .orderBy(projectPhotos.projectId, asc(projectPhotos.position));
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push({ fileName: row.fileName, url: photoUrl(row.fileName), alt: row.alt ?? '', width: row.width, height: row.height });
    byProject.set(row.projectId, list);
  }
  return byProject;
}

async function withPhotos(db: Database, rows: ProjectRow[]): Promise<Project[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    photos: photos.get(row.id) ?? [],
  }));
}

/** Every project, drafts too, newest first: the 'Projects' screen. */
export async function listProjectsForAdmin(db: Database): Promise<Project[]> {
  return withPhotos(db, await db.select().from(projects).orderBy(desc(projects.createdAt), projects.slug));
}

export async function getProject(db: Database, id: string): Promise<Project | null> {
  const rows = await db.select().from(projects).where(eq(projects.id, id));
  return (await withPhotos(db, rows))[0] ?? null;
}

/** Published projects matching the filters, newest first. */
export async function publishedProjects(db: Database, filters: ProjectFilters = {}): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.isPublished, true),
        filters.locality ? eq(projects.locality, filters.locality) : undefined,
        filters.property ? eq(projects.propertyType, filters.property) : undefined,
        filters.budget ? eq(projects.budget, filters.budget) : undefined,
        filters.style ? eq(projects.style, filters.style) : undefined,
        filters.category ? eq(projects.category, filters.category) : undefined,
      ),
    )
    .orderBy(desc(projects.createdAt), projects.slug);
  return withPhotos(db, rows);
}

/** The localities with at least one published project (slugs): the only ones /projects offers to filter by. */
export async function localitiesWithProjects(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ locality: projects.locality }).from(projects).where(eq(projects.isPublished, true));
  return rows.map((row) => row.locality);
}

export async function publishedProject(db: Database, slug: string): Promise<Project | null> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.slug, slug), eq(projects.isPublished, true)));
  return (await withPhotos(db, rows))[0] ?? null;
}

export type SaveOutcome = { ok: true; id: string } | { ok: false; field: 'slug' | 'photos'; message: string } | { ok: false; field: null };

/**
 * Creates (id null) or updates a project with its photos, in one transaction. Refused: a slug
 * another project has, a photo that is not in the library or has no alt text. Audited.
 */
export async function saveProject(db: Database, id: string | null, values: ProjectValues, actorId: string): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.slug, values.slug), id ? ne(projects.id, id) : undefined));
    if (taken) return { ok: false as const, field: 'slug' as const, message: PROJECT_MESSAGES.slugTaken };
    const images = await tx
      .select({ id: media.id, fileName: media.fileName })
      .from(media)
      .where(and(inArray(media.fileName, values.photos), isNotNull(media.altText), eq(media.decorative, false), isNotNull(media.data)));
    const idOf = new Map(images.map((image) => [image.fileName, image.id]));
    if (values.photos.some((fileName) => !idOf.has(fileName)))
      return { ok: false as const, field: 'photos' as const, message: PROJECT_MESSAGES.photoWithoutAlt };

    const { photos, ...fields } = values;
    let projectId: string;
    if (id) {
      const [row] = await tx
        .update(projects)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(projects.id, id))
        .returning({ id: projects.id });
      if (!row) return { ok: false as const, field: null };
      projectId = row.id;
      await tx.delete(projectPhotos).where(eq(projectPhotos.projectId, projectId));
    } else {
      const [row] = await tx.insert(projects).values(fields).returning({ id: projects.id });
      projectId = row!.id;
    }
    await tx.insert(projectPhotos).values(photos.map((fileName, position) => ({ projectId, position, mediaId: idOf.get(fileName)! })));
    await audit(tx, {
      actorId,
      action: id ? 'project.update' : 'project.create',
      entity: 'project',
      entityId: projectId,
      details: { slug: values.slug, published: values.isPublished },
    });
    return { ok: true as const, id: projectId };
  });
}

export async function deleteProject(db: Database, id: string, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id, slug: projects.slug });
    if (!row) return false;
    await audit(tx, { actorId, action: 'project.delete', entity: 'project', entityId: row.id, details: { slug: row.slug } });
    return true;
  });
}

// Projects on both databases: saved with photos from the library (alt text required), refused
// slugs and photos, the public reads with their filters, the photos held while in use, and the
// sample projects moved in once. (The media library's use counts of projects: its own test.)
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media, projectPhotos, projects } from '#db/schema.ts';
import { createHash } from 'node:crypto';
import { PROJECT_MESSAGES, projectSchema, projectValues, similarDesignLink } from '#app/features/projects/project-options.ts';
import { deleteProject, publishedProject, publishedProjects, saveProject } from '#app/features/projects/projects.server.ts';
import { moveSampleProjectsIn } from '#app/features/projects/sample-projects.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { projects as sampleProjects } from '#content/projects.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { insertStaffUser } from '../../../tests/support/users.ts';

function form(fields: Record<string, string | string[]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  return parseForm(body, projectSchema);
}

/** An accepted form's values, as the action stores them. */
function valuesOf(result: ReturnType<typeof form>) {
  if (result.status !== 'success') throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return projectValues(result.value);
}

/** A refused form's messages by field (none for an accepted one). */
const errorsOf = (result: ReturnType<typeof form>) => (result.status === 'error' ? (result.error ?? {}) : {});

const kitchen = (photos: string[], extra: Record<string, string> = {}) => ({
  title: 'A 2 BHK Kitchen in Whitefield',
  locality: 'whitefield',
  service: 'modular-kitchen',
  propertyType: '2bhk',
  carpetArea: '1100',
  package: 'premium',
  budget: '5-10-lakh',
  style: 'modern',
  description: 'A parallel kitchen.\n\nFinished in 18 days.',
  photos,
  isPublished: 'on',
  ...extra,
});

describe('the project form', () => {
  it('checks every field with the same schema the browser uses', () => {
    const empty = form({ photos: [] });
    expect(empty.status).toBe('error');
    expect(Object.keys(errorsOf(empty)).sort()).toEqual(
      ['budget', 'carpetArea', 'description', 'locality', 'package', 'photos', 'propertyType', 'service', 'style', 'title'].sort(),
    );
    const bad = form(kitchen(['nope.webp'], { locality: 'paris', carpetArea: '12' }));
    expect(errorsOf(bad)).toEqual({
      locality: [PROJECT_MESSAGES.choose],
      carpetArea: [PROJECT_MESSAGES.area],
      'photos[0]': [PROJECT_MESSAGES.photos],
    });
    expect(errorsOf(form(kitchen(['0123456789abcdef0123456789abcdef.webp'], { slug: 'Not A Slug!' })))).toEqual({
      slug: [PROJECT_MESSAGES.slug],
    });
    const values = valuesOf(form(kitchen(['0123456789abcdef0123456789abcdef.webp'])));
    expect(values).toMatchObject({ slug: 'a-2-bhk-kitchen-in-whitefield', carpetArea: 1100, isPublished: true });
    expect(similarDesignLink(values)).toBe('/calculator?service=modular-kitchen&property=2bhk&area=1100&package=premium');
  });
});

describe('the project form: category and client', () => {
  it('files a project as residential unless another category is chosen, and keeps an empty client as none', () => {
    const photos = ['0123456789abcdef0123456789abcdef.webp'];
    expect(valuesOf(form(kitchen(photos)))).toMatchObject({ category: 'residential', client: null });
    expect(valuesOf(form(kitchen(photos, { category: 'kitchen', client: '  A working couple ' })))).toMatchObject({
      category: 'kitchen',
      client: 'A working couple',
    });
    expect(errorsOf(form(kitchen(photos, { category: 'garden' })))).toEqual({ category: [PROJECT_MESSAGES.choose] });
    expect(errorsOf(form(kitchen(photos, { client: 'x'.repeat(161) })))).toEqual({ client: [PROJECT_MESSAGES.client] });
    expect(Object.keys(errorsOf(form(kitchen(photos, { client: `The Nair${String.fromCharCode(0)} family` }))))).toEqual(['client']);
  });
});

describe.each(drivers)('projects on %s', (driver) => {
  let database: TestDatabase;
  let staffId: string;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    staffId = (await insertStaffUser(database.db, `projects-${driver}@example.com`, 'editor')).id;
  });
  afterAll(async () => database?.cleanup());

  /** An image of the library, as an upload stores it. */
  const photo = async (background: string, alt: string | null) => {
    const data = await sharp({ create: { width: 80, height: 60, channels: 3, background } })
      .webp()
      .toBuffer();
    const fileName = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
    await database.db.insert(media).values({
      fileName,
      contentType: 'image/webp',
      width: 80,
      height: 60,
      bytes: data.byteLength,
      data,
      altText: alt,
      decorative: alt === null,
      uploadedBy: staffId,
    });
    return { fileName };
  };
  const photoRows = async (fileName: string) =>
    database.db
      .select({ projectId: projectPhotos.projectId })
      .from(projectPhotos)
      .innerJoin(media, eq(media.id, projectPhotos.mediaId))
      .where(eq(media.fileName, fileName));

  it('moves the sample projects in once, each with its illustration as a photo with alt text', async () => {
    const db = database.db;
    expect(await moveSampleProjectsIn(db)).toBe(sampleProjects.length);
    expect(await moveSampleProjectsIn(db)).toBe(0);
    const shown = await publishedProjects(db);
    expect(shown.map((project) => project.slug)).toEqual(sampleProjects.map((project) => project.id));
    for (const project of shown) {
      expect(project.photos).toHaveLength(1);
      expect(project.photos[0]!.alt).not.toBe('');
      expect(project.photos[0]!.url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    }
    // Each under its category of the filter buttons, with its client for the dialog.
    expect(shown.map((project) => [project.category, project.client])).toEqual(
      sampleProjects.map((project) => [project.category.toLowerCase(), project.client]),
    );
    expect(new Set(shown.map((project) => project.category))).toEqual(new Set(['residential', 'commercial', 'kitchen', 'bathroom']));
    // Deleted by staff: they do not come back at the next start.
    for (const project of shown) await deleteProject(db, project.id, staffId);
    expect(await moveSampleProjectsIn(db)).toBe(0);
    expect(await publishedProjects(db)).toEqual([]);
  });

  it('saves a project with photos in order, lists it by its filters, and counts its photos as uses', async () => {
    const db = database.db;
    const first = await photo('#aa7733', 'A walnut kitchen wall');
    const second = await photo('#3377aa', 'A blue tiled backsplash');
    const decorative = await photo('#777777', null);

    const refused = await saveProject(db, null, valuesOf(form(kitchen([first.fileName, decorative.fileName]))), staffId);
    expect(refused).toEqual({ ok: false, field: 'photos', message: PROJECT_MESSAGES.photoWithoutAlt });

    const saved = await saveProject(db, null, valuesOf(form(kitchen([second.fileName, first.fileName]))), staffId);
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.id : '';
    const again = await saveProject(db, null, valuesOf(form(kitchen([first.fileName]))), staffId);
    expect(again).toEqual({ ok: false, field: 'slug', message: PROJECT_MESSAGES.slugTaken });

    const page = await publishedProject(db, 'a-2-bhk-kitchen-in-whitefield');
    expect(page?.photos.map((item) => item.alt)).toEqual(['A blue tiled backsplash', 'A walnut kitchen wall']);
    expect(page).toMatchObject({ locality: 'whitefield', carpetArea: 1100, package: 'premium' });

    const slugs = async (filters: Parameters<typeof publishedProjects>[1]) =>
      (await publishedProjects(db, filters)).map((item) => item.slug);
    expect(await slugs({ locality: 'whitefield', property: '2bhk', budget: '5-10-lakh', style: 'modern' })).toEqual([
      'a-2-bhk-kitchen-in-whitefield',
    ]);
    expect(await slugs({ locality: 'koramangala' })).toEqual([]);
    expect(await slugs({ style: 'traditional' })).toEqual([]);

    // Each photo is held by the project (the media library counts these rows as uses).
    expect(await photoRows(first.fileName)).toEqual([{ projectId: id }]);
    await expect(db.delete(media).where(eq(media.fileName, first.fileName))).rejects.toThrow();

    // A draft is not public; its photos are still its own.
    const draft = await saveProject(db, id, valuesOf(form(kitchen([first.fileName], { isPublished: '' }))), staffId);
    expect(draft.ok).toBe(true);
    expect(await publishedProject(db, 'a-2-bhk-kitchen-in-whitefield')).toBeNull();
    expect(await slugs({ locality: 'whitefield' })).toEqual([]);
    // The photo taken out of the project is free again.
    expect(await photoRows(second.fileName)).toEqual([]);

    expect(await deleteProject(db, id, staffId)).toBe(true);
    expect(await db.select().from(projects).where(eq(projects.id, id))).toEqual([]);
    expect(await photoRows(first.fileName)).toEqual([]);
    const actions = (await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id))).map((row) => row.action);
    expect(actions.sort()).toEqual(['project.create', 'project.delete', 'project.update']);
  });
});

// Earlier versions kept uploaded images as files in DATA_DIR/media (decision 034). At start, each
// of them is copied into its `media` row, so old article HTML keeps its images; a note left in
// the folder then says it was imported, and later starts do not read it again (decision 049).
import fs from 'node:fs/promises';
import path from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '#db/database.ts';
import { media } from '#db/schema.ts';
import type { StartUpStep } from '#app/lib/services.server.ts';
import { MEDIA_FILE_NAME, saveImage } from '#app/features/articles/media/media.server.ts';

/** The folder of an earlier version's uploads, inside DATA_DIR. */
export function oldMediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/** Written into the folder once its images are in the database: its presence ends the import. */
export const IMPORTED_NOTE = 'IMPORTED-INTO-DATABASE.txt';

// Held for the import's transaction: processes starting together on one PostgreSQL (perhaps
// sharing one folder) import one after another, and the later ones find the work done.
const IMPORT_LOCK = 727_275;

export type FolderImport =
  { status: 'no-folder' | 'imported-before' } | { status: 'imported'; imported: string[]; skipped: string[]; noteWritten: boolean };

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Copies DATA_DIR/media/<hash>.webp files into their rows (a new row, or the bytes of a row an
 * earlier version recorded), all in one transaction. Files of any other name, or that are not
 * WebP images, are left out (no URL of the stored shape could name them) and listed in `skipped`.
 * A failure rolls everything back and throws; the folder is then read again at the next start.
 */
export async function importMediaFolder(db: Database, dataDir: string): Promise<FolderImport> {
  const folder = oldMediaDir(dataDir);
  const note = path.join(folder, IMPORTED_NOTE);
  if (!(await exists(folder))) return { status: 'no-folder' };
  if (await exists(note)) return { status: 'imported-before' };

  const imported: string[] = [];
  const skipped: string[] = [];
  const done = await db.transaction(async (tx) => {
    // Raw: a lock function that reads no table, which the builder cannot call.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    // Another process on this folder may have finished while this one waited for the lock.
    if (await exists(note)) return false;
    const stored = new Set(
      (await tx.select({ fileName: media.fileName }).from(media).where(isNotNull(media.data))).map((row) => row.fileName),
    );
    const entries = (await fs.readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name === IMPORTED_NOTE) continue;
      if (!entry.isFile() || !MEDIA_FILE_NAME.test(entry.name)) {
        skipped.push(entry.isDirectory() ? `${entry.name}/` : entry.name);
        continue;
      }
      if (stored.has(entry.name)) continue;
      const data = await fs.readFile(path.join(folder, entry.name));
      const image = await sharp(data)
        .metadata()
        .catch(() => null);
      if (image?.format !== 'webp' || !image.width || !image.height) {
        skipped.push(entry.name);
        continue;
      }
      await saveImage(tx, { fileName: entry.name, originalName: null, width: image.width, height: image.height, data, uploadedBy: null });
      imported.push(entry.name);
    }
    return true;
  });
  if (!done) return { status: 'imported-before' };

  const text =
    `The images in this folder were copied into the database on ${new Date().toISOString()}; ` +
    'the server serves them from there and no longer reads this folder at start.\n' +
    'Keep the folder as a backup or delete it. To import it again, delete this note and restart.\n' +
    (skipped.length > 0 ? `\nLeft out (not an uploaded image of the form <32 hex digits>.webp):\n${skipped.join('\n')}\n` : '');
  const noteWritten = await fs.writeFile(note, text).then(
    () => true,
    () => false,
  );
  return { status: 'imported', imported, skipped, noteWritten };
}

/** The start-up step: imports the folder if there is one, and says what happened. */
export const importOldMediaAtStart: StartUpStep = async ({ env, logger, db }) => {
  const folder = oldMediaDir(env.DATA_DIR);
  try {
    const result = await importMediaFolder(db, env.DATA_DIR);
    if (result.status !== 'imported') return;
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    logger.info(
      { folder, imported: result.imported.length },
      `Imported ${count(result.imported.length, 'image')} from ${folder} into the database`,
    );
    if (result.skipped.length > 0) {
      logger.warn(
        { folder, skipped: result.skipped },
        `Left ${count(result.skipped.length, 'file')} out of the media import: not uploaded images`,
      );
    }
    if (!result.noteWritten) {
      logger.warn({ folder }, `Could not write ${IMPORTED_NOTE} into ${folder}: it will be checked again at the next start`);
    }
  } catch (error) {
    // The site still works; the old images stay missing until a start imports them.
    logger.error({ err: error, folder }, `Could not import the images of ${folder}; the next start tries again`);
  }
};

// The font files the server draws with (content/fonts, decision 108): read once, then kept.
import fs from 'node:fs';
import path from 'node:path';

/**
 * content/fonts, from this module in the sources (app/lib) and in the built server (build/server)
 * alike: both are two folders below the project's, as for the migrations (app/lib/db.server.ts).
 */
export const FONTS_FOLDER = path.resolve(import.meta.dirname ?? '.', '../../content/fonts');

export type FontFile = 'NotoSans-Regular.ttf' | 'NotoSans-Bold.ttf';

const loaded = new Map<FontFile, Uint8Array>();

/** The bytes of one of the project's fonts (read from disk on first use). */
export function fontBytes(file: FontFile): Uint8Array {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = new Uint8Array(fs.readFileSync(path.join(FONTS_FOLDER, file)));
    loaded.set(file, bytes);
  }
  return bytes;
}

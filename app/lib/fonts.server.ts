// The font files the server draws with (content/fonts, decision 108): read once, then kept.
import fs from 'node:fs';
import path from 'node:path';

export type FontFile = 'NotoSans-Regular.ttf' | 'NotoSans-Bold.ttf';

/**
 * content/fonts of the project: the nearest one above this module, which is app/lib in the
 * sources and a chunk of the built server (build/server/assets, or the folder BUILD_DIR names)
 * in production. The server always runs in the project's folder (it reads db/migrations there too).
 */
function fontsFolder(): string {
  const tried: string[] = [];
  for (let dir = import.meta.dirname ?? process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'content', 'fonts');
    if (fs.existsSync(path.join(candidate, 'NotoSans-Regular.ttf'))) return candidate;
    tried.push(candidate);
    if (path.dirname(dir) === dir) break;
  }
  const fromCwd = path.resolve('content', 'fonts');
  if (fs.existsSync(fromCwd)) return fromCwd;
  throw new Error(`The PDF fonts are missing: none of ${[...tried, fromCwd].join(', ')} has them`);
}

let folder: string | null = null;
const loaded = new Map<FontFile, Uint8Array>();

/** The bytes of one of the project's fonts (read from disk on first use). */
export function fontBytes(file: FontFile): Uint8Array {
  let bytes = loaded.get(file);
  if (!bytes) {
    folder ??= fontsFolder();
    bytes = new Uint8Array(fs.readFileSync(path.join(folder, file)));
    loaded.set(file, bytes);
  }
  return bytes;
}

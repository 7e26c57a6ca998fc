import path from 'node:path';

/**
 * Where uploaded images live: DATA_DIR/media, served at /media/<file> by the HTTP server
 * (server/app.ts) with a year of caching, since every file name is the hash of its content.
 */
export function mediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

// The address a running server serves on, kept in its data folder, so that a command run beside
// it (npm run admin:create) names the right sign-in address whatever PORT or SITE_URL the
// server was started with (decision 050).
import fs from 'node:fs';
import path from 'node:path';
import { dataDirOwner } from '#app/lib/data-dir.server.ts';

const FILE = 'server-url.json';

type Record = { pid: number; url: string };

/**
 * Writes this process's origin into the data folder; returns the function that removes it.
 * Failing to write only costs the CLI the right address, so it does not stop the server.
 */
export function recordServedUrl(dataDir: string, url: string): () => void {
  const file = path.join(dataDir, FILE);
  try {
    fs.writeFileSync(file, `${JSON.stringify({ pid: process.pid, url } satisfies Record)}\n`, { mode: 0o600 });
  } catch {
    return () => {};
  }
  return () => {
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as Record).pid === process.pid) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

/**
 * The origin recorded by the server that holds the data folder now (embedded database), or
 * null when none runs there (or it runs on PostgreSQL and holds no folder).
 */
export function servedUrl(dataDir: string): string | null {
  const owner = dataDirOwner(dataDir);
  if (owner === null) return null;
  try {
    const record = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as Partial<Record>;
    return record.pid === owner && typeof record.url === 'string' ? record.url : null;
  } catch {
    return null;
  }
}

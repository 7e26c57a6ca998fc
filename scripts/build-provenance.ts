// What a production build was made from (decision 087): every build writes
// <build>/provenance.json (react-router.config.ts's buildEnd), and `npm start`, `npm test`, the
// process tests and the bench rebuild only when the sources or SITE_URL differ from it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '#server/build-folder.ts';

/** The files a build is made from; tests and the folders the build writes are left out. */
const INPUTS = ['app', 'content', 'public', 'db', 'scripts/vite', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];
const PROVENANCE_FILE = 'provenance.json';

export type Provenance = { sources: string; siteUrl: string; builtAt: string };

/** A hash of the build's inputs: their paths and contents, so a touched but unchanged file does not count. */
export function sourceHash(base = root): string {
  const hash = createHash('sha256');
  const visit = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) visit(path.join(file, name));
    } else if (!/\.test\.tsx?$/.test(file)) {
      hash.update(`${path.relative(base, file)}\0${stat.size}\0`).update(fs.readFileSync(file));
    }
  };
  for (const input of INPUTS) visit(path.join(base, input));
  return hash.digest('hex');
}

export function writeProvenance(buildDir: string, siteUrl: string, sources = sourceHash()): Provenance {
  const provenance: Provenance = { sources, siteUrl, builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(buildDir, PROVENANCE_FILE), `${JSON.stringify(provenance, null, 2)}\n`);
  return provenance;
}

export function readProvenance(buildDir: string): Provenance | null {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(buildDir, PROVENANCE_FILE), 'utf8')) as Partial<Provenance>;
    return typeof value.sources === 'string' && typeof value.siteUrl === 'string' ? (value as Provenance) : null;
  } catch {
    return null;
  }
}

/** Why `buildDir` must be (re)built for `siteUrl`, or null when it is current. */
export function staleReason(buildDir: string, siteUrl: string, sources = sourceHash()): string | null {
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) return 'there is no build';
  const made = readProvenance(buildDir);
  if (!made) return 'the build does not say what it was made from';
  if (made.siteUrl !== siteUrl) return `the build was made for ${made.siteUrl}, not ${siteUrl}`;
  if (made.sources !== sources) return 'the sources changed since the build';
  return null;
}

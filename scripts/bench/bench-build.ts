// The bench's own production build in .bench-build/ (ignored by git), so a server running on
// build/ never has its build replaced under it (decision 089). Every server the bench starts
// inherits BUILD_DIR from here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readProvenance } from '../build-provenance.ts';

/**
 * Points BUILD_DIR at .bench-build/ (unless it is set) and builds there when the sources changed,
 * for `siteUrl` (or the address that build was made for, or the default).
 */
export function prepareBenchBuild(root: string, siteUrl?: string): void {
  process.env.BUILD_DIR ||= path.join(root, '.bench-build');
  const made = readProvenance(path.resolve(root, process.env.BUILD_DIR));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  const wanted = siteUrl ?? made?.siteUrl;
  if (wanted) env.SITE_URL = wanted;
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Vitest global setup of the `process` project (decision 086): makes sure a production build
// exists and matches the sources, and that its data folder template is made, before any test
// starts the real server. A build that is current
// is kept whatever address it was made for (the tests read that address, builtSiteUrl below);
// a missing or stale one is built, for the address it had or the default.
import { spawnSync } from 'node:child_process';
import { readProvenance } from '../../scripts/build-provenance.ts';
import { buildDirectory, root } from '../../server/build-folder.ts';
import { serverTemplate } from './server-template.ts';

export default async function setup(): Promise<void> {
  const made = readProvenance(buildDirectory());
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  if (made) env.SITE_URL = made.siteUrl;
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The production build failed (exit ${result.status}); see its messages above.`);
  // The data folder the servers of the tests start from, made once for this build (decision 149).
  await serverTemplate();
}

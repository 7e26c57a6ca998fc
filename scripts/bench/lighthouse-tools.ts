// Lighthouse (about 160 MB in 97 packages) is used only by `npm run bench`, so it is not a
// dependency of the project: the bench installs this exact version into .bench-tools/ (ignored by
// git) the first time it needs it, and loads it from there (decision 089).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LIGHTHOUSE_VERSION = '13.5.0';

/** The parts of Lighthouse and chrome-launcher the bench uses. */
type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  };
};
export type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<LighthouseResult | undefined>;
export type ChromeLauncher = {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; pid: number; kill(): void }>;
};

export function toolsDir(root: string): string {
  return path.join(root, '.bench-tools');
}

/** Installs the pinned Lighthouse into .bench-tools/ unless it is there already. */
export function ensureLighthouse(root: string): string {
  const dir = toolsDir(root);
  const installed = path.join(dir, 'node_modules/lighthouse/package.json');
  const version = fs.existsSync(installed) ? (JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string }).version : null;
  if (version !== LIGHTHOUSE_VERSION) {
    console.error(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(root, dir)}/ for the bench (once)...`);
    fs.mkdirSync(dir, { recursive: true });
    const manifest = {
      private: true,
      description: 'Tools of npm run bench (decision 089)',
      dependencies: { lighthouse: LIGHTHOUSE_VERSION },
    };
    fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    execFileSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return dir;
}

export async function loadLighthouse(root: string): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  const require = createRequire(path.join(ensureLighthouse(root), 'package.json'));
  const load = async (name: string) => import(pathToFileURL(require.resolve(name)).href) as Promise<Record<string, unknown>>;
  const [lighthouseModule, chromeLauncher] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  return { lighthouse: lighthouseModule.default as Lighthouse, chromeLauncher: chromeLauncher as unknown as ChromeLauncher };
}

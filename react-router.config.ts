import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderedPublicPaths } from './app/lib/public-paths.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { rewritePrerenderedPages } from './scripts/vite/scripts-after-paint.ts';
import { parseEnv } from './app/lib/env.server.ts';
import { writeProvenance } from './scripts/build-provenance.ts';
import { buildDirectory } from './server/build-folder.ts';

export default {
  ssr: true,
  // build/ unless BUILD_DIR names another folder (the bench builds into its own, decision 087).
  buildDirectory: buildDirectory(),
  // Marketing pages do not depend on the request: they are rendered once at build time and
  // served as files (server/static.ts). Articles, the calculator and the admin are rendered on request.
  prerender: { paths: [...prerenderedPublicPaths], concurrency: 2 },
  // Their scripts then load after the first paint (decision 044).
  buildEnd({ viteConfig, reactRouterConfig }) {
    const clientDir = path.resolve(viteConfig.root, reactRouterConfig.buildDirectory, 'client');
    const pages = rewritePrerenderedPages(clientDir);
    viteConfig.logger.info(`Prerendered pages set to load their scripts after the first paint: ${pages}`);
    // Then the assets are final: compressed once, at the strongest settings (decision 060).
    const compressed = precompress(path.join(clientDir, 'assets'));
    viteConfig.logger.info(`Assets compressed ahead (brotli and gzip): ${compressed}`);
    // Last, what the build was made from, so `npm start` does not build it again (decision 087).
    const buildDir = path.resolve(viteConfig.root, reactRouterConfig.buildDirectory);
    const { siteUrl } = writeProvenance(buildDir, parseEnv().SITE_URL);
    viteConfig.logger.info(`Built for ${siteUrl}: ${path.relative(viteConfig.root, buildDir)}/provenance.json`);
  },
} satisfies Config;

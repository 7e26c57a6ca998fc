import type { Config } from '@react-router/dev/config';
import { staticPublicPaths } from './app/lib/public-paths.ts';

export default {
  ssr: true,
  // Marketing pages do not depend on the request: they are rendered once at build time and
  // served as files (server/static.ts). Articles and the admin are rendered on request.
  prerender: { paths: [...staticPublicPaths], concurrency: 2 },
} satisfies Config;

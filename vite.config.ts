import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { codeSplitting, publicChunksCheck } from './scripts/vite/code-splitting.ts';
import { iconSprite } from './scripts/vite/icon-sprite.ts';
import { slowPrerender } from './scripts/vite/prerender-timeout.ts';
import { responsiveImages } from './scripts/vite/responsive-images.ts';

export default defineConfig({
  plugins: [
    tailwindcss(),
    responsiveImages({
      cacheDir: path.resolve('node_modules/.cache/responsive-images'),
      socialCardFrom: path.resolve('content/media/hero-living-room'),
    }),
    iconSprite(async () => (await import('./app/components/ui/icon-names.ts')).iconComponents),
    reactRouter(),
    // A prerender timeout that fits a busy two-core machine (decision 088); after reactRouter().
    slowPrerender(),
    // Fails the build if a public page would load a module only the admin uses.
    publicChunksCheck(),
  ],
  // Development (decision 088): the browser's dependencies are pre-bundled at start, so the first
  // admin page does not find new ones and reload; the server-only packages that the scan of the
  // route modules meets in their loaders and actions are never bundled for the browser. Vite
  // leaves the production build out of its watch.
  optimizeDeps: {
    include: [
      '@conform-to/react',
      '@conform-to/zod/v4',
      '@date-fns/tz',
      '@tiptap/core',
      '@tiptap/extension-image',
      '@tiptap/extension-table',
      '@tiptap/extension-text-align',
      '@tiptap/extension-text-style',
      '@tiptap/extensions',
      '@tiptap/react',
      '@tiptap/starter-kit',
      'date-fns',
      'lucide-react',
      'radix-ui',
      'react',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      'zod',
      'zod/mini',
    ],
    exclude: [
      '@electric-sql/pglite',
      '@electric-sql/pglite-socket',
      '@react-router/node',
      'aws4fetch',
      'csv-stringify',
      'drizzle-orm',
      'exifr',
      'isbot',
      'nodemailer',
      'otpauth',
      'pg',
      'pg-boss',
      'pino',
      'qrcode',
      'sanitize-html',
      'sharp',
      'ua-parser-js',
    ],
  },
  server: { watch: { ignored: ['**/build/**', '**/.bench-build/**', '**/.bench-tools/**', '**/.bench-baseline/**'] } },
  build: {
    // Keep asset names hashed and in /assets so the server can cache them as immutable.
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger chunks along what the public pages import (decision 068).
            codeSplitting: codeSplitting(),
          },
        },
      },
    },
  },
});

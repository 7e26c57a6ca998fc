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

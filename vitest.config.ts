import { defineConfig } from 'vitest/config';
import { iconSprite } from './scripts/vite/icon-sprite.ts';

// Unit and integration tests run on the sources; the React Router plugin is not needed here, the
// icon sprite's address (`virtual:icon-sprite`) is.
export default defineConfig({
  plugins: [iconSprite(async () => (await import('./app/components/ui/icon-names.ts')).iconComponents)],
  test: {
    include: ['{app,content,db,server,scripts}/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Two cores: a couple of files at a time, each on its own database.
    maxWorkers: 2,
    // Process-level tests start real servers (a new embedded database is created and seeded):
    // generous limits keep a busy 2-core machine from failing them.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';
import { iconSprite } from './scripts/vite/icon-sprite.ts';

// Three projects (decision 086): `unit` (pure, seconds), `database` (*.int.test.ts on PGlite and,
// with TEST_DATABASE_URL, PostgreSQL) and `process` (tests/integration: real servers and CLI
// runs, on a production build that the global setup makes when it is missing or stale).
// `npx vitest run --project unit` runs one. The React Router plugin is not needed here, the icon
// sprite's address (`virtual:icon-sprite`) is.
const sources = '{app,content,db,server,scripts}/**';

export default defineConfig({
  plugins: [iconSprite(async () => (await import('./app/components/ui/icon-names.ts')).iconComponents)],
  test: {
    environment: 'node',
    // Two cores: a couple of files at a time, each on its own database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${sources}/*.test.{ts,tsx}`],
          exclude: [`${sources}/*.int.test.{ts,tsx}`],
          // Password hashing (scrypt) takes seconds on a busy two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: [`${sources}/*.int.test.{ts,tsx}`],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One process per worker for all its files, not one per file (decision 171): each file
          // still gets its own databases, and the modules and PGlite's compiled WebAssembly are
          // loaded once per worker instead of 55 times (3-5 s of CPU each).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/build-for-process-tests.ts'],
          // The app some of them run in their own process (tests/support/in-process.ts) loads
          // React and React Router as production does.
          env: { NODE_ENV: 'production' },
          server: { deps: { external: [/tests\/support\/in-process-app\.ts$/] } },
          // Process-level tests start real servers (from the data folder template, decision 149):
          // generous limits keep a busy 2-core machine from failing them.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

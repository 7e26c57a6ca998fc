import { defineConfig } from 'drizzle-kit';

// Migrations are generated from db/schema.ts (`npm run db:generate`), committed, and applied
// by the server at start. No database connection is needed to generate them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});

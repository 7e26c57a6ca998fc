import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '#db/schema.ts';

/**
 * One query API for both drivers (PGlite and node-postgres): the code that reads and writes
 * never knows which it has. Opened by app/lib/db.server.ts.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

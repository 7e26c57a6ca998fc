import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import type * as schema from '#db/schema.ts';

/**
 * What both drivers answer to a raw `db.execute(sql)`: node-postgres a `QueryResult`, PGlite a
 * `Results`, and each has `rows`. Only the query builder's answers are typed beyond that.
 */
export type RawResult<TRow> = { rows: TRow[] };

/** The result type Drizzle gives `execute`, narrowed to the part both drivers share (see `RawResult`). */
export interface SharedQueryResultHKT extends PgQueryResultHKT {
  type: RawResult<this['row']>;
}

/**
 * One query API for both drivers (PGlite and node-postgres): the code that reads and writes
 * never knows which it has. `drizzle()` of either driver is assignable to it without a cast
 * (decision 046). Opened by app/lib/db.server.ts.
 */
export type Database = PgDatabase<SharedQueryResultHKT, typeof schema>;

/** The `tx` of `db.transaction(async (tx) => ...)`. */
export type Transaction = PgTransaction<SharedQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

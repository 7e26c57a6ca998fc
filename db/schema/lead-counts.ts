// The lead counts kept by triggers on contact_submissions (db/functions/lead-counts.sql): per status
// for the list's counters, per day and field for 'Reports'.
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { leadReportDimensions, leadStatuses } from '#db/enums.ts';
import { oneOf } from '#db/schema/columns.ts';

/**
 * How many leads there are of each status, kept by a trigger on contact_submissions (migration
 * 0007), so the list's counters read four rows instead of counting every lead (decision 071).
 */
export const leadStatusCounts = pgTable(
  'lead_status_counts',
  {
    status: text('status', { enum: leadStatuses }).primaryKey(),
    leads: bigint('leads', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('lead_status_counts_status_check', sql`${table.status} in ${oneOf(leadStatuses)}`)],
);

/**
 * Leads per day (in India time) by form, campaign, locality and service, with how many of them are
 * converted now; kept by the same triggers (migration 0007), so 'Reports' sums a few rows a day
 * instead of reading every lead of its range (decision 072). `value` is the lead's trimmed field,
 * '' when it had none.
 */
export const leadDailyCounts = pgTable(
  'lead_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension', { enum: leadReportDimensions }).notNull(),
    value: text('value').notNull(),
    leads: integer('leads').notNull().default(0),
    converted: integer('converted').notNull().default(0),
    /** Of them, how many are lost: with `converted`, the win rate of the decided ones (migration 0013). */
    lost: integer('lost').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.value] }),
    check('lead_daily_counts_dimension_check', sql`${table.dimension} in ${oneOf(leadReportDimensions)}`),
  ],
);

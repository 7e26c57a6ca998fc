// The sales pipeline's tables: each stage's totals and idle limit (the 'Pipeline' board's column
// heads) and the site visits booked for leads.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { leadStages, siteVisitStatuses } from '#db/enums.ts';
import { contactSubmissions } from '#db/schema/leads.ts';
import { users } from '#db/schema/staff.ts';
import { createdAt, oneOf, updatedAt } from '#db/schema/columns.ts';

/**
 * One row per pipeline stage: how many leads are in it and what they are worth (kept by triggers
 * on contact_submissions, migration 0017, so the board counts no leads), and after how many days
 * in it a card is 'Idle' (set by an admin).
 */
export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    stage: text('stage', { enum: leadStages }).primaryKey(),
    leads: bigint('leads', { mode: 'number' }).notNull().default(0),
    /** The sum of the stage's leads' value_paise (leads without a value count nothing). */
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull().default(0),
    /** A card longer than this many days in the stage is 'Idle'. */
    idleDays: integer('idle_days').notNull().default(7),
  },
  (table) => [
    check('pipeline_stages_stage_check', sql`${table.stage} in ${oneOf(leadStages)}`),
    check('pipeline_stages_idle_days_check', sql`${table.idleDays} between 1 and 365`),
  ],
);

/**
 * Each member's leads per stage: how many and what they are worth, the column heads of 'Assigned
 * to me' on the board, kept by triggers on contact_submissions (migration 0023) like
 * pipeline_stages, so the board counts none of a member's leads. No row: none. No foreign key: a
 * member removed is unassigned from their leads, which the triggers take off their rows.
 */
export const pipelineMemberStages = pgTable(
  'pipeline_member_stages',
  {
    memberId: uuid('member_id').notNull(),
    stage: text('stage', { enum: leadStages }).notNull(),
    leads: bigint('leads', { mode: 'number' }).notNull().default(0),
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.stage] }),
    check('pipeline_member_stages_stage_check', sql`${table.stage} in ${oneOf(leadStages)}`),
  ],
);

/**
 * A site visit booked for a lead: when, where, and which designer goes. The customer and the
 * designer get one calendar invitation per visit (uid), updated with each change (sequence);
 * `mailed_*` record which sequence each of them has been sent, and to which designer, so a
 * retried job sends nothing twice and a replaced designer is sent the cancel.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    designerId: uuid('designer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: siteVisitStatuses }).notNull().default('booked'),
    /** The invitation's version: 0 when booked, one more with each reschedule and the cancel. */
    sequence: integer('sequence').notNull().default(0),
    mailedCustomer: integer('mailed_customer').notNull().default(-1),
    mailedDesigner: integer('mailed_designer').notNull().default(-1),
    /**
     * The member who holds the invitation in their calendar: set when the designer's mail goes,
     * cleared when a designer replaced on a reschedule has been sent the cancel (decision 109).
     */
    mailedDesignerId: uuid('mailed_designer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('site_visits_lead_id_starts_at_idx').on(table.leadId, table.startsAt),
    // 'My day': the day's booked visits, whoever they are for.
    index('site_visits_booked_starts_at_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'booked'`),
    check('site_visits_status_check', sql`${table.status} in ${oneOf(siteVisitStatuses)}`),
  ],
);

export type SiteVisitRow = typeof siteVisits.$inferSelect;

// What intake keeps beside the leads: the old outbox of lead notifications and the spooled leads
// that never became a row.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationStatuses, unstoredLeadKinds } from '#db/enums.ts';
import { contactSubmissions } from '#db/schema/leads.ts';
import { createdAt, oneOf, updatedAt } from '#db/schema/columns.ts';

/**
 * The old outbox of lead notifications (decisions 022, 048). Unused since decision 080: its
 * pending rows are moved into the job engine at start; kept so an earlier version can still run.
 */
export const notificationJobs = pgTable(
  'notification_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: notificationStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    webhookSentAt: timestamp('webhook_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('notification_jobs_status_check', sql`${table.status} in ${oneOf(notificationStatuses)}`),
    index('notification_jobs_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('notification_jobs_lead_id_idx').on(table.leadId),
  ],
);

/**
 * Leads from the spool that never became a row: the database refused them, or the replay could
 * not read their line. Kept word for word for staff ('Leads that could not be stored'), once each
 * (`key`: a hash of the kind and the line).
 */
export const unstoredLeads = pgTable(
  'unstored_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: unstoredLeadKinds }).notNull(),
    reason: text('reason').notNull(),
    /** The spool's line as written (a NUL, which text cannot hold, as the six characters \u0000). */
    content: text('content').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('unstored_leads_kind_check', sql`${table.kind} in ${oneOf(unstoredLeadKinds)}`),
    index('unstored_leads_found_at_idx').on(table.foundAt.desc()),
  ],
);

export type NotificationJob = typeof notificationJobs.$inferSelect;
export type UnstoredLead = typeof unstoredLeads.$inferSelect;

// The sums 'Projects' and 'Payments' read (decision 168), kept by the database's triggers
// (db/functions/billing.sql) as payments, documents, milestones and leads' assignees change; the
// app never writes these tables. The milestones' own kept sums are columns of project_milestones.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customerProjects } from '#db/schema/billing.ts';

const paise = (name: string) => bigint(name, { mode: 'number' });

/**
 * What 'Projects' and 'Payments' list of a project (decision 168), kept by the database
 * (db/functions/billing.sql) from its milestones' kept sums when a transaction that changed them
 * commits, and the assignee of its lead (whose 'Projects' and 'Payments' it is on). One row per
 * project, made with it.
 */
export const projectBalances = pgTable(
  'project_balances',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => customerProjects.id, { onDelete: 'cascade' }),
    /** The lead's `assigned_to`, kept by a trigger on contact_submissions. */
    assignedTo: uuid('assigned_to'),
    /** The project's `created_at` ('Projects' lists newest first). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Tax invoices less credit notes. */
    invoicedPaise: paise('invoiced_paise').notNull().default(0),
    /** Payments less reversals. */
    receivedPaise: paise('received_paise').notNull().default(0),
    /** Over the invoiced milestones, what each is invoiced less what it received (0 or more each). */
    duePaise: paise('due_paise').notNull().default(0),
    /** The sum of its milestones' `owing_paise` ('Outstanding by project'). */
    outstandingPaise: paise('outstanding_paise').notNull().default(0),
  },
  (table) => [
    index('project_balances_created_idx').on(table.createdAt.desc(), table.projectId.desc()),
    index('project_balances_assigned_created_idx').on(table.assignedTo, table.createdAt.desc(), table.projectId.desc()),
    index('project_balances_outstanding_idx')
      .on(table.outstandingPaise.desc(), table.projectId)
      .where(sql`${table.outstandingPaise} > 0`),
    index('project_balances_assigned_outstanding_idx')
      .on(table.assignedTo, table.outstandingPaise.desc(), table.projectId)
      .where(sql`${table.outstandingPaise} > 0`),
  ],
);

/** Who 'Payments' counts a project for: its lead's assignee, or this for a lead assigned to nobody. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * 'Payments' per member and day (decision 168), kept by the database: what the milestones asked
 * for that day still owe, and the payments (less reversals) received that day, counted for the
 * assignee of each project's lead (`NOBODY` for none). The screen's totals, ageing and 'Collected
 * this month' sum these few rows, for everyone or for one member.
 */
export const billingMemberDays = pgTable(
  'billing_member_days',
  {
    member: uuid('member').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    owingPaise: paise('owing_paise').notNull().default(0),
    collectedPaise: paise('collected_paise').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.member, table.day] })],
);

/** How many projects owe something, per member (as `billing_member_days`). */
export const billingMemberProjects = pgTable('billing_member_projects', {
  member: uuid('member').primaryKey(),
  owingProjects: integer('owing_projects').notNull().default(0),
});

export type ProjectBalanceRow = typeof projectBalances.$inferSelect;

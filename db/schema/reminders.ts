// The reminder and first-response e-mails' claims (decision 114).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reminderMailKinds, reminderMailOutcomes } from '#db/enums.ts';
import { contactSubmissions } from '#db/schema/leads.ts';
import { users } from '#db/schema/staff.ts';
import { createdAt, oneOf } from '#db/schema/columns.ts';

/**
 * The reminder and first-response e-mails (decision 114), one row for each thing somebody is told
 * of once: a follow-up falling due ('follow_up', per lead and follow-up time), a lead 'Overdue'
 * (to its assignee) or 'Escalated' (to the admins), a member's 'Your day' (per member and India
 * day). `key` names it, and the e-mail's job on the job engine is named after the key: the sweep
 * that finds something due enqueues its job, then writes the row, and never finds it again once the
 * row is there; the job records what it did (`outcome`) before it counts as done.
 */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    /** 'follow-up:<lead>:<due ISO>', 'overdue:<lead>', 'escalated:<lead>', 'your-day:<member>:<yyyy-mm-dd>'. */
    key: text('key').primaryKey(),
    kind: text('kind', { enum: reminderMailKinds }).notNull(),
    leadId: uuid('lead_id').references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    /** Whom 'Your day' is for; null for the others (they go to whoever is the lead's assignee, or the admins, when sent). */
    memberId: uuid('member_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** When it fell due (the follow-up, the response's due time, twice it, 9:30 that day). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** Null until the job is done: 'sent', or 'skipped' (contacted meanwhile, turned off, nothing to tell, nobody to tell). */
    outcome: text('outcome', { enum: reminderMailOutcomes }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Whom it went to (e-mail addresses), or why it was skipped. */
    note: text('note'),
  },
  (table) => [
    check('reminder_mails_kind_check', sql`${table.kind} in ${oneOf(reminderMailKinds)}`),
    check('reminder_mails_outcome_check', sql`${table.outcome} is null or ${table.outcome} in ${oneOf(reminderMailOutcomes)}`),
    index('reminder_mails_lead_id_idx').on(table.leadId),
    index('reminder_mails_member_id_idx').on(table.memberId),
    // The sweep's look for claims whose job was lost: only rows not yet done are in it.
    index('reminder_mails_unfinished_idx')
      .on(table.createdAt)
      .where(sql`${table.outcome} is null`),
  ],
);

export type ReminderMail = typeof reminderMails.$inferSelect;

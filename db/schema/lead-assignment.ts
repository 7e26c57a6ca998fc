// Automatic assignment's turn (decisions 110, 134); the rule that takes it is the database's
// (db/functions/lead-assignment.sql).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '#db/schema/columns.ts';

/**
 * Whose turn it is for the next new lead (decision 110): one row, locked by the insert trigger
 * that assigns a lead and by 'Share among the team' (decision 119), so concurrent enquiries on any
 * number of app processes take their turns one after another. It names the member who got the
 * last lead by turn, with the key the turn is ordered by (when they joined, then their id).
 */
export const leadAssignmentTurn = pgTable(
  'lead_assignment_turn',
  {
    id: integer('id').primaryKey().default(1),
    lastMemberId: uuid('last_member_id'),
    lastMemberJoinedAt: timestamp('last_member_joined_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [check('lead_assignment_turn_one_row', sql`${table.id} = 1`)],
);

// The customer's project room (decision 174): the 6-digit codes e-mailed to open it on a new device
// (only their SHA-256), and the devices it remembers for 90 days (only the SHA-256 of the random
// token their cookie holds).
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerProjects } from '#db/schema/billing.ts';
import { createdAt } from '#db/schema/columns.ts';

/** A code e-mailed to the customer to open their project room on a device, like `quotation_codes`. */
export const roomCodes = pgTable(
  'room_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => customerProjects.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('room_codes_project_idx').on(table.projectId, table.createdAt.desc())],
);

/** A device that entered a right code: its cookie's token hashed, until it expires or is revoked. */
export const roomDevices = pgTable(
  'room_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => customerProjects.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The browser as it said it was (at most 200 characters), for staff to tell devices apart. */
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('room_devices_token_hash_key').on(table.tokenHash), index('room_devices_project_idx').on(table.projectId)],
);

export type RoomCodeRow = typeof roomCodes.$inferSelect;
export type RoomDeviceRow = typeof roomDevices.$inferSelect;

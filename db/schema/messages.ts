// The team's message templates: named WhatsApp messages an admin writes, with placeholders filled
// from the lead when a member opens a chat (decision 117).
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '#db/schema/staff.ts';
import { createdAt, updatedAt } from '#db/schema/columns.ts';

/**
 * 'WhatsApp templates': a name the team picks it by (unique whatever its capitals) and the
 * message, whose placeholders ({first_name}, {service}, {estimate}, {visit_time}, {quote_link})
 * are filled from the lead when it is used.
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('whatsapp_templates_name_key').on(sql`lower(${table.name})`)],
);

export type WhatsappTemplateRow = typeof whatsappTemplates.$inferSelect;

// Files that are not for the public (decision 169): a customer's payment proof photo today, a
// project room's site-diary photos later. The bytes are in the data folder or in S3-compatible
// object storage (`store`), under keys made from the row's id; only what the processing kept is
// stored (WebP copies at fixed widths, no metadata, decision 170). Who may open one follows from
// its owner (`owner_kind`, `owner_id`): the serving route asks the owner's feature.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { privateFileOwnerKinds, privateFilePurposes, privateFileStores } from '#db/enums.ts';
import { users } from '#db/schema/staff.ts';
import { createdAt, oneOf } from '#db/schema/columns.ts';

/** One stored copy of a photo: `<id>/<name>.webp` in its store ('480': at most 480 px wide). */
export type PrivateFileVariant = { name: string; width: number; height: number; bytes: number };

export const privateFiles = pgTable(
  'private_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind', { enum: privateFileOwnerKinds }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    purpose: text('purpose', { enum: privateFilePurposes }).notNull(),
    store: text('store', { enum: privateFileStores }).notNull(),
    contentType: text('content_type').notNull(),
    /** The stored copies, narrowest first. */
    variants: jsonb('variants').$type<PrivateFileVariant[]>().notNull(),
    /** Bytes stored, all copies together. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** The upload's size (not kept). */
    originalBytes: integer('original_bytes').notNull(),
    /** When the photo was taken, from its EXIF (read before the metadata was dropped); null when it did not say. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('private_files_owner_idx').on(table.ownerKind, table.ownerId, table.createdAt),
    check('private_files_owner_kind_check', sql`${table.ownerKind} in ${oneOf(privateFileOwnerKinds)}`),
    check('private_files_purpose_check', sql`${table.purpose} in ${oneOf(privateFilePurposes)}`),
    check('private_files_store_check', sql`${table.store} in ${oneOf(privateFileStores)}`),
  ],
);

export type PrivateFileRow = typeof privateFiles.$inferSelect;

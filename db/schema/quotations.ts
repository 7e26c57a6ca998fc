// Quotations (decision 106): one per lead, frozen as numbered versions when sent, each version's
// lines in rows of their own; the studio's details and defaults every quotation prints; and the
// codes a customer is e-mailed to accept a version online.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bytea } from '#db/schema/content.ts';
import { contactSubmissions } from '#db/schema/leads.ts';
import { users } from '#db/schema/staff.ts';
import { createdAt, updatedAt } from '#db/schema/columns.ts';

/** A payment stage as stored: its words and its whole percent. */
export type StoredPaymentStage = { label: string; percent: number };

/** The studio's legal name, address and GSTIN and the defaults of a new quotation: one row, set by an admin. */
export const studioSettings = pgTable(
  'studio_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    paymentSchedule: jsonb('payment_schedule').$type<StoredPaymentStage[]>().notNull(),
    validityDays: integer('validity_days').notNull().default(15),
    exclusions: text('exclusions').notNull().default(''),
    terms: text('terms').notNull().default(''),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [check('studio_settings_one_row', sql`${table.id} = 1`)],
);

/** A lead's quotation: its versions hang from it. */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    /** Whether it started from the lead's estimate (its first estimate is kept with the lead). */
    fromEstimate: boolean('from_estimate').notNull().default(false),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('quotations_lead_id_key').on(table.leadId)],
);

/** What a version holds beside its lines: the discount, site, schedule, validity, texts, and (once sent) the studio's details. */
export type StoredVersionTerms = {
  sectionTitles: string[];
  discount: { kind: 'none' } | { kind: 'percent'; basisPoints: number } | { kind: 'amount'; paise: number };
  siteState: 'karnataka' | 'other';
  paymentSchedule: StoredPaymentStage[];
  validUntil: string;
  exclusions: string;
  terms: string;
  studio?: { legalName: string; address: string; gstin: string };
};

/**
 * One version of a quotation: a draft (sentAt null) while staff edit it, frozen once sent. A sent
 * version has the customer's link (only its SHA-256), valid until `linkExpiresAt` unless revoked,
 * and once accepted, who accepted it, when, from where and the hash of what they accepted.
 */
export const quotationVersions = pgTable(
  'quotation_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    /** v1, v2, ...: a draft carries the number it will be sent as. */
    number: integer('number').notNull(),
    terms: jsonb('terms').$type<StoredVersionTerms>().notNull(),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the version as sent: what the customer accepts is exactly this. */
    contentHash: text('content_hash'),
    linkHash: text('link_hash'),
    /**
     * The customer's link token sealed under the server's session key (app/lib/seal.server.ts), so
     * a WhatsApp template's {quote_link} can name the link again (decision 117); null for versions
     * sent before it was kept. The database alone never holds the link: only its hash and this.
     */
    linkSealed: text('link_sealed'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    linkRevokedAt: timestamp('link_revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    acceptedHash: text('accepted_hash'),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('quotation_versions_number_key').on(table.quotationId, table.number),
    uniqueIndex('quotation_versions_link_hash_key').on(table.linkHash),
    // At most one draft per quotation.
    uniqueIndex('quotation_versions_one_draft_idx')
      .on(table.quotationId)
      .where(sql`${table.sentAt} is null`),
    check('quotation_versions_number_check', sql`${table.number} >= 1`),
  ],
);

/** A version's lines, in order: section (room) then line. Quantities in hundredths, money in paise. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => quotationVersions.id, { onDelete: 'cascade' }),
    section: integer('section').notNull(),
    position: integer('position').notNull(),
    item: text('item').notNull(),
    description: text('description').notNull().default(''),
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    ratePaise: bigint('rate_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (table) => [index('quotation_lines_version_idx').on(table.versionId, table.section, table.position)],
);

/**
 * The 6-digit codes e-mailed to a customer to accept a version: only their SHA-256, 15 minutes
 * each; five wrong tries end a code; accepting uses it.
 */
export const quotationCodes = pgTable(
  'quotation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => quotationVersions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('quotation_codes_version_idx').on(table.versionId, table.createdAt.desc())],
);

/**
 * A version's PDF as drawn once (decision 151), so the next download is a read. `source` is the
 * SHA-256 of what it was drawn from (the version as shown, its acceptance, the customer's name):
 * when any of it differs, the PDF is drawn again and replaces this one.
 */
export const quotationPdfs = pgTable('quotation_pdfs', {
  versionId: uuid('version_id')
    .primaryKey()
    .references(() => quotationVersions.id, { onDelete: 'cascade' }),
  source: text('source').notNull(),
  data: bytea('data').notNull(),
  renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
});

export type QuotationVersionRow = typeof quotationVersions.$inferSelect;

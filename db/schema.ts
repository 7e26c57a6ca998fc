import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  leadEventKinds,
  leadForms,
  leadReportDimensions,
  leadStatuses,
  notificationStatuses,
  personContactKinds,
  staffRoles,
  staffTokenPurposes,
  unstoredLeadKinds,
} from '#db/enums.ts';
import type { RateCardRates } from '#content/rate-card.ts';
import type { StoredEstimate } from '#db/stored-estimate.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `in ('a', 'b')` for a check constraint over one of the lists in enums.ts. */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The text the admin's lead search looks in (name, e-mail, phone, location, service), lower-cased,
 * one field per line so a search term never matches across two fields. Queries must use this
 * exact expression to be served by its trigram index.
 */
export const leadSearchDocument = sql.raw(
  `(lower(name || E'\\n' || email || E'\\n' || phone || E'\\n' || coalesce(location, '') || E'\\n' || coalesce(service, '')))`,
);

/**
 * A phone number as people are recognised by: Indian numbers as +91 and ten digits, whether
 * written '098450 12345', '+91-98450-12345', '919845012345' or '98450 12345'; others as their
 * digits (with the + they were written with). `normalize_phone` is a database function
 * (migration 0009), so the lead insert, the migration, the search and the indexes share one rule.
 */
export const normalizedPhone = (phone: SQL | AnyPgColumn) => sql<string | null>`normalize_phone(${phone})`;
/** An e-mail address as people are recognised by: trimmed and lower-cased. */
export const normalizedEmail = (email: SQL | AnyPgColumn) => sql<string | null>`nullif(lower(btrim(${email})), '')`;

/** Extra answers of a lead form, kept with the lead (see `details`). */
export type LeadFormDetails = { companyName?: string; budget?: string; timeline?: string };

/** Leads from every public form (spec section 3), plus where the visit came from. */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    // Made by the server before the insert, so a spooled lead replays exactly once.
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    service: text('service'),
    location: text('location'),
    source: text('source'),
    message: text('message'),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    landingPath: text('landing_path'),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** What a form asked for that has no column of its own (the corporate form's company, budget, timeline). */
    details: jsonb('details').$type<LeadFormDetails>(),
    /**
     * The price estimate a calculator lead was sent with: its inputs, line items, totals and the
     * rate-card version used (app/features/pricing/lead-estimate.ts writes it and reads it back).
     */
    estimate: jsonb('estimate').$type<StoredEstimate>(),
    createdAt: createdAt(),
    /**
     * The person the enquiry is from (people), found by its e-mail or phone when it is inserted (a
     * trigger, migration 0009): every enquiry has one. The `null` default only lets an insert
     * leave it out for the trigger to fill.
     */
    personId: uuid('person_id')
      .notNull()
      .default(sql`null`)
      .references((): AnyPgColumn => people.id),
    /**
     * 'Possible duplicate': the enquiry's e-mail belonged to one person and its phone to another.
     * It joined the earlier of the two; this is the other, until staff merge them.
     */
    possibleDuplicateOf: uuid('possible_duplicate_of').references((): AnyPgColumn => people.id, { onDelete: 'set null' }),
    /** Which form it was sent with (or 'staff'); null only for leads older than the column that no form wrote. */
    form: text('form', { enum: leadForms }),
    /** The page of the site the form was sent from (its path). */
    pagePath: text('page_path'),
    // How the sales team works the lead (issue 11). A new lead has none of these.
    /** The staff member working the lead ('Assigned to'); null: unassigned. */
    assignedTo: uuid('assigned_to').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** 'Next follow-up': when someone promised to get back to the person; null once done. */
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    /** The lead's first status change or note: "time to first contact" in 'Reports'. */
    firstContactAt: timestamp('first_contact_at', { withTimezone: true }),
  },
  (table) => [
    check('contact_submissions_status_check', sql`${table.status} in ${oneOf(leadStatuses)}`),
    check('contact_submissions_form_check', sql`${table.form} in ${oneOf(leadForms)}`),
    // Newest first; with first_contact_at beside created_at, 'Reports' reads the time to first
    // contact of a year of leads from this index alone.
    index('contact_submissions_created_at_idx').on(table.createdAt.desc(), table.firstContactAt),
    index('contact_submissions_status_created_at_idx').on(table.status, table.createdAt.desc()),
    // Admin lead search: substring match over these fields, served by a trigram index (decision 033).
    index('contact_submissions_search_trgm_idx').using('gin', sql`${leadSearchDocument} gin_trgm_ops`),
    // 'Assigned to me', alone and with a status, newest first. Partial: a new (unassigned) lead
    // costs these indexes nothing.
    index('contact_submissions_assigned_to_created_at_idx')
      .on(table.assignedTo, table.createdAt.desc())
      .where(sql`${table.assignedTo} is not null`),
    index('contact_submissions_assigned_to_status_created_at_idx')
      .on(table.assignedTo, table.status, table.createdAt.desc())
      .where(sql`${table.assignedTo} is not null`),
    // 'Follow-ups due' (counter and filter): only leads with a follow-up are in it.
    index('contact_submissions_next_follow_up_at_idx')
      .on(table.nextFollowUpAt)
      .where(sql`${table.nextFollowUpAt} is not null`),
    // 'Follow-ups due' with a status, and with 'Assigned to me' (and a status): the page in
    // follow-up order and its count read these small indexes alone (decision 075).
    index('contact_submissions_status_follow_up_idx')
      .on(table.status, table.nextFollowUpAt)
      .where(sql`${table.nextFollowUpAt} is not null`),
    index('contact_submissions_assigned_to_follow_up_idx')
      .on(table.assignedTo, table.status, table.nextFollowUpAt)
      .where(sql`${table.nextFollowUpAt} is not null and ${table.assignedTo} is not null`),
    // A person's enquiries ('Earlier enquiries from this person', the list's repeat marker, merge).
    index('contact_submissions_person_id_created_at_idx').on(table.personId, table.createdAt),
    // The lead search by a whole phone number or e-mail address, however it was written.
    index('contact_submissions_phone_normalized_idx').on(normalizedPhone(table.phone)),
    index('contact_submissions_email_normalized_idx').on(normalizedEmail(table.email)),
    index('contact_submissions_possible_duplicate_of_idx')
      .on(table.possibleDuplicateOf)
      .where(sql`${table.possibleDuplicateOf} is not null`),
  ],
);

/**
 * A person behind one or more enquiries: every lead belongs to one (contact_submissions.person_id).
 * New enquiries join the person with the same e-mail or phone (person_contacts); staff merge two
 * people who turn out to be one.
 */
export const people = pgTable('people', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The name their first enquiry gave. */
  name: text('name').notNull(),
  /** When their first enquiry arrived. */
  createdAt: createdAt(),
});

/**
 * The e-mail addresses and phone numbers a person is known by, normalised (normalizedEmail,
 * normalizedPhone): each belongs to one person, so a new enquiry finds its person in one lookup.
 */
export const personContacts = pgTable(
  'person_contacts',
  {
    kind: text('kind', { enum: personContactKinds }).notNull(),
    value: text('value').notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.value] }),
    index('person_contacts_person_id_idx').on(table.personId),
    check('person_contacts_kind_check', sql`${table.kind} in ${oneOf(personContactKinds)}`),
  ],
);

/**
 * A lead's timeline ('Activity'): one row per thing that happened to it, of one kind each, with
 * the kind's details (db/lead-events.ts types and reads them). Written in the same transaction
 * as the change it records.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: leadEventKinds }).notNull(),
    /** The staff member who did it; null for what the system did (the lead arriving, a notification). */
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('lead_events_lead_id_created_at_idx').on(table.leadId, table.createdAt.desc(), table.id.desc()),
    check('lead_events_kind_check', sql`${table.kind} in ${oneOf(leadEventKinds)}`),
    // A lead is notified once per channel: a retry that finds the channel recorded skips it (decision 080).
    uniqueIndex('lead_events_notified_once_idx')
      .on(table.leadId, sql`(${table.details} ->> 'channel')`)
      .where(sql`${table.kind} = 'notified'`),
  ],
);

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
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.value] }),
    check('lead_daily_counts_dimension_check', sql`${table.dimension} in ${oneOf(leadReportDimensions)}`),
  ],
);

/** Design articles (spec section 3). Excerpt and content are sanitized HTML. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorName: text('author_name'),
    readTime: integer('read_time').notNull().default(5),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    featuredImageUrl: text('featured_image_url'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('articles_slug_key').on(table.slug),
    index('articles_published_created_at_idx').on(table.isPublished, table.createdAt.desc()),
    check('articles_read_time_check', sql`${table.readTime} >= 1`),
  ],
);

/** Staff accounts. E-mail is stored lower-cased; the password as a slow salted hash. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** How the team knows them ('Team' list, lead assignment); empty for accounts made before names. */
    name: text('name').notNull().default(''),
    /** Set when an admin deactivates the member: no sign-in, no session (decision 065). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The authenticator app's secret, sealed with the session key (decision 067); null without two-step sign-in. */
    totpSecret: text('totp_secret'),
    /** A new app's secret being set up, sealed; it replaces totpSecret only once a code from it is confirmed (decision 090). */
    totpPendingSecret: text('totp_pending_secret'),
    /** Set once the member confirmed a code: from then on sign-in asks for one. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** A member's role: one row each (spec section 6 keeps the table; decision 065 adds 'editor' and 'sales'). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    uniqueIndex('user_roles_user_id_key').on(table.userId),
    check('user_roles_role_check', sql`${table.role} in ${oneOf(staffRoles)}`),
  ],
);

/**
 * One-time links for staff: an invite (`/invite/<token>`, 72 hours) or a password reset
 * (`/reset-password/<token>`, 1 hour). Only the token's SHA-256 is stored; `usedAt` makes it single-use.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: staffTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('staff_tokens_purpose_check', sql`${table.purpose} in ${oneOf(staffTokenPurposes)}`),
    index('staff_tokens_user_id_idx').on(table.userId),
  ],
);

/** Two-step sign-in's ten one-time recovery codes per member (hashes only). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/** Settings the team's admins change in the admin ('require two-step sign-in'), one row per key. */
export const teamSettings = pgTable('team_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Password checked, authenticator code not yet: the session opens nothing until it is (5 minutes at most). */
    pendingSecondFactor: boolean('pending_second_factor').notNull().default(false),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

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

/** `bytea`: the bytes of a file, as both drivers hand them over. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Images uploaded from the editor, bytes included, so every app process serves them at
 * /media/<fileName>. `data` is null only for a row whose file has not been imported yet from a
 * data folder of an earlier version.
 */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull().unique(),
  originalName: text('original_name'),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data'),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The price calculator's rate card as staff saved it, one row per version (the newest applies);
 * without any row the defaults in content/rate-card.ts apply (version 0).
 */
export const rateCards = pgTable('rate_cards', {
  version: integer('version').primaryKey(),
  rates: jsonb('rates').$type<RateCardRates>().notNull(),
  rangePercent: integer('range_percent').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Who changed what and when (lead status changes, article edits, sign-ins). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt.desc())],
);

/** Fixed-window counters shared by every app process (lead submissions, sign-in attempts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Failed sign-ins per subject (`email:<address>` or `ip:<address>`), shared by every app process.
 * Enough failures lock the subject for a while, longer after each lock (decision 031).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  subject: text('subject').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});

// One row type per table, inferred from the definitions above: code that reads or writes rows
// uses these (or a Pick of them), never a hand-written copy.
export type Lead = typeof contactSubmissions.$inferSelect;
export type UnstoredLead = typeof unstoredLeads.$inferSelect;
export type NewLead = typeof contactSubmissions.$inferInsert;
export type Person = typeof people.$inferSelect;
export type PersonContact = typeof personContacts.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;
export type Article = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
export type User = typeof users.$inferSelect;
export type UserRole = typeof userRoles.$inferSelect;
export type StaffToken = typeof staffTokens.$inferSelect;
export type RecoveryCode = typeof recoveryCodes.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type NotificationJob = typeof notificationJobs.$inferSelect;
export type MediaFile = typeof media.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type RateLimitWindow = typeof rateLimits.$inferSelect;
export type SignInThrottle = typeof signInThrottles.$inferSelect;
export type RateCardRow = typeof rateCards.$inferSelect;

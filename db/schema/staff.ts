// The staff side's tables: accounts, roles, tokens, two-step recovery codes, team settings,
// sessions, the audit log and the counters behind rate limits and sign-in throttles.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import { staffRoles, staffTokenPurposes } from '#db/enums.ts';
import { createdAt, updatedAt, oneOf } from '#db/schema/columns.ts';

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
    /** 'Takes new leads': an Admin or Sales member in the turn of automatic assignment (decision 110). */
    takesLeads: boolean('takes_leads').notNull().default(false),
    /** 'Daily limit': at most this many new leads a day (India time) by turn; null: no limit. */
    dailyLeadLimit: integer('daily_lead_limit'),
    /** 'E-mail me when a follow-up falls due' on their 'Account' page (decision 114). */
    followUpReminders: boolean('follow_up_reminders').notNull().default(true),
    /** "E-mail me 'Your day'" on their 'Account' page: the working day's follow-ups, site visits and overdue leads at 9:30. */
    yourDayEmail: boolean('your_day_email').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_daily_lead_limit_check', sql`${table.dailyLeadLimit} is null or ${table.dailyLeadLimit} > 0`),
  ],
);

/** A member's role: one row each (the product's table; decision 065 adds 'editor' and 'sales'). */
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
export type User = typeof users.$inferSelect;
export type UserRole = typeof userRoles.$inferSelect;
export type StaffToken = typeof staffTokens.$inferSelect;
export type RecoveryCode = typeof recoveryCodes.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type RateLimitWindow = typeof rateLimits.$inferSelect;
export type SignInThrottle = typeof signInThrottles.$inferSelect;

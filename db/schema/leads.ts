// The leads (the product's contact_submissions), the people behind them and their contacts, and the
// lead timeline. Beside them: lead-counts.ts (the counts kept by triggers), lead-assignment.ts (the
// turn), reminders.ts (the reminder e-mails), intake.ts (the old notification outbox, the leads
// that could not be stored).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { leadEventKinds, leadForms, leadStages, leadStatuses, lostReasons, personContactKinds } from '#db/enums.ts';
import type { StoredEstimate } from '#db/stored-estimate.ts';
import { users } from '#db/schema/staff.ts';
import { createdAt, oneOf } from '#db/schema/columns.ts';

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

/**
 * When a lead entered its pipeline stage: the board orders each column by it (newest in the stage
 * first) and measures days in the stage from it. Queries must use this exact expression to be
 * served by the board's indexes.
 */
export const stageEnteredAt = sql.raw(`(coalesce("stage_changed_at", "created_at"))`);

/** Extra answers of a lead form, kept with the lead (see `details`). */
export type LeadFormDetails = { companyName?: string; budget?: string; timeline?: string };

/** Leads from every public form (docs/product.md, 'The lead flow'), plus where the visit came from. */
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
    /** The lead's pipeline stage, in step with its status (db/enums.ts, stageStatus). */
    stage: text('stage', { enum: leadStages }).notNull().default('new'),
    /**
     * When the lead entered its stage (null: it is in the stage it arrived in, since created_at).
     * A card idle longer than its stage allows is 'Idle'.
     */
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }),
    /**
     * What the lead is worth on the pipeline's cards and column totals, in paise: the newest
     * quotation's total, else the middle of the estimate it was sent with; null: neither.
     */
    valuePaise: bigint('value_paise', { mode: 'number' }),
    /** Why the lead was lost ('Lost reason'), set when it was moved to 'Lost'; null otherwise. */
    lostReason: text('lost_reason', { enum: lostReasons }),
    /** The member's own words for a 'Lost reason' of 'Other'. */
    lostReasonText: text('lost_reason_text'),
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
    // How the sales team works the lead (decision 070). A new lead has none of these.
    /** The staff member working the lead ('Assigned to'); null: unassigned. */
    assignedTo: uuid('assigned_to').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** 'Next follow-up': when someone promised to get back to the person; null once done. */
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    /** The lead's first status change or note: "time to first contact" in 'Reports'. */
    firstContactAt: timestamp('first_contact_at', { withTimezone: true }),
    /**
     * When the first response is due: 'Respond within' counted in working hours from the enquiry.
     * A lead nobody has contacted (first_contact_at null) past this time is 'Overdue'; null: no clock
     * (leads from before the clock).
     */
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
  },
  (table) => [
    check('contact_submissions_status_check', sql`${table.status} in ${oneOf(leadStatuses)}`),
    check('contact_submissions_stage_check', sql`${table.stage} in ${oneOf(leadStages)}`),
    check('contact_submissions_lost_reason_check', sql`${table.lostReason} is null or ${table.lostReason} in ${oneOf(lostReasons)}`),
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
    // 'Reports': the median time to a win over a range, from the index alone (decision 178; over 12
    // months at 1,000,000 leads the won ones were picked from every lead of the range's rows).
    index('contact_submissions_won_created_at_idx')
      .on(table.createdAt, table.stageChangedAt)
      .where(sql`${table.stage} = 'won'`),
    // 'Reports': first response by member over a range, from the index alone as well.
    index('contact_submissions_response_created_at_idx')
      .on(table.createdAt, table.assignedTo, table.firstContactAt, table.responseDueAt)
      .where(sql`${table.responseDueAt} is not null`),
    // A person's enquiries ('Earlier enquiries from this person', the list's repeat marker, merge).
    index('contact_submissions_person_id_created_at_idx').on(table.personId, table.createdAt),
    // The lead search by a whole phone number or e-mail address, however it was written.
    index('contact_submissions_phone_normalized_idx').on(normalizedPhone(table.phone)),
    index('contact_submissions_email_normalized_idx').on(normalizedEmail(table.email)),
    // The 'Pipeline' board: each column's cards, newest in their stage first, read from the index
    // alone up to the column's limit, for everyone and for 'Assigned to me'.
    index('contact_submissions_stage_entered_idx').on(table.stage, sql`${stageEnteredAt} desc`, table.id),
    index('contact_submissions_assigned_to_stage_entered_idx')
      .on(table.assignedTo, table.stage, sql`${stageEnteredAt} desc`, table.id)
      .where(sql`${table.assignedTo} is not null`),
    // 'Overdue' (the lead list's marker and filter, 'My day', the reminder jobs): only leads still
    // waiting for their first contact are in it.
    index('contact_submissions_response_due_idx')
      .on(table.responseDueAt, table.assignedTo)
      .where(sql`${table.firstContactAt} is null and ${table.responseDueAt} is not null`),
    // 'My day': a member's own overdue leads and their follow-ups due, in order, each page's ids read
    // from these indexes alone (the planner would otherwise walk every member's overdue leads or
    // follow-ups in time order, looking for one member's; decision 116).
    index('contact_submissions_assigned_to_response_due_idx')
      .on(table.assignedTo, table.responseDueAt, table.id)
      .where(sql`${table.firstContactAt} is null and ${table.responseDueAt} is not null and ${table.assignedTo} is not null`),
    index('contact_submissions_assigned_to_next_follow_up_idx')
      .on(table.assignedTo, table.nextFollowUpAt, table.id)
      .where(sql`${table.nextFollowUpAt} is not null and ${table.assignedTo} is not null`),
    // 'My day' for admins: 'New and unassigned', newest first. Only such leads are in it.
    index('contact_submissions_new_unassigned_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.assignedTo} is null and ${table.status} = 'new'`),
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

// One row type per table, inferred from the definitions above: code that reads or writes rows
// uses these (or a Pick of them), never a hand-written copy.
export type Lead = typeof contactSubmissions.$inferSelect;
export type NewLead = typeof contactSubmissions.$inferInsert;
export type Person = typeof people.$inferSelect;
export type PersonContact = typeof personContacts.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;

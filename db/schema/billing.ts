// The money after the signature (decision 162): a project for each accepted quotation version, its
// milestones, the payments received (never changed: a mistake is a reversing row), the GST
// documents issued (frozen: what was printed is kept as it was), their numbering per series and
// financial year, and change orders to the contract. Every amount is whole paise.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import { changeOrderSpreads, changeOrderStatuses, milestoneStatuses, paymentModes, paymentSources, taxDocumentKinds } from '#db/enums.ts';
import { bytea, media } from '#db/schema/content.ts';
import { contactSubmissions, people } from '#db/schema/leads.ts';
import { quotationVersions } from '#db/schema/quotations.ts';
import { users } from '#db/schema/staff.ts';
import { privateFiles } from '#db/schema/private-files.ts';
import { createdAt, oneOf, updatedAt } from '#db/schema/columns.ts';

const paise = (name: string) => bigint(name, { mode: 'number' });

/** A change order's section as stored: the quotation's shape (quantities with two decimals, rates in paise). */
export type StoredChangeOrderSection = {
  title: string;
  lines: Array<{ item: string; description: string; quantity: number; unit: string; ratePaise: number }>;
};

/** How the studio is paid and what it prints on its GST documents beside `studio_settings`: one row, set by an admin. */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: integer('id').primaryKey().default(1),
    upiId: text('upi_id').notNull().default(''),
    payeeName: text('payee_name').notNull().default(''),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    bankIfsc: text('bank_ifsc').notNull().default(''),
    /** The SAC printed on a line of design work. */
    sacDesign: text('sac_design').notNull().default('998391'),
    /** The SAC printed on a line of works contract. */
    sacWorks: text('sac_works').notNull().default('9954'),
    /** Days after a payment is asked for before the customer is reminded. */
    reminderAfterDays: integer('reminder_after_days').notNull().default(3),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [check('billing_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * A project: what an accepted quotation version became (one per lead, one per version). The
 * customer's particulars are copied at acceptance, so the documents print what was agreed.
 */
export const customerProjects = pgTable(
  'customer_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Restrict: the tax records of a project outlive any tidying of leads.
    leadId: uuid('lead_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'restrict' }),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'restrict' }),
    contractVersionId: uuid('contract_version_id')
      .notNull()
      .references(() => quotationVersions.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAddress: text('customer_address').notNull().default(''),
    customerGstin: text('customer_gstin'),
    siteAddress: text('site_address').notNull().default(''),
    /**
     * The GST state code of the site ('29' Karnataka); null while a site outside Karnataka has no
     * state named yet (no GST document is issued until it has).
     */
    placeOfSupply: text('place_of_supply'),
    originalValuePaise: paise('original_value_paise').notNull(),
    currentValuePaise: paise('current_value_paise').notNull(),
    acceptedOffline: boolean('accepted_offline').notNull().default(false),
    acceptanceScanMediaId: uuid('acceptance_scan_media_id').references(() => media.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * What the customer's project room link is made from (decision 174): random, given by the
     * database to every project as it is created; a new one kills the old link.
     */
    roomKey: uuid('room_key').notNull().defaultRandom(),
    /** When the room link was e-mailed as the project started (once per project). */
    roomLinkMailedAt: timestamp('room_link_mailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customer_projects_lead_id_key').on(table.leadId),
    uniqueIndex('customer_projects_room_key_key').on(table.roomKey),
    uniqueIndex('customer_projects_contract_version_id_key').on(table.contractVersionId),
    index('customer_projects_created_idx').on(table.createdAt.desc(), table.id.desc()),
    check('customer_projects_place_of_supply_check', sql`${table.placeOfSupply} ~ '^[0-9]{2}$'`),
  ],
);

/**
 * A change to the contract after acceptance: the new full list of lines, priced like a quotation,
 * accepted by the customer with an e-mailed code; the difference goes over the open milestones or
 * into a milestone of its own.
 */
export const changeOrders = pgTable(
  'change_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => customerProjects.id, { onDelete: 'restrict' }),
    /** 1, 2, ... per project. */
    number: integer('number').notNull(),
    status: text('status', { enum: changeOrderStatuses }).notNull().default('draft'),
    /** The new full line list, in the quotation's sections' shape. */
    lines: jsonb('lines').$type<StoredChangeOrderSection[]>().notNull(),
    subtotalPaise: paise('subtotal_paise').notNull(),
    discountPaise: paise('discount_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    /** The new contract's total less the current one's (negative when it lowers the contract). */
    deltaPaise: paise('delta_paise').notNull(),
    spread: text('spread', { enum: changeOrderSpreads }).notNull().default('open_milestones'),
    linkHash: text('link_hash'),
    linkSealed: text('link_sealed'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedIp: text('accepted_ip'),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('change_orders_number_key').on(table.projectId, table.number),
    uniqueIndex('change_orders_link_hash_key').on(table.linkHash),
    check('change_orders_status_check', sql`${table.status} in ${oneOf(changeOrderStatuses)}`),
    check('change_orders_spread_check', sql`${table.spread} in ${oneOf(changeOrderSpreads)}`),
    check('change_orders_number_check', sql`${table.number} >= 1`),
  ],
);

/** The 6-digit codes e-mailed to accept a change order, like `quotation_codes`: only their SHA-256. */
export const changeOrderCodes = pgTable(
  'change_order_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    changeOrderId: uuid('change_order_id')
      .notNull()
      .references(() => changeOrders.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('change_order_codes_order_idx').on(table.changeOrderId, table.createdAt.desc())],
);

/** A milestone's first day asked for, India's calendar (decision 167). */
const askedOnSql = sql`(least(requested_at, invoiced_at) at time zone 'Asia/Kolkata')::date`;
/** Decision 167's 'due': asked for (requested or invoiced) and not fully received. */
const owingSql = sql`case when status in ('requested', 'invoiced') and coalesce(requested_at, invoiced_at) is not null
  and amount_paise > received_paise then amount_paise - received_paise else 0 end`;

/**
 * A stage of a project's payment schedule ('Milestone'): its amount with GST and that amount's
 * split into taxable value and tax (CGST + SGST within Karnataka, IGST elsewhere).
 */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => customerProjects.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull().default(0),
    sgstPaise: paise('sgst_paise').notNull().default(0),
    igstPaise: paise('igst_paise').notNull().default(0),
    status: text('status', { enum: milestoneStatuses }).notNull().default('open'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /** SHA-256 of the customer's pay link token. */
    payLinkHash: text('pay_link_hash'),
    /** The pay link token sealed under the server's session key (app/lib/seal.server.ts). */
    payLinkSealed: text('pay_link_sealed'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    /** The change order that added this milestone ('own_milestone'). */
    changeOrderId: uuid('change_order_id').references(() => changeOrders.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    // Kept by the database (decision 168, db/functions/billing.sql): never written by the app.
    /** Payments less reversals, kept by the payments' insert trigger. */
    receivedPaise: paise('received_paise').notNull().default(0),
    /** Its tax invoice's total less its credit notes, kept by the documents' insert trigger. */
    invoicedPaise: paise('invoiced_paise').notNull().default(0),
    /** When its tax invoice was issued. */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** The India day it was first asked for: its payment request or its tax invoice, whichever came first. */
    askedOn: date('asked_on', { mode: 'string' }).generatedAlwaysAs(askedOnSql),
    /** What 'Payments' counts as due on it: asked for, not fully received; else 0. */
    owingPaise: paise('owing_paise').generatedAlwaysAs(owingSql),
  },
  (table) => [
    uniqueIndex('project_milestones_position_key').on(table.projectId, table.position),
    uniqueIndex('project_milestones_pay_link_hash_key').on(table.payLinkHash),
    // 'Payments' sums these (decision 168): only the milestones owing, with what the sums read.
    index('project_milestones_owing_idx')
      .on(table.projectId, table.askedOn, table.owingPaise)
      .where(sql`${table.owingPaise} > 0`),
    check('project_milestones_status_check', sql`${table.status} in ${oneOf(milestoneStatuses)}`),
    check(
      'project_milestones_split_check',
      sql`${table.amountPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
  ],
);

/**
 * Money received against a milestone. Never changed nor deleted (a trigger refuses both): a
 * mistake is undone by a row of its own with the negative amount, `reverses_payment_id` and a
 * reason, and a payment is reversed at most once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => customerProjects.id),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => projectMilestones.id),
    amountPaise: paise('amount_paise').notNull(),
    reversesPaymentId: uuid('reverses_payment_id').references((): AnyPgColumn => payments.id),
    reason: text('reason'),
    /** The day the money came, India's calendar. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: paymentModes }).notNull(),
    /** UTR or cheque number. */
    reference: text('reference').notNull().default(''),
    /** The photo of the proof, a private file (decision 169), when staff added one. */
    proofFileId: uuid('proof_file_id').references(() => privateFiles.id),
    source: text('source', { enum: paymentSources }).notNull().default('staff'),
    gatewayPaymentId: text('gateway_payment_id'),
    recordedBy: uuid('recorded_by').references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('payments_project_idx').on(table.projectId, table.createdAt),
    index('payments_milestone_idx').on(table.milestoneId),
    // 'Collected this month' (decision 168): the month's payments read from the index alone.
    index('payments_received_on_idx').on(table.receivedOn, table.projectId, table.amountPaise),
    uniqueIndex('payments_reverses_payment_id_key').on(table.reversesPaymentId),
    uniqueIndex('payments_gateway_payment_id_key')
      .on(table.gatewayPaymentId)
      .where(sql`${table.gatewayPaymentId} is not null`),
    check('payments_mode_check', sql`${table.mode} in ${oneOf(paymentModes)}`),
    check('payments_source_check', sql`${table.source} in ${oneOf(paymentSources)}`),
    // A payment is positive; a reversal is negative, names what it reverses, and says why.
    check(
      'payments_reversal_check',
      sql`(${table.reversesPaymentId} is null and ${table.amountPaise} > 0) or (${table.reversesPaymentId} is not null and ${table.amountPaise} < 0 and ${table.reason} is not null)`,
    ),
  ],
);

/** The last number taken in each series ('tax_invoice', '2026-27'): the next document takes the one after. */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.financialYear] }),
    check('document_series_kind_check', sql`${table.kind} in ${oneOf(taxDocumentKinds)}`),
  ],
);

/**
 * A GST document as issued: a 'Receipt voucher', a 'Tax invoice' or a 'Credit note'. Everything it
 * prints is frozen in `particulars`; a trigger refuses any change or deletion.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    /** 'INV/2026-27/0001'. */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    /** India's calendar. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => customerProjects.id),
    milestoneId: uuid('milestone_id').references(() => projectMilestones.id),
    /** A receipt voucher's payment. */
    paymentId: uuid('payment_id').references(() => payments.id),
    /** A credit note's invoice. */
    correctsDocumentId: uuid('corrects_document_id').references((): AnyPgColumn => taxDocuments.id),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull().default(0),
    sgstPaise: paise('sgst_paise').notNull().default(0),
    igstPaise: paise('igst_paise').notNull().default(0),
    totalPaise: paise('total_paise').notNull(),
    particulars: jsonb('particulars').notNull(),
    issuedBy: uuid('issued_by').references((): AnyPgColumn => users.id),
  },
  (table) => [
    uniqueIndex('tax_documents_number_key').on(table.number),
    uniqueIndex('tax_documents_serial_key').on(table.kind, table.financialYear, table.serial),
    index('tax_documents_project_idx').on(table.projectId, table.issuedAt),
    index('tax_documents_milestone_idx').on(table.milestoneId),
    index('tax_documents_payment_idx').on(table.paymentId),
    // One tax invoice per milestone, one receipt voucher per payment, whoever issues at the same moment.
    uniqueIndex('tax_documents_one_invoice_idx')
      .on(table.milestoneId)
      .where(sql`${table.kind} = 'tax_invoice'`),
    uniqueIndex('tax_documents_one_voucher_idx')
      .on(table.paymentId)
      .where(sql`${table.kind} = 'receipt_voucher'`),
    index('tax_documents_corrects_idx').on(table.correctsDocumentId),
    check('tax_documents_kind_check', sql`${table.kind} in ${oneOf(taxDocumentKinds)}`),
    check('tax_documents_number_check', sql`char_length(${table.number}) <= 16`),
    check(
      'tax_documents_total_check',
      sql`${table.totalPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
  ],
);

/** Each attempt to e-mail a document to the customer (kept apart: the document itself never changes). */
export const documentMails = pgTable(
  'document_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => taxDocuments.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('document_mails_document_idx').on(table.documentId, table.createdAt.desc())],
);

/**
 * The A4 PDF of an issued document, drawn once (decision 164): the document never changes, so
 * neither does its PDF; every later download and e-mail reads these bytes.
 */
export const documentPdfs = pgTable('document_pdfs', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => taxDocuments.id, { onDelete: 'restrict' }),
  data: bytea('data').notNull(),
  renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook events already handled, per provider: a delivery repeated is recognised and ignored. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export type CustomerProjectRow = typeof customerProjects.$inferSelect;
export type ProjectMilestoneRow = typeof projectMilestones.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type ChangeOrderRow = typeof changeOrders.$inferSelect;
export type BillingSettingsRow = typeof billingSettings.$inferSelect;

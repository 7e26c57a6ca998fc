// The value lists of the schema's enumerated text columns. Browser-safe (no Drizzle here), so
// the admin's screens use the same lists as the database's check constraints.

export const leadStatuses = ['new', 'contacted', 'converted', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Where a lead is in the sales pipeline ('Pipeline'), finer than its status and kept in step with
 * it (stageStatus): 'new' is new; 'contacted' to 'quotation_sent' are contacted; 'won' is
 * converted; 'lost' is lost.
 */
export const leadStages = ['new', 'contacted', 'site_visit', 'design', 'quotation_sent', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

/** The status a stage keeps its lead in. */
export const stageStatus: Record<LeadStage, LeadStatus> = {
  new: 'new',
  contacted: 'contacted',
  site_visit: 'contacted',
  design: 'contacted',
  quotation_sent: 'contacted',
  won: 'converted',
  lost: 'lost',
};

/**
 * The stage a status change moves a lead to: none when its stage already has that status (a lead
 * in 'Design' set to contacted stays in 'Design'), else the status's first stage.
 */
export function stageForStatus(current: LeadStage, status: LeadStatus): LeadStage {
  if (stageStatus[current] === status) return current;
  return leadStages.find((stage) => stageStatus[stage] === status) ?? current;
}

/** Why a lead was moved to 'Lost' ('Lost reason'): 'other' comes with the member's own words. */
export const lostReasons = ['budget', 'other_studio', 'not_responding', 'postponed', 'other'] as const;
export type LostReason = (typeof lostReasons)[number];

/** A site visit's state: booked (and perhaps rescheduled since), or cancelled. */
export const siteVisitStatuses = ['booked', 'cancelled'] as const;
export type SiteVisitStatus = (typeof siteVisitStatuses)[number];

/** What happened to a site visit (a 'site_visit' event's `action`). */
export const siteVisitActions = ['booked', 'rescheduled', 'cancelled'] as const;
export type SiteVisitAction = (typeof siteVisitActions)[number];

/** The seven public forms a lead can come from (docs/product.md, "Enquiry forms"). */
export const publicLeadForms = ['calculator', 'quick-quote', 'service-card', 'popup', 'cta', 'contact', 'corporate'] as const;
/** Which form a lead came from (contact_submissions.form): a public form, or entered by staff. */
export const leadForms = [...publicLeadForms, 'staff'] as const;
export type LeadForm = (typeof leadForms)[number];

/** How a person is recognised again: an e-mail address or a phone number (person_contacts.kind). */
export const personContactKinds = ['email', 'phone'] as const;
export type PersonContactKind = (typeof personContactKinds)[number];

/**
 * What happened to a lead (lead_events.kind), one kind per event, each with its own details
 * (db/lead-events.ts).
 */
export const leadEventKinds = [
  'created',
  'notified',
  'notification_failed',
  'notification_skipped',
  'status_changed',
  'stage_changed',
  'quotation_sent',
  'quotation_accepted',
  'quotation_link_revoked',
  'note_added',
  'follow_up_set',
  'follow_up_done',
  'assigned',
  'merged',
  'edited',
  'call_logged',
  'site_visit',
  'whatsapp_sent',
  'project_created',
  'payment_recorded',
  'payment_reversed',
  'document_issued',
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/** How a logged call went ('Log call'): Connected, No answer, Busy, Wrong number, Call back later. */
export const callOutcomes = ['connected', 'no-answer', 'busy', 'wrong-number', 'call-back-later'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/**
 * What a reminder e-mail is about (reminder_mails.kind, decision 114): a follow-up falling due, a
 * lead past 'Respond within' ('Overdue', to its assignee) or twice that ('Escalated', to the
 * admins), and a member's 'Your day'.
 */
export const reminderMailKinds = ['follow_up', 'overdue', 'escalated', 'your_day'] as const;
export type ReminderMailKind = (typeof reminderMailKinds)[number];

/** What became of a reminder e-mail: sent, or not sent because there was no longer a reason to. */
export const reminderMailOutcomes = ['sent', 'skipped'] as const;
export type ReminderMailOutcome = (typeof reminderMailOutcomes)[number];

export const notificationStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** Why a lead from the spool sits in unstored_leads: the database refused it, or its line could not be read. */
export const unstoredLeadKinds = ['refused', 'unreadable'] as const;
export type UnstoredLeadKind = (typeof unstoredLeadKinds)[number];

/**
 * A staff member's role (one row in user_roles each): 'admin' does everything, 'editor' writes
 * articles and uploads images, 'sales' works the leads (decision 065), 'site' supervises the work
 * on the customer projects they are named for and keeps their site diary (decision 173).
 */
export const staffRoles = ['admin', 'editor', 'sales', 'site'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a one-time staff link is for: joining the team, or choosing a new password. */
export const staffTokenPurposes = ['invite', 'password-reset'] as const;
export type StaffTokenPurpose = (typeof staffTokenPurposes)[number];

/** What 'Reports' counts leads by, per day (lead_daily_counts): the form, the campaign, the locality, the service. */
export const leadReportDimensions = ['source', 'campaign', 'locality', 'service'] as const;
export type LeadReportDimension = (typeof leadReportDimensions)[number];

/** What a project's milestone is at: not yet asked for, its payment asked for, its tax invoice issued. */
export const milestoneStatuses = ['open', 'requested', 'invoiced'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

/** How a payment came ('Record payment': 'UPI', 'Bank transfer', 'Cheque', 'Cash', 'Card', 'Online'). */
export const paymentModes = ['upi', 'bank_transfer', 'cheque', 'cash', 'card', 'online'] as const;
export type PaymentMode = (typeof paymentModes)[number];
/** Each mode as 'Record payment' and the timeline name it. */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  card: 'Card',
  online: 'Online',
};

/** Who recorded a payment: a staff member, or the payment gateway's webhook. */
export const paymentSources = ['staff', 'gateway'] as const;
export type PaymentSource = (typeof paymentSources)[number];

/** The GST documents the studio issues, each in a series of its own per financial year. */
export const taxDocumentKinds = ['receipt_voucher', 'tax_invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];
/** Each document's title as printed and listed. */
export const TAX_DOCUMENT_LABELS: Record<TaxDocumentKind, string> = {
  receipt_voucher: 'Receipt voucher',
  tax_invoice: 'Tax invoice',
  credit_note: 'Credit note',
};

export const changeOrderStatuses = ['draft', 'sent', 'accepted', 'withdrawn'] as const;
export type ChangeOrderStatus = (typeof changeOrderStatuses)[number];

/** Where an accepted change order's difference goes: over the milestones not yet invoiced, or a milestone of its own. */
export const changeOrderSpreads = ['open_milestones', 'own_milestone'] as const;
export type ChangeOrderSpread = (typeof changeOrderSpreads)[number];

/** What a private file belongs to (decision 169): whose page shows it and who may open it. */
export const privateFileOwnerKinds = ['customer_project'] as const;
export type PrivateFileOwnerKind = (typeof privateFileOwnerKinds)[number];

/** What a private file is for: a payment's proof photo today; a project room's site diary later. */
export const privateFilePurposes = ['payment_proof'] as const;
export type PrivateFilePurpose = (typeof privateFilePurposes)[number];

/** Where a private file's bytes are: the data folder, or S3-compatible object storage (S3_URL). */
export const privateFileStores = ['local', 's3'] as const;
export type PrivateFileStore = (typeof privateFileStores)[number];

// The lead timeline's event kinds and what each one carries (lead_events.details). Everything
// that writes an event builds it with `leadEvent` (so its details are the kind's), and everything
// that reads one goes through `parseLeadEvent`: one shape per kind, one parser.
import { z } from 'zod';
import {
  callOutcomes,
  leadEventKinds,
  leadForms,
  leadStages,
  leadStatuses,
  lostReasons,
  paymentModes,
  siteVisitActions,
  taxDocumentKinds,
} from '#db/enums.ts';
import type { LeadEventKind } from '#db/enums.ts';
import type { LeadEventRow } from '#db/schema.ts';

/** How staff were told of a lead: by e-mail or by the webhook (null: an entry older than channels). */
export const notificationChannelNames = ['email', 'webhook'] as const;
export type NotificationChannelName = (typeof notificationChannelNames)[number];

const moment = z.iso.datetime({ offset: true });
const memberId = z.uuid().nullable();
const channel = z.enum(notificationChannelNames).nullable();

/** The details of each kind of event. */
/** 'Lost reason' given when a lead was moved to 'Lost'; `text` is the member's words for 'Other'. */
const lostReason = z.object({ reason: z.enum(lostReasons), text: z.string().optional() });

export const leadEventDetails = {
  /** The lead arrived, from this form (null: a lead older than the form column that no form wrote). */
  created: z.object({ form: z.enum(leadForms).nullable() }),
  /** Staff were told of the lead on this channel, at the attempt'th try. */
  notified: z.object({ channel, attempts: z.number().int() }),
  /** A notification attempt failed; `final` when it will not be tried again. */
  notification_failed: z.object({ channel, error: z.string(), attempts: z.number().int(), final: z.boolean() }),
  /** No notification channel was configured when the lead arrived. */
  notification_skipped: z.object({}),
  /**
   * The status changed, and with it the pipeline stage when `stage` is there (absent: the event is
   * older than the pipeline, or the stage stayed).
   */
  status_changed: z.object({
    from: z.enum(leadStatuses),
    to: z.enum(leadStatuses),
    stage: z.object({ from: z.enum(leadStages), to: z.enum(leadStages) }).optional(),
    lost: lostReason.optional(),
  }),
  /** The lead moved from one pipeline stage to another of the same status (say 'Site visit' to 'Design'). */
  stage_changed: z.object({ from: z.enum(leadStages), to: z.enum(leadStages) }),
  /** Version `number` of the lead's quotation was sent to the customer, for `totalPaise`. */
  quotation_sent: z.object({ number: z.number().int(), totalPaise: z.number().int() }),
  /** The customer accepted version `number` online, in the name they typed. */
  quotation_accepted: z.object({ number: z.number().int(), totalPaise: z.number().int(), name: z.string() }),
  /** Staff revoked the customer's link to version `number`. */
  quotation_link_revoked: z.object({ number: z.number().int() }),
  note_added: z.object({ body: z.string() }),
  /** 'Next follow-up' set to `at` (replacing `previous`). */
  follow_up_set: z.object({ at: moment, previous: moment.nullable() }),
  /** The follow-up due at `at` was marked done. */
  follow_up_done: z.object({ at: moment }),
  /**
   * 'Assigned to' changed from one member (or nobody) to another; `automatic` when the database
   * assigned a new lead by turn or to its person's member (decision 110); `deactivated` when its
   * member was deactivated and it was handed on, `shared` when in turn among the team (decision 119).
   */
  assigned: z.object({
    from: memberId,
    to: memberId,
    automatic: z.boolean().optional(),
    deactivated: z.boolean().optional(),
    shared: z.boolean().optional(),
  }),
  /**
   * Two people were found to be one: `removed` (known as `removedName`) was merged into `into`,
   * which now holds this lead, and every other enquiry of both.
   */
  merged: z.object({ removed: z.uuid(), removedName: z.string(), into: z.uuid(), intoName: z.string() }),
  /** A field of the lead was corrected. */
  edited: z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() }),
  /** A call was logged ('Log call'): how it went and what was said. It counts as first contact. */
  call_logged: z.object({ outcome: z.enum(callOutcomes), note: z.string().nullable() }),
  /** A site visit was booked, moved to another time or place, or cancelled; `at` is when it is (was) to be. */
  site_visit: z.object({
    action: z.enum(siteVisitActions),
    visitId: z.uuid(),
    at: moment,
    address: z.string(),
    designerId: memberId,
    /** On a reschedule that changed the designer: the one replaced (sent the invitation's cancel). */
    previousDesignerId: memberId.optional(),
  }),
  /**
   * A member opened a WhatsApp chat with the lead, with a template's text (`templateId`, and its
   * name then) or the plain greeting (null, 'Plain chat'). It counts as first contact.
   */
  whatsapp_sent: z.object({ templateId: z.uuid().nullable(), name: z.string() }),
  /** The accepted version `number` became a project worth `valuePaise` (incl. GST) in `milestones` milestones; `offline` for a signed paper copy. */
  project_created: z.object({
    projectId: z.uuid(),
    number: z.number().int(),
    valuePaise: z.number().int(),
    milestones: z.number().int(),
    offline: z.boolean(),
  }),
  /** A payment of `amountPaise` was recorded against the milestone `milestone` (its label), by `mode`. */
  payment_recorded: z.object({
    paymentId: z.uuid(),
    projectId: z.uuid(),
    amountPaise: z.number().int(),
    mode: z.enum(paymentModes),
    milestone: z.string(),
  }),
  /** The payment `reversedPaymentId` of `amountPaise` was undone ('Reverse payment'), for `reason`. */
  payment_reversed: z.object({
    paymentId: z.uuid(),
    reversedPaymentId: z.uuid(),
    projectId: z.uuid(),
    amountPaise: z.number().int(),
    reason: z.string(),
  }),
  /** A GST document was issued: its kind, its number ('INV/2026-27/0001') and its total. */
  document_issued: z.object({
    documentId: z.uuid(),
    projectId: z.uuid(),
    kind: z.enum(taxDocumentKinds),
    number: z.string(),
    totalPaise: z.number().int(),
  }),
} as const satisfies Record<LeadEventKind, z.ZodType>;

export type LeadEventDetails<K extends LeadEventKind> = z.output<(typeof leadEventDetails)[K]>;

/** An event as written: its kind and that kind's details. */
export type LeadEventInput = { [K in LeadEventKind]: { kind: K; details: LeadEventDetails<K> } }[LeadEventKind];

/** A stored event as read back. */
export type LeadEvent = LeadEventInput & { id: number; leadId: string; actorId: string | null; createdAt: Date };

/** The row to insert into lead_events for one event (typed: the details must be the kind's). */
export function leadEvent<K extends LeadEventKind>(
  leadId: string,
  kind: K,
  details: LeadEventDetails<K>,
  actorId: string | null = null,
): { leadId: string; kind: K; details: LeadEventDetails<K>; actorId: string | null } {
  return { leadId, kind, details, actorId };
}

const kinds = new Set<string>(leadEventKinds);

/**
 * A stored event with its details checked against its kind; null for a row this version cannot
 * read (an unknown kind, or details of another shape), which the timeline leaves out.
 */
export function parseLeadEvent(row: Pick<LeadEventRow, 'id' | 'leadId' | 'kind' | 'actorId' | 'details' | 'createdAt'>): LeadEvent | null {
  if (!kinds.has(row.kind)) return null;
  const parsed = leadEventDetails[row.kind].safeParse(row.details);
  if (!parsed.success) return null;
  return {
    id: row.id,
    leadId: row.leadId,
    actorId: row.actorId,
    createdAt: row.createdAt,
    kind: row.kind,
    details: parsed.data,
  } as LeadEvent;
}

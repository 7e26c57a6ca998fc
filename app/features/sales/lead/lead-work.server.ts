// What staff do to a lead: its status and pipeline stage (kept in step), notes, 'Next follow-up' and
// 'Log call' ('Assigned to' is assignment's: sales/assignment/assign-lead.server.ts). Each change
// and its event on the lead's timeline are written in one transaction (decision 078); the lead's
// first contact follows from its events (a trigger, db/functions/first-contact.sql).
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents } from '#db/schema.ts';
import { stageForStatus, stageStatus } from '#db/enums.ts';
import type { CallOutcome, LeadStage, LeadStatus, LostReason } from '#db/enums.ts';
import { audit } from '#app/lib/audit.server.ts';

/** 'Lost reason' for a move to 'Lost': `text` is the member's words for 'Other'. */
export type LostReasonInput = { reason: LostReason; text?: string };

const leads = contactSubmissions;

/** Locks the lead for a change; null when it does not exist. */
async function lockLead(tx: Transaction, id: string) {
  const [lead] = await tx
    .select({ id: leads.id, status: leads.status, stage: leads.stage, nextFollowUpAt: leads.nextFollowUpAt })
    .from(leads)
    .where(eq(leads.id, id))
    .for('update');
  return lead ?? null;
}

type LockedLead = NonNullable<Awaited<ReturnType<typeof lockLead>>>;

/**
 * Puts a locked lead in `stage` with its status in step, as one event on the timeline: the status's
 * change (with the stage's, when it moved too), or the stage's move alone.
 */
async function putInStage(
  tx: Transaction,
  lead: LockedLead,
  stage: LeadStage,
  actorId: string | null,
  lost?: LostReasonInput,
): Promise<void> {
  const status = stageStatus[stage];
  if (lead.stage === stage && lead.status === status) return;
  const moved = lead.stage !== stage;
  // 'Lost reason' is the lead's while it is lost: set on the way in, cleared on the way out.
  const reason =
    stage === 'lost'
      ? { lostReason: lost?.reason ?? null, lostReasonText: lost?.text ?? null }
      : { lostReason: null, lostReasonText: null };
  await tx
    .update(leads)
    .set({ stage, status, ...reason, ...(moved ? { stageChangedAt: new Date() } : {}) })
    .where(eq(leads.id, lead.id));
  const move = { from: lead.stage, to: stage };
  const lostDetails = stage === 'lost' && lost ? { lost } : {};
  const event =
    lead.status !== status
      ? leadEvent(lead.id, 'status_changed', { from: lead.status, to: status, ...(moved ? { stage: move } : {}), ...lostDetails }, actorId)
      : leadEvent(lead.id, 'stage_changed', move, actorId);
  await tx.insert(leadEvents).values(event);
  // A member's move is a staff action: in the audit log too (a customer's acceptance is not).
  if (actorId) {
    await audit(tx, {
      actorId,
      action: 'lead.stage',
      entity: 'lead',
      entityId: lead.id,
      details: { from: lead.stage, to: stage, ...(stage === 'lost' && lost ? { lostReason: lost.reason } : {}) },
    });
  }
}

/**
 * Sets a lead's status (the stage follows: stageForStatus) and records who changed it from what
 * to what. Null when the lead does not exist.
 */
export function changeLeadStatus(
  db: Database,
  { id, status, actorId }: { id: string; status: LeadStatus; actorId: string },
): Promise<{ from: LeadStatus; to: LeadStatus } | null> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) return null;
    await putInStage(tx, lead, stageForStatus(lead.stage, status), actorId);
    return { from: lead.status, to: status };
  });
}

/**
 * Moves a lead to a pipeline stage (the status follows: stageStatus), in the caller's transaction
 * when one is given. `actorId` null: the system moved it (a customer accepted a quotation). A move
 * to 'Lost' keeps its 'Lost reason' (`lost`) on the lead and in the event. A member's move is
 * audited ('lead.stage'). Null when the lead does not exist.
 */
export async function moveLeadToStage(
  db: Database | Transaction,
  { id, stage, actorId, lost }: { id: string; stage: LeadStage; actorId: string | null; lost?: LostReasonInput },
): Promise<{ from: LeadStage; to: LeadStage } | null> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) return null;
    await putInStage(tx, lead, stage, actorId, lost);
    return { from: lead.stage, to: stage };
  });
}

/** Adds a note (kept as written: there is no way to change or delete one). False when the lead does not exist. */
export function addNote(db: Database, { leadId, authorId, body }: { leadId: string; authorId: string; body: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, leadId))) return false;
    await tx.insert(leadEvents).values(leadEvent(leadId, 'note_added', { body }, authorId));
    return true;
  });
}

/** Sets 'Next follow-up' (replacing any earlier one) and records it. False when the lead does not exist. */
export function setFollowUp(db: Database, { leadId, at, actorId }: { leadId: string; at: Date; actorId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return false;
    await tx.update(leads).set({ nextFollowUpAt: at }).where(eq(leads.id, leadId));
    const previous = lead.nextFollowUpAt?.toISOString() ?? null;
    await tx.insert(leadEvents).values(leadEvent(leadId, 'follow_up_set', { at: at.toISOString(), previous }, actorId));
    return true;
  });
}

/**
 * 'Log call': the call's event (it counts as the lead's first contact, migration 0012), a new lead
 * reached ('Connected') made contacted (its card goes to 'Contacted'; a lead further on keeps its
 * status) and, when one was given, the next follow-up with its own event. False when the lead does
 * not exist.
 */
export function logCall(
  db: Database,
  {
    leadId,
    outcome,
    note,
    followUpAt,
    actorId,
  }: { leadId: string; outcome: CallOutcome; note?: string; followUpAt?: Date; actorId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return false;
    await tx.insert(leadEvents).values(leadEvent(leadId, 'call_logged', { outcome, note: note ?? null }, actorId));
    if (outcome === 'connected' && lead.status === 'new') await putInStage(tx, lead, stageForStatus(lead.stage, 'contacted'), actorId);
    if (followUpAt) {
      await tx.update(leads).set({ nextFollowUpAt: followUpAt }).where(eq(leads.id, leadId));
      const previous = lead.nextFollowUpAt?.toISOString() ?? null;
      await tx.insert(leadEvents).values(leadEvent(leadId, 'follow_up_set', { at: followUpAt.toISOString(), previous }, actorId));
    }
    return true;
  });
}

/**
 * 'Mark done': the follow-up is cleared and recorded as done. 'none' when the lead has no
 * follow-up (someone else marked it done meanwhile), null when the lead does not exist.
 */
export function markFollowUpDone(db: Database, { leadId, actorId }: { leadId: string; actorId: string }): Promise<'done' | 'none' | null> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return null;
    if (!lead.nextFollowUpAt) return 'none';
    await tx.update(leads).set({ nextFollowUpAt: null }).where(eq(leads.id, leadId));
    await tx.insert(leadEvents).values(leadEvent(leadId, 'follow_up_done', { at: lead.nextFollowUpAt.toISOString() }, actorId));
    return 'done';
  });
}

// A lead's own page (issue 11): every field, its activity, the same person's other enquiries,
// and what staff do there: notes, follow-ups, assignment. Each change and its audit row are one
// transaction (decision 046).
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { auditLog, contactSubmissions, leadEmailKey, leadNotes, leadPhoneKey, notificationJobs, users } from '#db/schema.ts';
import type { Lead, LeadFormDetails } from '#db/schema.ts';
import type { LeadStatus, NotificationStatus } from '#db/enums.ts';
import { displayStatus } from '#app/features/sales/list/lead-filters.ts';
import type { MemberRef } from '#app/features/sales/list/lead-list.server.ts';
import { formOfSource, leadSources } from '#app/features/intake/lead-sources.ts';
import { readLeadEstimate } from '#app/features/pricing/lead-estimate.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';

const leads = contactSubmissions;

/** How many entries of each kind (notes, changes) the page shows, newest first. */
export const ACTIVITY_LIMIT = 200;
/** How many of the same person's other enquiries the page lists. */
export const RELATED_LIMIT = 20;

/** Every field of the lead as the page shows it (dates as ISO strings). */
export type LeadRecord = Omit<Lead, 'createdAt' | 'nextFollowUpAt' | 'firstContactAt' | 'estimate' | 'details' | 'status'> & {
  status: LeadStatus;
  createdAt: string;
  nextFollowUpAt: string | null;
  firstContactAt: string | null;
  details: LeadFormDetails | null;
};

/** A member as an entry names them; null when the account was removed. */
export type Actor = MemberRef | null;

export type ActivityEntry = { id: string; at: string } & (
  | { kind: 'created'; form: string; source: string }
  | {
      kind: 'notification';
      status: NotificationStatus;
      attempts: number;
      lastError: string | null;
    }
  | { kind: 'status'; actor: Actor; from: LeadStatus; to: LeadStatus }
  | { kind: 'note'; actor: Actor; body: string }
  | { kind: 'follow-up'; actor: Actor; due: string }
  | { kind: 'follow-up-done'; actor: Actor; due: string | null }
  | { kind: 'assigned'; actor: Actor; from: Actor | 'nobody'; to: Actor | 'nobody' }
);

export type RelatedLead = Pick<Lead, 'id' | 'name' | 'email' | 'phone' | 'service'> & {
  status: LeadStatus;
  createdAt: string;
  /** What the two leads share. */
  sameEmail: boolean;
  samePhone: boolean;
};

export type LeadPageData = {
  lead: LeadRecord;
  /** The next follow-up is now or past (by the database's clock, as the list says). */
  followUpDue: boolean;
  estimate: LeadEstimate | null;
  assignee: MemberRef | null;
  /** Newest first. */
  activity: ActivityEntry[];
  /** More notes or changes exist than the page shows. */
  activityCapped: boolean;
  earlier: RelatedLead[];
  later: RelatedLead[];
};

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Which form and source a lead came from, in the words the notification uses. */
function origin(source: string | null): { form: string; source: string } {
  const kind = formOfSource(source);
  if (kind) return { form: leadSources[kind].formType, source: leadSources[kind].label };
  return { form: 'Enquiry', source: source?.trim() || 'Website' };
}

type AuditRow = { id: number; action: string; actorUserId: string | null; details: unknown; createdAt: Date };

const memberId = (value: unknown): string | null => (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null);
const isoText = (value: unknown): string | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);

/** One audit row of the lead as a timeline entry; null for an action the timeline does not show. */
function auditEntry(row: AuditRow, member: (id: string | null) => Actor): ActivityEntry | null {
  const details = (row.details ?? {}) as Record<string, unknown>;
  const base = { id: `audit-${row.id}`, at: iso(row.createdAt), actor: member(row.actorUserId) };
  switch (row.action) {
    case 'lead.status':
      return { ...base, kind: 'status', from: displayStatus(details.from as string), to: displayStatus(details.to as string) };
    case 'lead.follow_up': {
      const due = isoText(details.at);
      return due ? { ...base, kind: 'follow-up', due } : null;
    }
    case 'lead.follow_up_done':
      return { ...base, kind: 'follow-up-done', due: isoText(details.at) };
    case 'lead.assign': {
      const side = (value: unknown): Actor | 'nobody' => (value === null || value === undefined ? 'nobody' : member(memberId(value)));
      return { ...base, kind: 'assigned', from: side(details.from), to: side(details.to) };
    }
    default:
      return null;
  }
}

/**
 * The same person's other enquiries: same e-mail (without case) or same phone digits, served by
 * the two key indexes. 'earlier' newest first, 'later' oldest first.
 */
function relatedLeads(db: Database, lead: Pick<Lead, 'id' | 'email' | 'phone' | 'createdAt'>, side: 'earlier' | 'later') {
  const sameEmail = sql<boolean>`${leadEmailKey(leads.email)} = ${leadEmailKey(sql`${lead.email}::text`)}`;
  const samePhone = sql<boolean>`${leadPhoneKey(leads.phone)} = ${leadPhoneKey(sql`${lead.phone}::text`)}`;
  // Fewer than seven digits is no phone number to match people by (the forms ask for seven).
  const phoneMatches = lead.phone.replace(/\D/g, '').length >= 7;
  return db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      service: leads.service,
      status: leads.status,
      createdAt: leads.createdAt,
      sameEmail,
      samePhone: phoneMatches ? samePhone : sql<boolean>`false`,
    })
    .from(leads)
    .where(
      and(
        ne(leads.id, lead.id),
        side === 'earlier' ? lt(leads.createdAt, lead.createdAt) : gte(leads.createdAt, lead.createdAt),
        phoneMatches ? or(sameEmail, samePhone) : sameEmail,
      ),
    )
    .orderBy(side === 'earlier' ? desc(leads.createdAt) : asc(leads.createdAt))
    .limit(RELATED_LIMIT);
}

/**
 * Everything the lead's page shows, or null when there is no such lead. A handful of indexed
 * reads: the lead, its latest notification, its newest notes and audit entries, the members they
 * name, and the same person's other enquiries (by e-mail or phone digits).
 */
export async function getLeadPage(db: Database, id: string): Promise<LeadPageData | null> {
  const [found] = await db
    .select({ ...getTableColumns(leads), followUpDue: sql<boolean>`coalesce(${leads.nextFollowUpAt} <= now(), false)` })
    .from(leads)
    .where(eq(leads.id, id));
  if (!found) return null;
  const { followUpDue, ...row } = found;

  const [jobs, notes, audits, earlier, later] = await Promise.all([
    db
      .select({
        id: notificationJobs.id,
        status: notificationJobs.status,
        attempts: notificationJobs.attempts,
        lastError: notificationJobs.lastError,
        updatedAt: notificationJobs.updatedAt,
      })
      .from(notificationJobs)
      .where(eq(notificationJobs.leadId, row.id))
      .orderBy(desc(notificationJobs.createdAt))
      .limit(1),
    db
      .select({ id: leadNotes.id, authorId: leadNotes.authorId, body: leadNotes.body, createdAt: leadNotes.createdAt })
      .from(leadNotes)
      .where(eq(leadNotes.leadId, row.id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id))
      .limit(ACTIVITY_LIMIT + 1),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorUserId: auditLog.actorUserId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, row.id)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ACTIVITY_LIMIT + 1),
    relatedLeads(db, row, 'earlier'),
    relatedLeads(db, row, 'later'),
  ]);

  // The members the entries name: authors, actors and both sides of an assignment.
  const ids = new Set<string>();
  if (row.assignedTo) ids.add(row.assignedTo);
  for (const note of notes) if (note.authorId) ids.add(note.authorId);
  for (const audit of audits) {
    if (audit.actorUserId) ids.add(audit.actorUserId);
    if (audit.action === 'lead.assign') {
      const details = (audit.details ?? {}) as Record<string, unknown>;
      for (const value of [details.from, details.to]) {
        const idValue = memberId(value);
        if (idValue) ids.add(idValue);
      }
    }
  }
  const members =
    ids.size > 0
      ? await db
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(inArray(users.id, [...ids]))
      : [];
  const byId = new Map(members.map((member) => [member.id, member]));
  const member = (memberIdValue: string | null): Actor => (memberIdValue ? (byId.get(memberIdValue) ?? null) : null);

  const entries: ActivityEntry[] = [
    { id: 'created', at: iso(row.createdAt), kind: 'created', ...origin(row.source) },
    ...notes.slice(0, ACTIVITY_LIMIT).map((note): ActivityEntry => ({
      id: `note-${note.id}`,
      at: iso(note.createdAt),
      kind: 'note',
      actor: member(note.authorId),
      body: note.body,
    })),
    ...audits.slice(0, ACTIVITY_LIMIT).flatMap((audit) => auditEntry(audit, member) ?? []),
  ];
  const job = jobs[0];
  if (job) {
    entries.push({
      id: `notification-${job.id}`,
      at: iso(job.updatedAt),
      kind: 'notification',
      status: job.status,
      attempts: job.attempts,
      lastError: job.lastError,
    });
  }
  // Newest first; at the same moment, the lead's arrival stays last.
  entries.sort((a, b) => (a.at === b.at ? (a.kind === 'created' ? 1 : b.kind === 'created' ? -1 : 0) : a.at < b.at ? 1 : -1));

  const { createdAt, nextFollowUpAt, firstContactAt, estimate, details, status, ...fields } = row;
  const toRelated = (lead: (typeof earlier)[number]): RelatedLead => ({
    ...lead,
    status: displayStatus(lead.status),
    createdAt: iso(lead.createdAt),
  });
  return {
    lead: {
      ...fields,
      status: displayStatus(status),
      details,
      createdAt: iso(createdAt),
      nextFollowUpAt: isoOrNull(nextFollowUpAt),
      firstContactAt: isoOrNull(firstContactAt),
    },
    followUpDue,
    estimate: readLeadEstimate(estimate),
    assignee: member(row.assignedTo),
    activity: entries,
    activityCapped: notes.length > ACTIVITY_LIMIT || audits.length > ACTIVITY_LIMIT,
    earlier: earlier.map(toRelated),
    later: later.map(toRelated),
  };
}

/** Locks the lead for a change; null when it does not exist. */
async function lockLead(tx: Transaction, id: string) {
  const [lead] = await tx
    .select({ id: leads.id, assignedTo: leads.assignedTo, nextFollowUpAt: leads.nextFollowUpAt })
    .from(leads)
    .where(eq(leads.id, id))
    .for('update');
  return lead ?? null;
}

function audit(tx: Transaction, actorId: string, leadId: string, action: string, details: Record<string, unknown>) {
  return tx.insert(auditLog).values({ actorUserId: actorId, action, entityType: 'lead', entityId: leadId, details });
}

/**
 * Adds a note (kept as written: there is no way to change or delete one). A lead's first note
 * is its first contact, if its status has not changed before. False when the lead does not exist.
 */
export function addNote(db: Database, { leadId, authorId, body }: { leadId: string; authorId: string; body: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return false;
    await tx.insert(leadNotes).values({ leadId, authorId, body });
    await tx
      .update(leads)
      .set({ firstContactAt: sql`coalesce(${leads.firstContactAt}, now())` })
      .where(and(eq(leads.id, leadId), sql`${leads.firstContactAt} is null`));
    return true;
  });
}

/** Sets 'Next follow-up' (replacing any earlier one) and records it. False when the lead does not exist. */
export function setFollowUp(db: Database, { leadId, at, actorId }: { leadId: string; at: Date; actorId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return false;
    await tx.update(leads).set({ nextFollowUpAt: at }).where(eq(leads.id, leadId));
    await audit(tx, actorId, leadId, 'lead.follow_up', { at: at.toISOString(), previous: isoOrNull(lead.nextFollowUpAt) });
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
    await audit(tx, actorId, leadId, 'lead.follow_up_done', { at: lead.nextFollowUpAt.toISOString() });
    return 'done';
  });
}

/**
 * 'Assigned to': hands the lead to a member (or to nobody) and records who did it, from whom to
 * whom. The caller has checked that the member may see leads. Null when the lead does not exist.
 */
export function assignLead(
  db: Database,
  { leadId, assigneeId, actorId }: { leadId: string; assigneeId: string | null; actorId: string },
): Promise<{ from: string | null; to: string | null } | null> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return null;
    if (lead.assignedTo !== assigneeId) {
      await tx.update(leads).set({ assignedTo: assigneeId }).where(eq(leads.id, leadId));
      await audit(tx, actorId, leadId, 'lead.assign', { from: lead.assignedTo, to: assigneeId });
    }
    return { from: lead.assignedTo, to: assigneeId };
  });
}

/** Who the lead is assigned to now (undefined when the lead does not exist). */
export async function currentAssignee(db: Database, leadId: string): Promise<string | null | undefined> {
  const [lead] = await db.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, leadId));
  return lead ? lead.assignedTo : undefined;
}

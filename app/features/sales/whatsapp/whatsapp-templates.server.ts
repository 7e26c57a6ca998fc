// 'WhatsApp templates' on the server (decision 117): the admins' list (add, change, delete, each in
// the audit log), a lead's values for the placeholders, and a chat opened from 'WhatsApp' as a
// 'whatsapp_sent' event on the lead's timeline (which counts as first contact: migration 0021).
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents, siteVisits, whatsappTemplates } from '#db/schema.ts';
import type { LeadForm } from '#db/enums.ts';
import { audit } from '#app/lib/audit.server.ts';
import { isUniqueViolation } from '#app/lib/db.server.ts';
import { TIME_ZONE } from '#app/lib/format.ts';
import { formatRange } from '#app/features/pricing/money.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';
import { firstName, serviceInWords } from '#app/features/sales/lead/reach-out.ts';
import type { ChatTemplate, TemplateFields, TemplateValues } from '#app/features/sales/whatsapp/whatsapp-templates.ts';

/** A change to the list in the audit log: who made it, which template, and what it holds (or held). */
function auditTemplate(
  tx: Transaction,
  actorId: string,
  change: 'create' | 'update' | 'delete',
  id: string,
  details: Record<string, unknown>,
) {
  return audit(tx, { actorId, action: `whatsapp_template.${change}`, entity: 'whatsapp_template', entityId: id, details });
}

/** A template as the admins' screen lists it. */
export type TemplateRow = ChatTemplate & { updatedAt: string };

/** Every template, by name (whatever its capitals): what 'WhatsApp' offers and the screen lists. */
export async function listTemplates(db: Database): Promise<TemplateRow[]> {
  const rows = await db
    .select({
      id: whatsappTemplates.id,
      name: whatsappTemplates.name,
      body: whatsappTemplates.body,
      updatedAt: whatsappTemplates.updatedAt,
    })
    .from(whatsappTemplates)
    .orderBy(sql`lower(${whatsappTemplates.name})`, asc(whatsappTemplates.id));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/** What 'WhatsApp' needs of each template: no dates. */
export async function chatTemplates(db: Database): Promise<ChatTemplate[]> {
  return (await listTemplates(db)).map(({ id, name, body }) => ({ id, name, body }));
}

export type TemplateSave = { ok: true; id: string } | { ok: false; reason: 'taken' | 'gone' };

async function saving(save: () => Promise<TemplateSave>): Promise<TemplateSave> {
  try {
    return await save();
  } catch (error) {
    // The name's unique index (whatever its capitals): two admins saving the same name at once too.
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

export function createTemplate(db: Database, fields: TemplateFields, actorId: string): Promise<TemplateSave> {
  return saving(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(whatsappTemplates)
        .values({ ...fields, createdBy: actorId, updatedBy: actorId })
        .returning({ id: whatsappTemplates.id });
      await auditTemplate(tx, actorId, 'create', created!.id, { name: fields.name });
      return { ok: true, id: created!.id };
    }),
  );
}

export function updateTemplate(db: Database, id: string, fields: TemplateFields, actorId: string): Promise<TemplateSave> {
  return saving(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: whatsappTemplates.name, body: whatsappTemplates.body })
        .from(whatsappTemplates)
        .where(eq(whatsappTemplates.id, id))
        .for('update');
      if (!before) return { ok: false, reason: 'gone' };
      if (before.name === fields.name && before.body === fields.body) return { ok: true, id };
      await tx
        .update(whatsappTemplates)
        .set({ ...fields, updatedBy: actorId, updatedAt: new Date() })
        .where(eq(whatsappTemplates.id, id));
      await auditTemplate(tx, actorId, 'update', id, { name: fields.name, before });
      return { ok: true, id };
    }),
  );
}

/** Deletes a template; false when it no longer exists. Uses already on a timeline keep its name. */
export function deleteTemplate(db: Database, id: string, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(whatsappTemplates)
      .where(eq(whatsappTemplates.id, id))
      .returning({ name: whatsappTemplates.name, body: whatsappTemplates.body });
    if (!deleted) return false;
    await auditTemplate(tx, actorId, 'delete', id, deleted);
    return true;
  });
}

/** The plain chat's name on the timeline: the greeting the lead page always offered. */
export const PLAIN_CHAT = 'Plain chat';

/**
 * A member opened a chat with the lead from 'WhatsApp': with a template (by id) or the plain
 * greeting (null). One 'whatsapp_sent' event with the template's name as it is now; the lead's
 * first contact follows from it (a trigger). 'no-lead' / 'no-template' when either is gone.
 */
export async function recordWhatsApp(
  db: Database,
  { leadId, templateId, actorId }: { leadId: string; templateId: string | null; actorId: string },
): Promise<'recorded' | 'no-lead' | 'no-template'> {
  return db.transaction(async (tx) => {
    const [[lead], [template]] = await Promise.all([
      tx.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.id, leadId)),
      templateId
        ? tx.select({ name: whatsappTemplates.name }).from(whatsappTemplates).where(eq(whatsappTemplates.id, templateId))
        : Promise.resolve([{ name: PLAIN_CHAT }]),
    ]);
    if (!lead) return 'no-lead';
    if (!template) return 'no-template';
    await tx.insert(leadEvents).values(leadEvent(leadId, 'whatsapp_sent', { templateId, name: template.name }, actorId));
    return 'recorded';
  });
}

/** A lead as its placeholders need it. */
export type ChatLead = { id: string; name: string; service: string | null; form: LeadForm | null; estimate: LeadEstimate | null };

const visitTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** 'Saturday, November 28 at 11:30 AM' (India time), with plain spaces for the chat. */
export function visitTimeText(at: Date): string {
  return visitTime.format(at).replace(/\s/g, ' ');
}

/**
 * Each lead's values for the placeholders, by lead id: its first name, the service it asked
 * about, its estimate's range in rupees and its next booked site visit (India time). The
 * quotation's link is never among them: it is made when a member asks for it, and '' here
 * (decision 152, `quotation/quotation-link.server.ts`). One indexed read for any number of leads.
 */
export async function chatValues(
  db: Database,
  leads: readonly ChatLead[],
  { now = new Date() }: { now?: Date } = {},
): Promise<Map<string, TemplateValues>> {
  const ids = [...new Set(leads.map((lead) => lead.id))];
  if (ids.length === 0) return new Map();
  const visits = await db
    .selectDistinctOn([siteVisits.leadId], { leadId: siteVisits.leadId, startsAt: siteVisits.startsAt })
    .from(siteVisits)
    .where(and(inArray(siteVisits.leadId, ids), eq(siteVisits.status, 'booked'), gte(siteVisits.startsAt, now)))
    .orderBy(siteVisits.leadId, asc(siteVisits.startsAt));
  const visitOf = new Map(visits.map((visit) => [visit.leadId, visit.startsAt]));
  return new Map(
    leads.map((lead) => {
      const visit = visitOf.get(lead.id);
      return [
        lead.id,
        {
          first_name: firstName(lead.name),
          service: serviceInWords(lead) ?? '',
          estimate: lead.estimate ? formatRange(lead.estimate.range) : '',
          visit_time: visit ? visitTimeText(visit) : '',
          quote_link: '',
          // Known only after 'Request payment' on a project's milestone, which fills it.
          payment_link: '',
        },
      ];
    }),
  );
}

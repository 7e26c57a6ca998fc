// Quotations in the database (decision 106): one per lead, edited as a draft version and frozen
// when sent (v1, v2, ...), with a link for the customer (only its SHA-256 kept, 90 days). Each
// staff action is audited and on the lead's timeline, in the transaction of the change. Read back
// in quotation-versions.server.ts; the customer's side is quotation-acceptance.server.ts, the
// studio's settings quotation-settings.server.ts.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents, quotationLines, quotations, quotationVersions } from '#db/schema.ts';
import type { StoredVersionTerms } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { seal } from '#app/lib/seal.server.ts';
import { parseLeadEstimate } from '#app/features/pricing/stored-estimate.server.ts';
import { moveLeadToStage } from '#app/features/sales/lead/lead-work.server.ts';
import {
  discountFromEstimate,
  sectionsFromEstimate,
  siteStateOf,
  totalQuotation,
  validUntilFrom,
} from '#app/features/sales/quotation/quotation.ts';
import type { QuotationContent, QuotationTotals } from '#app/features/sales/quotation/quotation.ts';
import { missingStudioDetails, readStudioSettings } from '#app/features/sales/quotation/quotation-settings.server.ts';
import type { StudioDetails } from '#app/features/sales/quotation/quotation-settings.server.ts';
import { contentOf, linesOf } from '#app/features/sales/quotation/quotation-versions.server.ts';

/** How long a customer's link works. */
export const LINK_LIFETIME_MS = 90 * 24 * 3_600_000;

/** SHA-256 in hex: all that is kept of a link's token and of an acceptance code. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function writeLines(tx: Transaction, versionId: string, content: QuotationContent) {
  await tx.delete(quotationLines).where(eq(quotationLines.versionId, versionId));
  const rows = content.sections.flatMap((section, sectionIndex) =>
    section.lines.map((line, position) => {
      const quantityHundredths = Math.round(line.quantity * 100);
      return {
        versionId,
        section: sectionIndex,
        position,
        item: line.item,
        description: line.description,
        quantityHundredths,
        unit: line.unit,
        ratePaise: line.ratePaise,
        amountPaise: totalQuotation({ ...content, sections: [{ title: '', lines: [line] }], discount: { kind: 'none' } }).subtotalPaise,
      };
    }),
  );
  // In batches: one insert of every line would pass PostgreSQL's 65,535 parameters well before the schema's cap.
  for (let start = 0; start < rows.length; start += LINE_BATCH)
    await tx.insert(quotationLines).values(rows.slice(start, start + LINE_BATCH));
}

const LINE_BATCH = 500;

function termsOf(content: QuotationContent, studio?: StudioDetails): StoredVersionTerms {
  return {
    sectionTitles: content.sections.map((section) => section.title),
    discount: content.discount,
    siteState: content.siteState,
    paymentSchedule: content.paymentSchedule,
    validUntil: content.validUntil,
    exclusions: content.exclusions,
    terms: content.terms,
    ...(studio ? { studio } : {}),
  };
}

function amountsOf(totals: QuotationTotals) {
  return {
    subtotalPaise: totals.subtotalPaise,
    discountPaise: totals.discountPaise,
    taxPaise: totals.taxes.reduce((sum, tax) => sum + tax.amountPaise, 0),
    totalPaise: totals.totalPaise,
  };
}

/**
 * 'Create quotation': the lead's quotation with its first draft, from its estimate (its lines at
 * the rates it was priced with, and the site's 10% offer as the discount) or blank (one empty
 * line for staff to fill). Null when the lead does not exist; the existing one when it has one.
 */
export async function createQuotation(
  db: Database,
  { leadId, from, actorId, now = new Date() }: { leadId: string; from: 'estimate' | 'blank'; actorId: string; now?: Date },
): Promise<{ id: string; created: boolean } | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: contactSubmissions.id,
        location: contactSubmissions.location,
        estimate: contactSubmissions.estimate,
        createdAt: contactSubmissions.createdAt,
      })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, leadId))
      .for('update');
    if (!lead) return null;
    const [existing] = await tx.select({ id: quotations.id }).from(quotations).where(eq(quotations.leadId, leadId));
    if (existing) return { id: existing.id, created: false };
    const settings = await readStudioSettings(tx);
    const estimate = from === 'estimate' && lead.estimate ? parseLeadEstimate(lead.estimate) : null;
    const content: QuotationContent = {
      sections: estimate
        ? sectionsFromEstimate(estimate.items)
        : [{ title: 'Living room', lines: [{ item: '', description: '', quantity: 1, unit: 'unit', ratePaise: 0 }] }],
      discount: estimate ? discountFromEstimate(estimate, { enquiredAt: lead.createdAt, now }) : { kind: 'none' },
      siteState: siteStateOf(lead.location),
      paymentSchedule: settings.paymentSchedule,
      validUntil: validUntilFrom(now, settings.validityDays),
      exclusions: settings.exclusions,
      terms: settings.terms,
    };
    const [quotation] = await tx
      .insert(quotations)
      .values({ leadId, fromEstimate: Boolean(estimate), createdBy: actorId })
      .returning({ id: quotations.id });
    const [version] = await tx
      .insert(quotationVersions)
      .values({ quotationId: quotation!.id, number: 1, terms: termsOf(content), ...amountsOf(totalQuotation(content)), updatedBy: actorId })
      .returning({ id: quotationVersions.id });
    await writeLines(tx, version!.id, content);
    await audit(tx, {
      actorId,
      action: 'quotation.create',
      entity: 'lead',
      entityId: leadId,
      details: { from: estimate ? 'estimate' : 'blank' },
    });
    return { id: quotation!.id, created: true };
  });
}

async function lockQuotation(tx: Transaction, leadId: string) {
  const [quotation] = await tx.select({ id: quotations.id }).from(quotations).where(eq(quotations.leadId, leadId)).for('update');
  return quotation ?? null;
}

/**
 * Whether the customer accepted a version of the quotation: what they accepted is final, so no
 * draft is saved or sent after it and its link is not revoked; a change then is a change order,
 * which the studio does not have yet (decision 151).
 */
async function isAccepted(tx: Transaction, quotationId: string): Promise<boolean> {
  const [accepted] = await tx
    .select({ id: quotationVersions.id })
    .from(quotationVersions)
    .where(and(eq(quotationVersions.quotationId, quotationId), isNotNull(quotationVersions.acceptedAt)))
    .limit(1);
  return Boolean(accepted);
}

/**
 * Saves the editor's quotation as the draft: the draft there is, or a new one numbered after the
 * newest sent version (editing after sending makes a new draft). The lead's value on the pipeline
 * becomes its total. Null when the lead has no quotation; 'accepted' (nothing saved) once the
 * customer accepted a version.
 */
export async function saveDraft(
  db: Database,
  { leadId, content, actorId }: { leadId: string; content: QuotationContent; actorId: string },
): Promise<{ versionId: string; number: number; totalPaise: number } | 'accepted' | null> {
  return db.transaction(async (tx) => {
    const quotation = await lockQuotation(tx, leadId);
    if (!quotation) return null;
    if (await isAccepted(tx, quotation.id)) return 'accepted';
    const totals = totalQuotation(content);
    const [newest] = await tx
      .select()
      .from(quotationVersions)
      .where(eq(quotationVersions.quotationId, quotation.id))
      .orderBy(desc(quotationVersions.number))
      .limit(1);
    let versionId: string;
    let number: number;
    if (newest && !newest.sentAt) {
      versionId = newest.id;
      number = newest.number;
      await tx
        .update(quotationVersions)
        .set({ terms: termsOf(content), ...amountsOf(totals), updatedBy: actorId, updatedAt: new Date() })
        .where(eq(quotationVersions.id, versionId));
    } else {
      number = (newest?.number ?? 0) + 1;
      const [row] = await tx
        .insert(quotationVersions)
        .values({ quotationId: quotation.id, number, terms: termsOf(content), ...amountsOf(totals), updatedBy: actorId })
        .returning({ id: quotationVersions.id });
      versionId = row!.id;
    }
    await writeLines(tx, versionId, content);
    await tx.update(contactSubmissions).set({ valuePaise: totals.totalPaise }).where(eq(contactSubmissions.id, leadId));
    await audit(tx, {
      actorId,
      action: 'quotation.save',
      entity: 'lead',
      entityId: leadId,
      details: { number, totalPaise: totals.totalPaise },
    });
    return { versionId, number, totalPaise: totals.totalPaise };
  });
}

/** SHA-256 of a version exactly as sent: its number, the studio, every line and amount, the schedule and the texts. */
export function versionHash(number: number, content: QuotationContent, studio: StudioDetails): string {
  const totals = totalQuotation(content);
  const canonical = JSON.stringify([
    number,
    [studio.legalName, studio.address, studio.gstin],
    totals.sections.map((section) => [
      section.title,
      section.lines.map((line) => [line.item, line.description, line.quantity, line.unit, line.ratePaise, line.amountPaise]),
    ]),
    [totals.subtotalPaise, totals.discountPaise, totals.taxes.map((tax) => [tax.label, tax.amountPaise]), totals.totalPaise],
    totals.instalments.map((stage) => [stage.label, stage.percent, stage.amountPaise]),
    content.siteState,
    content.validUntil,
    content.exclusions,
    content.terms,
  ]);
  return sha256(canonical);
}

/** The purpose a sent version's link token is sealed under (quotation_versions.link_sealed). */
export const QUOTE_LINK_SEAL = 'quotation-link';

export type SendResult =
  | { ok: true; versionId: string; number: number; token: string; email: string; name: string }
  | { ok: false; reason: 'no-quotation' | 'no-draft' | 'accepted' }
  /** The studio's legal name, address or GSTIN are not set in 'Quotation settings' (those missing). */
  | { ok: false; reason: 'no-studio-details'; missing: string[] };

/**
 * 'Send to customer': freezes the draft as its version with the studio's details as they are now,
 * gives it a new link (the token is returned once, for the e-mail; only its hash is kept), moves
 * the lead to 'Quotation sent' and records it on the timeline and in the audit log.
 */
export async function sendDraft(
  db: Database,
  {
    leadId,
    actorId,
    now = new Date(),
    linkSecrets,
  }: {
    leadId: string;
    actorId: string;
    now?: Date;
    /** The session secrets: with them the link's token is kept sealed, for a WhatsApp template's {quote_link} (decision 117). */
    linkSecrets?: readonly string[];
  },
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const quotation = await lockQuotation(tx, leadId);
    if (!quotation) return { ok: false, reason: 'no-quotation' };
    if (await isAccepted(tx, quotation.id)) return { ok: false, reason: 'accepted' };
    const [draft] = await tx
      .select()
      .from(quotationVersions)
      .where(and(eq(quotationVersions.quotationId, quotation.id), isNull(quotationVersions.sentAt)));
    if (!draft) return { ok: false, reason: 'no-draft' };
    const settings = await readStudioSettings(tx);
    const missing = missingStudioDetails(settings);
    if (missing.length > 0) return { ok: false, reason: 'no-studio-details', missing };
    const studio = { legalName: settings.legalName, address: settings.address, gstin: settings.gstin };
    const content = contentOf(draft, await linesOf(tx, draft.id));
    const token = randomBytes(32).toString('base64url');
    await tx
      .update(quotationVersions)
      .set({
        terms: termsOf(content, studio),
        sentAt: now,
        sentBy: actorId,
        contentHash: versionHash(draft.number, content, studio),
        linkHash: sha256(token),
        linkSealed: linkSecrets ? seal(token, linkSecrets, QUOTE_LINK_SEAL) : null,
        linkExpiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
      })
      .where(eq(quotationVersions.id, draft.id));
    const [lead] = await tx
      .update(contactSubmissions)
      .set({ valuePaise: draft.totalPaise })
      .where(eq(contactSubmissions.id, leadId))
      .returning({ email: contactSubmissions.email, name: contactSubmissions.name, stage: contactSubmissions.stage });
    await tx
      .insert(leadEvents)
      .values(leadEvent(leadId, 'quotation_sent', { number: draft.number, totalPaise: draft.totalPaise }, actorId));
    if (lead!.stage !== 'won') await moveLeadToStage(tx, { id: leadId, stage: 'quotation_sent', actorId });
    await audit(tx, {
      actorId,
      action: 'quotation.send',
      entity: 'lead',
      entityId: leadId,
      details: { number: draft.number, totalPaise: draft.totalPaise },
    });
    return { ok: true, versionId: draft.id, number: draft.number, token, email: lead!.email, name: lead!.name };
  });
}

/**
 * Staff revoke the customer's link to a sent version: the page then says so and nothing can be
 * accepted. Not once the customer accepted a version ('accepted'): what they accepted stays readable.
 */
export async function revokeLink(
  db: Database,
  { leadId, number, actorId }: { leadId: string; number: number; actorId: string },
): Promise<boolean | 'accepted'> {
  return db.transaction(async (tx) => {
    const quotation = await lockQuotation(tx, leadId);
    if (!quotation) return false;
    if (await isAccepted(tx, quotation.id)) return 'accepted';
    const revoked = await tx
      .update(quotationVersions)
      .set({ linkRevokedAt: new Date() })
      .where(
        and(
          eq(quotationVersions.quotationId, quotation.id),
          eq(quotationVersions.number, number),
          isNotNull(quotationVersions.sentAt),
          isNull(quotationVersions.linkRevokedAt),
        ),
      )
      .returning({ id: quotationVersions.id });
    if (revoked.length === 0) return false;
    await tx.insert(leadEvents).values(leadEvent(leadId, 'quotation_link_revoked', { number }, actorId));
    await audit(tx, { actorId, action: 'quotation.revoke_link', entity: 'lead', entityId: leadId, details: { number } });
    return true;
  });
}

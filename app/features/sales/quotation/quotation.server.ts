// Quotations in the database (decision 106): one per lead, edited as a draft version and frozen
// when sent (v1, v2, ...), with a link for the customer (only its SHA-256 kept, 90 days) and
// online acceptance by an e-mailed 6-digit code (only its SHA-256 kept; five wrong tries end it).
// Each staff action is audited and on the lead's timeline, in the transaction of the change.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import {
  contactSubmissions,
  leadEvents,
  quotationCodes,
  quotationLines,
  quotations,
  quotationVersions,
  studioSettings,
  users,
  userRoles,
} from '#db/schema.ts';
import type { QuotationVersionRow, StoredVersionTerms } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { seal } from '#app/lib/seal.server.ts';
import { parseLeadEstimate } from '#app/features/pricing/stored-estimate.server.ts';
import { moveLeadToStage } from '#app/features/sales/lead/lead-work.server.ts';
import {
  DEFAULT_PAYMENT_SCHEDULE,
  DEFAULT_VALIDITY_DAYS,
  diffLines,
  isPastValidity,
  sectionsFromEstimate,
  siteStateOf,
  totalQuotation,
  validUntilFrom,
} from '#app/features/sales/quotation/quotation.ts';
import type {
  LineChange,
  PaymentStage,
  QuotationContent,
  QuotationSection,
  QuotationTotals,
} from '#app/features/sales/quotation/quotation.ts';

/** How long a customer's link works. */
export const LINK_LIFETIME_MS = 90 * 24 * 3_600_000;
/** How long an e-mailed acceptance code works, and how many wrong tries end it. */
export const CODE_LIFETIME_MS = 15 * 60_000;
export const CODE_TRIES = 5;

export type StudioDetails = { legalName: string; address: string; gstin: string };
export type StudioSettings = StudioDetails & { paymentSchedule: PaymentStage[]; validityDays: number; exclusions: string; terms: string };

export const DEFAULT_STUDIO_SETTINGS: StudioSettings = {
  legalName: '',
  address: '',
  gstin: '',
  paymentSchedule: DEFAULT_PAYMENT_SCHEDULE,
  validityDays: DEFAULT_VALIDITY_DAYS,
  exclusions: 'Civil work, electrical rewiring and plumbing changes; appliances, lights and soft furnishings unless listed.',
  terms: 'Prices include delivery and installation in Bangalore. Payments as per the schedule above. Designs are final once signed off.',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A uuid made from a name (for a job's id: the same name, the same job). */
export function uuidFrom(name: string): string {
  const hex = sha256(name);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function readStudioSettings(db: Database | Transaction): Promise<StudioSettings> {
  const [row] = await db.select().from(studioSettings).where(eq(studioSettings.id, 1));
  if (!row) return DEFAULT_STUDIO_SETTINGS;
  const { legalName, address, gstin, paymentSchedule, validityDays, exclusions, terms } = row;
  return { legalName, address, gstin, paymentSchedule, validityDays, exclusions, terms };
}

export async function saveStudioSettings(
  db: Database,
  { settings, actorId }: { settings: StudioSettings; actorId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { ...settings, updatedBy: actorId, updatedAt: new Date() };
    await tx
      .insert(studioSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: studioSettings.id, set: values });
    await audit(tx, { actorId, action: 'quotation.settings', entity: 'studio_settings', entityId: '1' });
  });
}

// ----- Reading versions -----

function contentOf(version: QuotationVersionRow, lines: Array<typeof quotationLines.$inferSelect>): QuotationContent {
  const { terms } = version;
  const sections: QuotationSection[] = terms.sectionTitles.map((title) => ({ title, lines: [] }));
  for (const line of lines) {
    sections[line.section]?.lines.push({
      item: line.item,
      description: line.description,
      quantity: line.quantityHundredths / 100,
      unit: line.unit,
      ratePaise: line.ratePaise,
    });
  }
  return {
    sections,
    discount: terms.discount,
    siteState: terms.siteState,
    paymentSchedule: terms.paymentSchedule,
    validUntil: terms.validUntil,
    exclusions: terms.exclusions,
    terms: terms.terms,
  };
}

async function linesOf(db: Database | Transaction, versionId: string) {
  return db
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.versionId, versionId))
    .orderBy(asc(quotationLines.section), asc(quotationLines.position));
}

export type VersionView = {
  id: string;
  number: number;
  sentAt: string | null;
  content: QuotationContent;
  totals: QuotationTotals;
  studio: StudioDetails | null;
  linkExpiresAt: string | null;
  linkRevokedAt: string | null;
  accepted: { at: string; name: string } | null;
};

async function versionView(db: Database | Transaction, version: QuotationVersionRow): Promise<VersionView> {
  const content = contentOf(version, await linesOf(db, version.id));
  return {
    id: version.id,
    number: version.number,
    sentAt: version.sentAt?.toISOString() ?? null,
    content,
    totals: totalQuotation(content),
    studio: version.terms.studio ?? null,
    linkExpiresAt: version.linkExpiresAt?.toISOString() ?? null,
    linkRevokedAt: version.linkRevokedAt?.toISOString() ?? null,
    accepted: version.acceptedAt ? { at: version.acceptedAt.toISOString(), name: version.acceptedName ?? '' } : null,
  };
}

/** A version as the lead page lists it: its total and what changed against the one before and against the estimate. */
export type VersionSummary = Omit<VersionView, 'content'> & {
  changesFromPrevious: LineChange[] | null;
  changesFromEstimate: LineChange[] | null;
};

export type LeadQuotation = { id: string; fromEstimate: boolean; versions: VersionSummary[]; draft: VersionView | null };

async function estimateSections(db: Database | Transaction, leadId: string): Promise<QuotationSection[] | null> {
  const [lead] = await db
    .select({ estimate: contactSubmissions.estimate })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, leadId));
  const estimate = lead?.estimate ? parseLeadEstimate(lead.estimate) : null;
  return estimate ? sectionsFromEstimate(estimate.items) : null;
}

/** The lead's quotation, newest version first, or null when it has none. */
export async function readLeadQuotation(db: Database, leadId: string): Promise<LeadQuotation | null> {
  const [quotation] = await db.select().from(quotations).where(eq(quotations.leadId, leadId));
  if (!quotation) return null;
  const rows = await db
    .select()
    .from(quotationVersions)
    .where(eq(quotationVersions.quotationId, quotation.id))
    .orderBy(asc(quotationVersions.number));
  const views = await Promise.all(rows.map((row) => versionView(db, row)));
  const fromEstimate = await estimateSections(db, leadId);
  const versions = views.map((view, index) => {
    const { content, ...rest } = view;
    return {
      ...rest,
      changesFromPrevious: index > 0 ? diffLines(views[index - 1]!.content.sections, content.sections) : null,
      changesFromEstimate: fromEstimate ? diffLines(fromEstimate, content.sections) : null,
    };
  });
  return {
    id: quotation.id,
    fromEstimate: quotation.fromEstimate,
    versions: versions.reverse(),
    draft: views.find((view) => !view.sentAt) ?? null,
  };
}

/** What the editor starts from: the draft, else a copy of the newest sent version (saving it makes the next draft). */
export async function editableVersion(
  db: Database,
  leadId: string,
): Promise<{ number: number; content: QuotationContent; sent: boolean } | null> {
  const [quotation] = await db.select({ id: quotations.id }).from(quotations).where(eq(quotations.leadId, leadId));
  if (!quotation) return null;
  const [newest] = await db
    .select()
    .from(quotationVersions)
    .where(eq(quotationVersions.quotationId, quotation.id))
    .orderBy(desc(quotationVersions.number))
    .limit(1);
  if (!newest) return null;
  const content = contentOf(newest, await linesOf(db, newest.id));
  return newest.sentAt ? { number: newest.number + 1, content, sent: true } : { number: newest.number, content, sent: false };
}

// ----- Writing versions -----

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
  if (rows.length > 0) await tx.insert(quotationLines).values(rows);
}

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
      .select({ id: contactSubmissions.id, location: contactSubmissions.location, estimate: contactSubmissions.estimate })
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
      discount: estimate && estimate.offer.amount < 0 ? { kind: 'percent', basisPoints: 1000 } : { kind: 'none' },
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
 * Saves the editor's quotation as the draft: the draft there is, or a new one numbered after the
 * newest sent version (editing after sending makes a new draft). The lead's value on the pipeline
 * becomes its total. Null when the lead has no quotation.
 */
export async function saveDraft(
  db: Database,
  { leadId, content, actorId }: { leadId: string; content: QuotationContent; actorId: string },
): Promise<{ versionId: string; number: number; totalPaise: number } | null> {
  return db.transaction(async (tx) => {
    const quotation = await lockQuotation(tx, leadId);
    if (!quotation) return null;
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
  | { ok: false; reason: 'no-quotation' | 'no-draft' };

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
    const [draft] = await tx
      .select()
      .from(quotationVersions)
      .where(and(eq(quotationVersions.quotationId, quotation.id), isNull(quotationVersions.sentAt)));
    if (!draft) return { ok: false, reason: 'no-draft' };
    const settings = await readStudioSettings(tx);
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

/** Staff revoke the customer's link to a sent version: the page then says so and nothing can be accepted. */
export async function revokeLink(
  db: Database,
  { leadId, number, actorId }: { leadId: string; number: number; actorId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const quotation = await lockQuotation(tx, leadId);
    if (!quotation) return false;
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

// ----- The customer's side -----

/** Why a quotation's page cannot take an acceptance, in the words it shows. */
export const NOT_ACCEPTABLE_TEXTS = {
  superseded: 'This version has been replaced by a newer one. Please open the link in the latest e-mail from us to accept it.',
  validity: 'This quotation is past its validity date and can no longer be accepted. Please contact us for a fresh quotation.',
  revoked: 'This link has been withdrawn by the studio. Please contact us for the current quotation.',
  expired: 'This link has expired. Please contact us for a fresh link to your quotation.',
  accepted: 'This quotation has already been accepted.',
} as const;
export type NotAcceptable = keyof typeof NOT_ACCEPTABLE_TEXTS;

export type CustomerQuotation = {
  version: VersionView;
  leadId: string;
  customer: { name: string; email: string };
  /** Null when it can be accepted now. */
  blocked: NotAcceptable | null;
};

async function findByToken(db: Database | Transaction, token: string, lock: boolean) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const query = db
    .select({ version: quotationVersions, leadId: quotations.leadId })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .where(eq(quotationVersions.linkHash, sha256(token)));
  const [row] = lock ? await query.for('update', { of: quotationVersions }) : await query;
  return row ?? null;
}

async function blockedReason(db: Database | Transaction, version: QuotationVersionRow, now: Date): Promise<NotAcceptable | null> {
  if (version.linkRevokedAt) return 'revoked';
  if (!version.linkExpiresAt || version.linkExpiresAt <= now) return 'expired';
  if (version.acceptedAt) return 'accepted';
  const [newer] = await db
    .select({ id: quotationVersions.id })
    .from(quotationVersions)
    .where(
      and(
        eq(quotationVersions.quotationId, version.quotationId),
        gt(quotationVersions.number, version.number),
        isNotNull(quotationVersions.sentAt),
      ),
    )
    .limit(1);
  if (newer) return 'superseded';
  if (isPastValidity(version.terms.validUntil, now)) return 'validity';
  return null;
}

/**
 * The quotation a customer's link opens, or null for a link that never was (or was mistyped). An
 * expired or revoked link still opens (to say so), but nothing in it can be accepted.
 */
export async function openByToken(db: Database, token: string, now = new Date()): Promise<CustomerQuotation | null> {
  const row = await findByToken(db, token, false);
  if (!row) return null;
  const [lead] = await db
    .select({ name: contactSubmissions.name, email: contactSubmissions.email })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, row.leadId));
  const blocked = await blockedReason(db, row.version, now);
  // A link past its 90 days shows nothing of the quotation.
  return { version: await versionView(db, row.version), leadId: row.leadId, customer: lead ?? { name: '', email: '' }, blocked };
}

export type CodeRequest =
  { ok: true; codeId: string; code: string; email: string; number: number } | { ok: false; reason: NotAcceptable | 'not-found' };

/** A new 6-digit code for accepting the version the link opens (earlier codes of it stop working). */
export async function issueAcceptanceCode(db: Database, { token, now = new Date() }: { token: string; now?: Date }): Promise<CodeRequest> {
  return db.transaction(async (tx) => {
    const row = await findByToken(tx, token, true);
    if (!row) return { ok: false, reason: 'not-found' };
    const blocked = await blockedReason(tx, row.version, now);
    if (blocked) return { ok: false, reason: blocked };
    await tx
      .update(quotationCodes)
      .set({ usedAt: now })
      .where(and(eq(quotationCodes.versionId, row.version.id), isNull(quotationCodes.usedAt)));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [issued] = await tx
      .insert(quotationCodes)
      .values({
        versionId: row.version.id,
        codeHash: sha256(`${row.version.id}:${code}`),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      })
      .returning({ id: quotationCodes.id });
    const [lead] = await tx
      .select({ email: contactSubmissions.email })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, row.leadId));
    return { ok: true, codeId: issued!.id, code, email: lead!.email, number: row.version.number };
  });
}

export type AcceptResult =
  | { ok: true; versionId: string; leadId: string; number: number; acceptedAt: Date }
  | { ok: false; reason: NotAcceptable | 'not-found' | 'no-code' | 'code-ended' }
  | { ok: false; reason: 'wrong-code'; triesLeft: number };

/**
 * Accepts the version the link opens when `code` is the one e-mailed last (unused, within its 15
 * minutes, fewer than five wrong tries): records the name typed, the time, the address, the
 * browser and the hash of the exact version; moves the lead to 'Won'; all in one transaction.
 * A wrong code counts a try; the fifth ends that code.
 */
export async function acceptQuotation(
  db: Database,
  input: { token: string; name: string; code: string; ip: string; userAgent: string | null; now?: Date },
): Promise<AcceptResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<AcceptResult> => {
    const row = await findByToken(tx, input.token, true);
    if (!row) return { ok: false, reason: 'not-found' };
    const { version } = row;
    const blocked = await blockedReason(tx, version, now);
    if (blocked) return { ok: false, reason: blocked };
    const [code] = await tx
      .select()
      .from(quotationCodes)
      .where(and(eq(quotationCodes.versionId, version.id), isNull(quotationCodes.usedAt), gt(quotationCodes.expiresAt, now)))
      .orderBy(desc(quotationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!code) return { ok: false, reason: 'no-code' };
    if (code.wrongTries >= CODE_TRIES) return { ok: false, reason: 'code-ended' };
    const given = Buffer.from(sha256(`${version.id}:${input.code}`));
    if (!timingSafeEqual(given, Buffer.from(code.codeHash))) {
      const tries = code.wrongTries + 1;
      await tx
        .update(quotationCodes)
        .set({ wrongTries: tries, ...(tries >= CODE_TRIES ? { usedAt: now } : {}) })
        .where(eq(quotationCodes.id, code.id));
      return tries >= CODE_TRIES ? { ok: false, reason: 'code-ended' } : { ok: false, reason: 'wrong-code', triesLeft: CODE_TRIES - tries };
    }
    await tx.update(quotationCodes).set({ usedAt: now }).where(eq(quotationCodes.id, code.id));
    await tx
      .update(quotationVersions)
      .set({
        acceptedAt: now,
        acceptedName: input.name,
        acceptedIp: input.ip,
        acceptedUserAgent: input.userAgent?.slice(0, 500) ?? null,
        acceptedHash: version.contentHash,
      })
      .where(eq(quotationVersions.id, version.id));
    await tx
      .insert(leadEvents)
      .values(
        leadEvent(row.leadId, 'quotation_accepted', { number: version.number, totalPaise: version.totalPaise, name: input.name }, null),
      );
    await moveLeadToStage(tx, { id: row.leadId, stage: 'won', actorId: null });
    return { ok: true, versionId: version.id, leadId: row.leadId, number: version.number, acceptedAt: now };
  });
}

/** Who hears of an acceptance: the lead's assignee and every active admin (e-mails, lower-cased, once each). */
export async function acceptanceRecipients(db: Database, leadId: string): Promise<string[]> {
  const [lead] = await db
    .select({ assignedTo: contactSubmissions.assignedTo })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, leadId));
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.role, 'admin'), isNull(users.deactivatedAt)));
  const assignee = lead?.assignedTo
    ? await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, lead.assignedTo), isNull(users.deactivatedAt)))
    : [];
  return [...new Set([...assignee, ...admins].map((row) => row.email.toLowerCase()))];
}

/**
 * How far accepted quotations are from their lead's first estimate: the median, over the leads
 * whose quotation was accepted between `from` and `to`, of (accepted total before GST − the
 * estimate's total) / the estimate's total, in percent (one decimal); null when there is none.
 */
export async function acceptedVsEstimateMedian(
  db: Database,
  { from, to }: { from: Date; to: Date },
): Promise<{ medianPercent: number | null; quotations: number }> {
  const { rows } = await db.execute<{ median: string | number | null; n: string | number }>(sql`
    select percentile_cont(0.5) within group (order by
      ((v.subtotal_paise - v.discount_paise)::numeric / 100 - (c.estimate ->> 'total')::numeric) * 100 / nullif((c.estimate ->> 'total')::numeric, 0)
    ) as median, count(*) as n
    from ${quotationVersions} v
    join ${quotations} q on q.id = v.quotation_id
    join ${contactSubmissions} c on c.id = q.lead_id
    where v.accepted_at >= ${from.toISOString()} and v.accepted_at < ${to.toISOString()}
      and c.estimate is not null and (c.estimate ->> 'total')::numeric > 0`);
  const row = rows[0];
  const median = row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median) * 10) / 10;
  return { medianPercent: median, quotations: Number(row?.n ?? 0) };
}

/** Version `number` of the lead's quotation (a draft too), or null. */
export async function readVersionOfLead(db: Database, leadId: string, number: number): Promise<VersionView | null> {
  const [row] = await db
    .select({ version: quotationVersions })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .where(and(eq(quotations.leadId, leadId), eq(quotationVersions.number, number)));
  return row ? versionView(db, row.version) : null;
}

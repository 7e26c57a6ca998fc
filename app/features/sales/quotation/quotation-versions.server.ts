// A lead's quotation read back (decision 106): a version's lines and terms as the editor's
// content, with its totals, its link's state and its acceptance; the versions the lead page lists,
// with what changed against the one before and against the estimate; what the editor starts from.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { contactSubmissions, quotationLines, quotations, quotationVersions } from '#db/schema.ts';
import type { QuotationVersionRow } from '#db/schema.ts';
import { parseLeadEstimate } from '#app/features/pricing/stored-estimate.server.ts';
import { diffLines, sectionsFromEstimate, totalQuotation } from '#app/features/sales/quotation/quotation.ts';
import type { LineChange, QuotationContent, QuotationSection, QuotationTotals } from '#app/features/sales/quotation/quotation.ts';
import type { StudioDetails } from '#app/features/sales/quotation/quotation-settings.server.ts';

export function contentOf(version: QuotationVersionRow, lines: Array<typeof quotationLines.$inferSelect>): QuotationContent {
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

export async function linesOf(db: Database | Transaction, versionId: string) {
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

export async function versionView(db: Database | Transaction, version: QuotationVersionRow): Promise<VersionView> {
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

/** Version `number` of the lead's quotation (a draft too), or null. */
export async function readVersionOfLead(db: Database, leadId: string, number: number): Promise<VersionView | null> {
  const [row] = await db
    .select({ version: quotationVersions })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .where(and(eq(quotations.leadId, leadId), eq(quotationVersions.number, number)));
  return row ? versionView(db, row.version) : null;
}

/** The number of the version the customer accepted, or null (none yet, or no quotation). */
export async function acceptedNumber(db: Database, leadId: string): Promise<number | null> {
  const [row] = await db
    .select({ number: quotationVersions.number })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .where(and(eq(quotations.leadId, leadId), isNotNull(quotationVersions.acceptedAt)))
    .limit(1);
  return row?.number ?? null;
}

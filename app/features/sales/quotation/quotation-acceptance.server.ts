// The customer's side of a quotation (decision 106): the page a link opens and why it may not be
// accepted, acceptance by an e-mailed 6-digit code (only its SHA-256 kept; five wrong tries end
// it), who hears of an acceptance, and how far accepted quotations are from the first estimate
// (for 'Reports').
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents, quotationCodes, quotations, quotationVersions, userRoles, users } from '#db/schema.ts';
import type { QuotationVersionRow } from '#db/schema.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { moveLeadToStage } from '#app/features/sales/lead/lead-work.server.ts';
import { isPastValidity } from '#app/features/sales/quotation/quotation.ts';
import { sha256 } from '#app/features/sales/quotation/quotation.server.ts';
import { versionView } from '#app/features/sales/quotation/quotation-versions.server.ts';
import type { VersionView } from '#app/features/sales/quotation/quotation-versions.server.ts';

/** How long an e-mailed acceptance code works, and how many wrong tries end it. */
export const CODE_LIFETIME_MS = 15 * 60_000;
export const CODE_TRIES = 5;

/**
 * What one quotation takes, whatever the addresses asking (each address is limited on its own
 * too, in the route): codes issued, and wrong codes tried, in the last hour and the last day
 * (decision 151). Beyond them the answer says when to try again.
 */
export const QUOTATION_CODE_CAPS = { codes: { hour: 6, day: 12 }, wrongTries: { hour: 10, day: 20 } } as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a scope's codes add up to in the last hour and day (`codeUse`'s fields, selected by the caller). */
export type CodeUse = {
  codesHour: number;
  codesDay: number;
  triesHour: number;
  triesDay: number;
  oldestInHour: string | null;
  oldestInDay: string | null;
};
export type CodeCaps = { codes: { hour: number; day: number }; wrongTries: { hour: number; day: number } };

/**
 * The select fields that count a table of acceptance codes (its `createdAt` and `wrongTries`): the
 * caller selects them from its codes of one quotation, or one change order, over `codeDayWindow`.
 */
export function codeUse(createdAt: AnyPgColumn, wrongTries: AnyPgColumn, now: Date) {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const inHour = sql`${createdAt} > ${hourAgo}::timestamptz`;
  return {
    codesHour: sql<number>`(count(*) filter (where ${inHour}))::int`,
    codesDay: sql<number>`count(*)::int`,
    triesHour: sql<number>`coalesce(sum(${wrongTries}) filter (where ${inHour}), 0)::int`,
    triesDay: sql<number>`coalesce(sum(${wrongTries}), 0)::int`,
    oldestInHour: sql<string | null>`(min(${createdAt}) filter (where ${inHour}))::text`,
    oldestInDay: sql<string | null>`min(${createdAt})::text`,
  };
}

/** The condition keeping `codeUse` to the last day. */
export const codeDayWindow = (createdAt: AnyPgColumn, now: Date) =>
  sql`${createdAt} > ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`;

/** The seconds until a scope is under its caps again, or null when it is under them now. */
export function capWaitOf(use: CodeUse, caps: CodeCaps, counted: 'codes' | 'wrongTries', now: Date): number | null {
  const [hour, day] = counted === 'codes' ? [use.codesHour, use.codesDay] : [use.triesHour, use.triesDay];
  const until = (oldest: string | null, window: number) =>
    oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + window - now.getTime()) / 1000)) : 1;
  if (day >= caps[counted].day) return until(use.oldestInDay, DAY_MS);
  if (hour >= caps[counted].hour) return until(use.oldestInHour, HOUR_MS);
  return null;
}

/** The seconds until a quotation is under its caps again, or null when it is under them now. */
async function capWait(tx: Transaction, quotationId: string, now: Date, counted: 'codes' | 'wrongTries'): Promise<number | null> {
  const [use] = await tx
    .select(codeUse(quotationCodes.createdAt, quotationCodes.wrongTries, now))
    .from(quotationCodes)
    .innerJoin(quotationVersions, eq(quotationVersions.id, quotationCodes.versionId))
    .where(and(eq(quotationVersions.quotationId, quotationId), codeDayWindow(quotationCodes.createdAt, now)));
  return capWaitOf(use!, QUOTATION_CODE_CAPS, counted, now);
}

/** A new 6-digit acceptance code. */
export const newAcceptanceCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Whether a code typed matches the hash kept (compared in constant time). */
export const codeMatches = (codeHash: string, scopeId: string, typed: string) =>
  timingSafeEqual(Buffer.from(sha256(`${scopeId}:${typed}`)), Buffer.from(codeHash));

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
  // What was accepted stays readable, whatever happened to its link after (decision 151).
  if (version.acceptedAt) return 'accepted';
  if (version.linkRevokedAt) return 'revoked';
  if (!version.linkExpiresAt || version.linkExpiresAt <= now) return 'expired';
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
  | { ok: true; codeId: string; code: string; email: string; number: number }
  | { ok: false; reason: NotAcceptable | 'not-found' }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number };

/** A new 6-digit code for accepting the version the link opens (earlier codes of it stop working). */
export async function issueAcceptanceCode(db: Database, { token, now = new Date() }: { token: string; now?: Date }): Promise<CodeRequest> {
  return db.transaction(async (tx) => {
    const row = await findByToken(tx, token, true);
    if (!row) return { ok: false, reason: 'not-found' };
    const blocked = await blockedReason(tx, row.version, now);
    if (blocked) return { ok: false, reason: blocked };
    const wait = await capWait(tx, row.version.quotationId, now, 'codes');
    if (wait !== null) return { ok: false, reason: 'too-many', retryAfterSeconds: wait };
    await tx
      .update(quotationCodes)
      .set({ usedAt: now })
      .where(and(eq(quotationCodes.versionId, row.version.id), isNull(quotationCodes.usedAt)));
    const code = newAcceptanceCode();
    const [issued] = await tx
      .insert(quotationCodes)
      .values({
        versionId: row.version.id,
        codeHash: sha256(`${row.version.id}:${code}`),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
        createdAt: now,
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
  | { ok: false; reason: 'wrong-code'; triesLeft: number }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number };

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
    // Past the quotation's wrong tries for the hour or day, no code is compared, the right one neither.
    const wait = await capWait(tx, version.quotationId, now, 'wrongTries');
    if (wait !== null) return { ok: false, reason: 'too-many', retryAfterSeconds: wait };
    if (!codeMatches(code.codeHash, version.id, input.code)) {
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
    // Every acceptance opens its project, or none is accepted (decision 162).
    await createProjectForAcceptedVersion(tx, version.id, { now });
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

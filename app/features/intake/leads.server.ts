// The one lead service every form goes through (docs/product.md, "Enquiry forms"): validate, drop bots,
// limit per IP, store the lead with its notification job, and fall back to the durable spool
// when the database cannot take it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { withTimeout } from '#app/lib/timeout.ts';
import type { RateLimit } from '#app/lib/rate-limit.server.ts';
import { databaseIfReady, env, runningTask, runningTaskIfReady } from '#app/lib/services.server.ts';
import { leadBackgroundTask, leadSpoolTask } from '#app/features/intake/background.server.ts';
import { hasChannel, notificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import { cleanAttribution } from '#app/features/intake/attribution.ts';
import { FIELD_LIMITS, HONEYPOT_FIELD, isFormKind, SUBMISSION_ID_FIELD, UUID_PATTERN } from '#app/features/intake/lead-options.ts';
import type { FieldErrors, FormKind } from '#app/features/intake/lead-options.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import { leadWriter, prepareLead } from '#app/features/intake/lead-store.server.ts';
import { checkFieldsText, formTexts, rateLimitedText } from '#app/features/intake/lead-texts.ts';
import type { ToastText } from '#app/features/intake/lead-texts.ts';
import type { LeadSpool } from '#app/features/intake/spool.server.ts';
import { currentRateCard } from '#app/features/pricing/rate-card.server.ts';
import type { RateCard } from '#content/rate-card.ts';

export type LeadOutcome =
  /** Stored in the database (or silently dropped because a bot filled the honeypot). */
  | { status: 'stored'; kind: FormKind; leadId: string }
  /** The database was unavailable; the lead is on disk and will be replayed. */
  | { status: 'spooled'; kind: FormKind; leadId: string }
  | { status: 'invalid'; kind: FormKind | null; errors: FieldErrors; missingRequired: boolean }
  | { status: 'rate-limited'; kind: FormKind; retryAfterSeconds: number }
  /** Neither the database nor the spool took it. */
  | { status: 'failed'; kind: FormKind };

export type ReceiveOptions = {
  /** Null before the database is ready (PostgreSQL did not answer at start): the lead goes to the spool. */
  db: Database | null;
  spool: LeadSpool;
  /** null: no limit. */
  rateLimit: RateLimit | null;
  /** False when no notification channel is configured: the lead's job is recorded as skipped. */
  notify?: boolean;
  /** Called when a lead was stored with its notification pending (wakes the notification worker). */
  onNotificationDue?: () => void;
  clientIp: string;
  logger: Logger;
  /** A database that does not answer within this time is treated as unavailable. */
  timeoutMs?: number;
  now?: Date;
  /** The price calculator's rates in force, for a calculator lead sent with its inputs (default: this database's). */
  rateCard?: () => Promise<RateCard>;
};

const DEFAULT_TIMEOUT_MS = 4000;

/**
 * Counts a submission against the per-IP limit. A counter is not worth a disk flush: its commit
 * does not wait for one (synchronous_commit off), which matters on the embedded database, whose
 * flush blocks the process. The lead's own insert is flushed as always.
 */
function countSubmission(db: Database, clientIp: string, limit: RateLimit) {
  return db.transaction(async (tx) => {
    // Raw: a setting of this transaction, not a query the builder could write.
    await tx.execute(sql`set local synchronous_commit = off`);
    return hitRateLimit(tx, `lead:${clientIp}`, limit);
  });
}

/** Receives the raw values of one form submission (form fields or a JSON object). */
export async function receiveLead(raw: Record<string, unknown>, options: ReceiveOptions): Promise<LeadOutcome> {
  const { logger } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const kind = raw.form;
  if (!isFormKind(kind)) return { status: 'invalid', kind: null, errors: { form: 'Unknown form.' }, missingRequired: false };

  // A bot that filled the field people never see is told "thank you" and forgotten.
  const honeypot = raw[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== '') {
    logger.info({ form: kind }, 'Dropped a lead whose honeypot field was filled');
    return { status: 'stored', kind, leadId: randomUUID() };
  }

  const checked = validateLead(kind, raw);
  if (!checked.ok) return { status: 'invalid', kind, errors: checked.errors, missingRequired: checked.missingRequired };

  const database = options.db;
  // Set when the database did not answer the rate limit check: the insert would wait in vain.
  let databaseDown = database === null;
  if (options.rateLimit && database) {
    try {
      const limit = await withTimeout(countSubmission(database, options.clientIp, options.rateLimit), timeoutMs, 'The rate limit check');
      if (!limit.allowed) {
        logger.warn({ form: kind, clientIp: options.clientIp }, 'Lead refused: rate limit reached');
        return { status: 'rate-limited', kind, retryAfterSeconds: limit.retryAfterSeconds };
      }
    } catch (error) {
      // Without the database there is no counter; the lead matters more than the limit.
      logger.warn({ err: error }, 'Could not check the lead rate limit');
      databaseDown = true;
    }
  }

  const submissionId = raw[SUBMISSION_ID_FIELD];
  const id = typeof submissionId === 'string' && UUID_PATTERN.test(submissionId) ? submissionId.toLowerCase() : randomUUID();
  const notification = options.notify === false ? 'skipped' : 'pending';
  const withEstimate = checked.lead.kind === 'calculator' && checked.lead.fields.estimateInput !== undefined;
  const rateCard = withEstimate ? await (options.rateCard?.() ?? currentRateCard(database, logger)) : undefined;
  const prepared = prepareLead(
    checked.lead,
    cleanAttribution(raw),
    id,
    options.now ?? new Date(),
    notification,
    rateCard,
    pagePathOf(raw.back),
  );

  if (database && !databaseDown) {
    try {
      const stored = await withTimeout(leadWriter(database).write(prepared), timeoutMs, 'Storing the lead');
      // false: a retry of a submission that was stored already (same id), still a success.
      if (stored) logger.info({ leadId: id, source: prepared.lead.source, notification }, 'Lead stored');
      if (notification === 'pending') options.onNotificationDue?.();
      return { status: 'stored', kind, leadId: id };
    } catch (error) {
      logger.warn({ err: error, leadId: id }, 'The database could not take a lead; writing it to the spool');
    }
  }
  try {
    await options.spool.append(prepared);
    logger.warn({ leadId: id, source: prepared.lead.source }, 'Lead spooled; it will be stored when the database is back');
    return { status: 'spooled', kind, leadId: id };
  } catch (error) {
    logger.error({ err: error, leadId: id }, 'Could not store or spool a lead: it was refused');
    return { status: 'failed', kind };
  }
}

export type LeadBody = { ok: true; values: Record<string, unknown> } | { ok: false; status: 400 | 415; error: string };

/** Reads a form post (urlencoded or multipart) or a JSON object; a repeated field becomes a list. */
export async function readLeadBody(request: Request): Promise<LeadBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = await request.json();
    } catch {
      return { ok: false, status: 400, error: 'The request body is not valid JSON.' };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, status: 400, error: 'Send the form fields as one JSON object.' };
    }
    return { ok: true, values: parsed as Record<string, unknown> };
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return { ok: false, status: 400, error: 'The form data could not be read.' };
    }
    const values: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      values[key] = all.length === 1 ? all[0] : all;
    }
    return { ok: true, values };
  }
  return { ok: false, status: 415, error: 'Send the form as application/x-www-form-urlencoded, multipart/form-data or JSON.' };
}

/** receiveLead with this process's database, spool, notification channels and configuration. */
export function submitLead(values: Record<string, unknown>, request: { clientIp: string; logger: Logger }): Promise<LeadOutcome> {
  // Before the database is ready neither it nor the notification worker runs: the spool takes the lead.
  const leads = runningTaskIfReady(leadBackgroundTask);
  return receiveLead(values, {
    db: leads && databaseIfReady(),
    spool: runningTask(leadSpoolTask).spool,
    rateLimit: env().LEAD_RATE_LIMIT,
    notify: leads?.notify ?? hasChannel(notificationChannels(env())),
    onNotificationDue: leads?.wakeNotifications,
    clientIp: request.clientIp,
    logger: request.logger,
  });
}

export const FAILED_MESSAGE = 'We could not save your enquiry just now. Please try again in a moment.';

/** The answer to a fetch from an enhanced form (or any API client). */
export function leadJsonResponse(outcome: LeadOutcome): Response {
  switch (outcome.status) {
    case 'stored':
      return Response.json({ ok: true }, { status: 201 });
    case 'spooled':
      return Response.json({ ok: true, queued: true }, { status: 202 });
    case 'invalid':
      return Response.json({ ok: false, error: checkFieldsText.description, fieldErrors: outcome.errors }, { status: 400 });
    case 'rate-limited':
      return Response.json(
        { ok: false, error: rateLimitedText.description, retryAfterSeconds: outcome.retryAfterSeconds },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      );
    case 'failed':
      return Response.json({ ok: false, error: FAILED_MESSAGE }, { status: 503, headers: { 'Retry-After': '5' } });
  }
}

export function bodyErrorResponse(body: Extract<LeadBody, { ok: false }>): Response {
  return Response.json({ ok: false, error: body.error }, { status: body.status });
}

// --- submissions without JavaScript (the /enquiry page) ------------------------------------

const SITE_PATH = /^\/(?![/\\])[^\s]{0,199}$/;

/** Only a path on this site may be linked back to. */
export function safeBackPath(value: unknown): string {
  return pagePathOf(value) ?? '/';
}

/** The page a form was sent from (its `back` field), when it is a path on this site. */
function pagePathOf(value: unknown): string | null {
  return typeof value === 'string' && SITE_PATH.test(value) ? value : null;
}

export type EnquiryProblem = {
  kind: FormKind | null;
  title: string;
  description?: string;
  errors: FieldErrors;
  values: Record<string, string>;
  back: string;
};

// Hidden fields the form renders itself; the honeypot's value is never sent back.
const notRefilled = new Set(['form', 'back', HONEYPOT_FIELD, SUBMISSION_ID_FIELD]);

/**
 * A stored lead redirects (303) to the thank-you page; a refused one is answered with the page
 * again, the form filled in and its messages shown, with the status of the JSON endpoint.
 */
export function enquiryPageResult(
  outcome: LeadOutcome,
  raw: Record<string, unknown>,
): Response | { problem: EnquiryProblem; status: number; headers?: Record<string, string> } {
  const back = safeBackPath(raw.back);
  if (outcome.status === 'stored' || outcome.status === 'spooled') {
    const result = outcome.status === 'stored' ? 'sent' : 'received';
    const query = new URLSearchParams({ form: outcome.kind, result, back });
    return new Response(null, { status: 303, headers: { Location: `/enquiry?${query}` } });
  }
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && !notRefilled.has(key)) values[key] = value.slice(0, FIELD_LIMITS.message);
  }
  const problem = (text: ToastText, errors: FieldErrors = {}): EnquiryProblem => ({
    kind: outcome.kind,
    title: text.title,
    description: text.description,
    errors,
    values,
    back,
  });
  switch (outcome.status) {
    case 'invalid': {
      const text = outcome.kind && outcome.missingRequired ? (formTexts[outcome.kind].missing ?? checkFieldsText) : checkFieldsText;
      return { problem: problem(text, outcome.errors), status: 400 };
    }
    case 'rate-limited':
      return { problem: problem(rateLimitedText), status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } };
    case 'failed':
      return { problem: problem(formTexts[outcome.kind].failure), status: 503 };
  }
}

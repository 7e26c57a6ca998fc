// 'Mark as accepted' from the lead's quotation panel (the route checks Admin): the form read with
// the browser's schema, the scan found in the media library by its address, the version checked
// to be this lead's, then the core's markAcceptedOffline at the day signed.
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { media, quotations, quotationVersions } from '#db/schema.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { markAcceptedOffline } from '#app/features/billing/projects.server.ts';
import { MARK_ACCEPTED_TEXTS, markAcceptedSchema, OFFLINE_ACCEPTANCE_TEXTS } from '#app/features/billing/projects/mark-accepted-form.ts';

export type MarkAcceptedAnswer =
  | { status: 201; body: { ok: true; projectId: string } }
  | { status: 400 | 404 | 409; body: { ok: false; fieldErrors?: Record<string, string[]>; error?: string } };

/** The day signed as the moment of acceptance: now when it is today, else midday India time that day. */
function acceptedAt(signedOn: string, now: Date): Date {
  return signedOn === indiaDate(now) ? now : new Date(`${signedOn}T12:00:00+05:30`);
}

export async function markAcceptedFromForm(
  db: Database,
  { leadId, form, by, now = new Date() }: { leadId: string; form: FormData; by: string; now?: Date },
): Promise<MarkAcceptedAnswer> {
  const submission = parseForm(form, markAcceptedSchema);
  if (submission.status !== 'success') {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
    );
    return { status: 400, body: { ok: false, fieldErrors } };
  }
  const { versionId, name, signedOn, scan } = submission.value;
  const [version] = await db
    .select({ id: quotationVersions.id })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .where(and(eq(quotationVersions.id, versionId), eq(quotations.leadId, leadId)));
  if (!version) return { status: 404, body: { ok: false, error: MARK_ACCEPTED_TEXTS.version } };
  const [image] = await db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.fileName, scan.slice('/media/'.length)));
  if (!image) return { status: 400, body: { ok: false, fieldErrors: { scan: [MARK_ACCEPTED_TEXTS.scan] } } };
  const result = await markAcceptedOffline(db, { versionId, scanMediaId: image.id, by, name, now: acceptedAt(signedOn, now) });
  if (result.ok) return { status: 201, body: { ok: true, projectId: result.project.id } };
  if (result.reason === 'not-found') return { status: 404, body: { ok: false, error: MARK_ACCEPTED_TEXTS.version } };
  if (result.reason === 'scan') return { status: 400, body: { ok: false, fieldErrors: { scan: [MARK_ACCEPTED_TEXTS.scan] } } };
  return { status: 409, body: { ok: false, error: OFFLINE_ACCEPTANCE_TEXTS[result.reason] } };
}

import { data, redirect } from 'react-router';
import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { may } from '#app/features/accounts/permissions.ts';
import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { readLead } from '#app/features/sales/lead/lead-record.server.ts';
import { QuotationEditor, studioMissingText } from '#app/features/sales/quotation/quotation-editor.tsx';
import {
  ACCEPTED_QUOTATION_TEXT,
  createQuotationSchema,
  quotationFormSchema,
  quotationIntentSchema,
  revokeSchema,
} from '#app/features/sales/quotation/quotation-forms.ts';
import { createQuotation, revokeLink, saveDraft, sendDraft } from '#app/features/sales/quotation/quotation.server.ts';
import { acceptedNumber, editableVersion } from '#app/features/sales/quotation/quotation-versions.server.ts';
import { missingStudioDetails, readStudioSettings } from '#app/features/sales/quotation/quotation-settings.server.ts';
import { quoteLink, quotationMail } from '#app/features/sales/quotation/quotation-mail.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db, env } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/quotation';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Quotation') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * GET /admin/leads/:leadId/quotation: the editor, on the draft (or a new draft from the newest sent
 * version); once the customer accepted a version, only why it cannot change. 404 without a quotation.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'leads');
  const id = z.uuid().safeParse(params.leadId);
  const [view, editable, accepted] = id.success
    ? await Promise.all([readLead(db(), id.data), editableVersion(db(), id.data), acceptedNumber(db(), id.data)])
    : [null, null, null];
  if (!view || !editable) throw data('This lead has no quotation.', { status: 404, headers: NO_STORE });
  const studio = { missing: missingStudioDetails(await readStudioSettings(db())), canEdit: may(user.role, 'pricing') };
  return data({ leadId: view.lead.id, leadName: view.lead.name, accepted, studio, ...editable }, { headers: NO_STORE });
}

type Answer = {
  ok: boolean;
  message?: string;
  errors?: Record<string, string[] | null> | null;
  sent?: { number: number; link: string | null };
};
const answer = (body: Answer, status = 200) => data(body, { status, headers: NO_STORE });

/**
 * POST /admin/leads/:leadId/quotation with `intent`: 'create' (`from`: estimate or blank; from the
 * lead page), 'save' or 'send' (`content`, the whole quotation as JSON), 'revoke' (`number`).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'leads');
  return softFail(getRequestInfo(context).logger, 'quotation', async () => {
    const id = z.uuid().safeParse(params.leadId);
    if (!id.success) return answer({ ok: false, message: 'This lead no longer exists.' }, 404);
    const leadId = id.data;
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return answer({ ok: false, message: 'The form could not be read. Try again.' }, 400);
    }
    const intent = quotationIntentSchema.safeParse(form.get('intent'));
    if (!intent.success) return answer({ ok: false, message: 'Unknown action.' }, 400);
    switch (intent.data) {
      case 'create': {
        const submission = parseForm(form, createQuotationSchema);
        if (submission.status !== 'success') return answer({ ok: false, errors: submission.reply().error }, 400);
        const created = await createQuotation(db(), { leadId, from: submission.value.from, actorId: user.id });
        if (!created) return answer({ ok: false, message: 'This lead no longer exists.' }, 404);
        return redirect(`/admin/leads/${leadId}/quotation`, { headers: NO_STORE });
      }
      case 'revoke': {
        const submission = parseForm(form, revokeSchema);
        if (submission.status !== 'success') return answer({ ok: false, errors: submission.reply().error }, 400);
        const revoked = await revokeLink(db(), { leadId, number: submission.value.number, actorId: user.id });
        if (revoked === 'accepted') return answer({ ok: false, message: ACCEPTED_QUOTATION_TEXT }, 409);
        if (!revoked) return answer({ ok: false, message: 'That link is already revoked, or the version was never sent.' }, 409);
        return redirect(`/admin/leads/${leadId}`, { headers: NO_STORE });
      }
      case 'save':
      case 'send': {
        const submission = parseForm(form, quotationFormSchema);
        if (submission.status !== 'success') {
          const errors = submission.reply().error;
          // A size over the caps belongs to no one line: it is said above the editor.
          return answer({ ok: false, errors, message: errors?.['content.sections']?.[0] }, 400);
        }
        const saved = await saveDraft(db(), { leadId, content: submission.value.content, actorId: user.id });
        if (!saved) return answer({ ok: false, message: 'This lead has no quotation.' }, 404);
        if (saved === 'accepted') return answer({ ok: false, message: ACCEPTED_QUOTATION_TEXT }, 409);
        if (intent.data === 'save') return answer({ ok: true, message: `Draft v${saved.number} saved.` });
        // The link is kept sealed too, so a WhatsApp template's {quote_link} can name it (decision 117).
        const sent = await sendDraft(db(), { leadId, actorId: user.id, linkSecrets: sessionSecrets(env()) });
        if (!sent.ok && sent.reason === 'no-studio-details')
          return answer({ ok: false, message: `Draft v${saved.number} saved, not sent. ${studioMissingText(sent.missing)}` }, 409);
        if (!sent.ok)
          return answer({ ok: false, message: sent.reason === 'accepted' ? ACCEPTED_QUOTATION_TEXT : 'There is no draft to send.' }, 409);
        const mail = quotationMail();
        if (mail?.canSend) {
          await mail.sendLink(sent.versionId, sent.token);
          return redirect(`/admin/leads/${leadId}?sent=${sent.number}`, { headers: NO_STORE });
        }
        // Without e-mail the link is shown this once, for staff to pass on.
        return answer({ ok: true, sent: { number: sent.number, link: quoteLink(env().SITE_URL, sent.token) } });
      }
    }
  });
}

export default function QuotationRoute({ loaderData, actionData: raw }: Route.ComponentProps) {
  // softFail's own answer ({ ok: false, error }) reads as a message too.
  const actionData: Answer | undefined = raw ? ('error' in raw ? { ok: false, message: raw.error } : raw) : undefined;
  const sent = actionData?.sent;
  if (loaderData.accepted !== null) {
    return (
      <div className="rounded-lg border border-line bg-surface p-6" role="status">
        <h2 className="font-display text-2xl">Quotation v{loaderData.accepted} accepted</h2>
        <p className="mt-2">{ACCEPTED_QUOTATION_TEXT}</p>
        <a className="mt-4 inline-block text-brass-700 underline" href={`/admin/leads/${loaderData.leadId}`}>
          Back to the lead
        </a>
      </div>
    );
  }
  if (sent) {
    return (
      <div className="rounded-lg border border-line bg-surface p-6">
        <h2 className="font-display text-2xl">Quotation v{sent.number} sent</h2>
        <p className="mt-2 text-sm">E-mail is not set up on this server: send the customer this link yourself. It is shown only now.</p>
        <p className="mt-2 font-mono text-sm break-all" data-testid="quotation-link">
          {sent.link}
        </p>
        <a className="mt-4 inline-block text-brass-700 underline" href={`/admin/leads/${loaderData.leadId}`}>
          Back to the lead
        </a>
      </div>
    );
  }
  return (
    <QuotationEditor
      key={`${loaderData.number}`}
      leadId={loaderData.leadId}
      leadName={loaderData.leadName}
      number={loaderData.number}
      content={loaderData.content}
      studio={loaderData.studio}
      failed={Boolean(actionData && !actionData.ok)}
      errors={actionData?.errors ?? null}
      message={actionData && !actionData.ok ? (actionData.message ?? 'Please correct the marked fields.') : (actionData?.message ?? null)}
    />
  );
}

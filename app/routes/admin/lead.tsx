import { data, Link } from 'react-router';
import { z } from 'zod';
import { listStaffWho } from '#app/features/accounts/accounts.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { LeadPage } from '#app/features/sales/lead/lead-page.tsx';
import type { LeadActionAnswer } from '#app/features/sales/lead/use-lead-action.ts';
import { getLeadPage } from '#app/features/sales/lead/lead-page.server.ts';
import type { LeadPageData } from '#app/features/sales/lead/lead-page.server.ts';
import { chatGreeting, chatNumber } from '#app/features/sales/lead/reach-out.ts';
import { TEMPLATE_TEXTS, whatsAppUseSchema } from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import type { ChatTarget } from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import { chatTemplates, chatValues, recordWhatsApp } from '#app/features/sales/whatsapp/whatsapp-templates.server.ts';
import { addNote, logCall, markFollowUpDone, setFollowUp } from '#app/features/sales/lead/lead-work.server.ts';
import { assignLead, currentAssignee } from '#app/features/sales/assignment/assign-lead.server.ts';
import {
  assignSchema,
  followUpSchema,
  leadIntentSchema,
  MERGE_TEXTS,
  mergeFindSchema,
  mergeSchema,
  noteSchema,
} from '#app/features/sales/lead/lead-work-forms.ts';
import { findPersonByContact, mergePeople, personView } from '#app/features/sales/people/people.server.ts';
import { readLead } from '#app/features/sales/lead/lead-record.server.ts';
import { editLead } from '#app/features/sales/lead/lead-edit.server.ts';
import { leadEditSchema } from '#app/features/sales/lead/lead-edit.ts';
import { logCallSchema } from '#app/features/sales/lead/call-log.ts';
import { listSiteVisits } from '#app/features/sales/visits/site-visits.server.ts';
import { remindFollowUp } from '#app/features/sales/response/reminders.server.ts';
import type { LeadIntent } from '#app/features/sales/lead/lead-work-forms.ts';
import { may } from '#app/features/accounts/permissions.ts';
import { leadProject } from '#app/features/billing/projects/project-page.server.ts';
import { LeadProjectLink } from '#app/features/billing/projects/lead-project-link.tsx';
import { MarkAcceptedButton } from '#app/features/billing/projects/mark-accepted-dialog.tsx';
import { billingMember } from '#app/routes/admin/billing-member.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/lead';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: pageTitle(loaded?.page ? `${loaded.page.lead.name} · Lead` : 'Lead not found') },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * GET /admin/leads/:leadId: the lead's page (the link in notification e-mails). The route hands
 * the leads feature the members a lead may be assigned to (accounts), so neither imports the other.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'leads');
  const id = z.uuid().safeParse(params.leadId);
  const [page, staff, visits, templates] = await Promise.all([
    id.success ? getLeadPage(db(), id.data) : null,
    listStaffWho(db(), 'leads'),
    id.success ? listSiteVisits(db(), id.data) : [],
    chatTemplates(db()),
  ]);
  const chat = page ? { target: await chatTarget(page), templates } : null;
  // 'Project' for whoever may open it: an Admin, or the Sales member the lead is assigned to.
  const member = billingMember(user);
  const project =
    page && may(user.role, 'billing.view') && (member.seesEveryProject || page.lead.assignedTo === user.id)
      ? await leadProject(db(), page.lead.id)
      : null;
  const billing = { project, markAccepted: may(user.role, 'billing.admin') };
  return data({ page, staff, visits, chat, billing }, { status: page ? 200 : 404, headers: NO_STORE });
}

/** The lead as 'WhatsApp' needs it: its number, greeting and values for the templates (decision 117). */
async function chatTarget({ lead, estimate }: LeadPageData): Promise<ChatTarget> {
  const values = await chatValues(db(), [{ ...lead, estimate }]);
  return { leadId: lead.id, number: chatNumber(lead), greeting: chatGreeting(lead), values: values.get(lead.id)! };
}

const answer = (body: LeadActionAnswer, status = 200) => data(body, { status, headers: NO_STORE });
const notFound = (intent: LeadIntent | null) => answer({ intent, ok: false, error: 'This lead no longer exists.' }, 404);

/**
 * POST /admin/leads/:leadId with `intent`: 'note' (`note`), 'follow-up' (`followUpAt`, India
 * time), 'follow-up-done', 'assign' (`assignedTo`, a member id or ''), 'merge-find' (`contact`,
 * the other person's e-mail or phone), 'merge' (`personId`) or 'edit' (`name`, `phone`, `email`,
 * `service`, `location`: 'Edit', each change an 'edited' event) or 'log-call' (`outcome`, `note`,
 * `followUpAt`: 'Log call') or 'whatsapp' (`template`, a template's id or '' for the plain chat: a chat
 * opened from 'WhatsApp', on the timeline). Each form's fields are checked with
 * the schema the browser used; a refused one answers 400 with its field messages.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'leads');
  const { logger } = getRequestInfo(context);
  return softFail(logger, 'lead page', async () => {
    const id = z.uuid().safeParse(params.leadId);
    if (!id.success) return notFound(null);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return answer({ intent: null, ok: false, error: 'The form could not be read. Try again.' }, 400);
    }
    const intent = leadIntentSchema.safeParse(form.get('intent'));
    if (!intent.success) return answer({ intent: null, ok: false, error: 'Unknown action.' }, 400);
    const leadId = id.data;

    switch (intent.data) {
      case 'note': {
        const submission = parseForm(form, noteSchema);
        if (submission.status !== 'success') return answer({ intent: 'note', ok: false, result: submission.reply() }, 400);
        if (!(await addNote(db(), { leadId, authorId: user.id, body: submission.value.note }))) return notFound('note');
        return answer({ intent: 'note', ok: true, result: submission.reply({ resetForm: true }) });
      }
      case 'follow-up': {
        const submission = parseForm(form, followUpSchema);
        if (submission.status !== 'success') return answer({ intent: 'follow-up', ok: false, result: submission.reply() }, 400);
        if (!(await setFollowUp(db(), { leadId, at: submission.value.followUpAt, actorId: user.id }))) return notFound('follow-up');
        await remindFollowUp(submission.value.followUpAt, logger);
        return answer({ intent: 'follow-up', ok: true, result: submission.reply() });
      }
      case 'follow-up-done': {
        const done = await markFollowUpDone(db(), { leadId, actorId: user.id });
        if (done === null) return notFound('follow-up-done');
        return done === 'done'
          ? answer({ intent: 'follow-up-done', ok: true })
          : answer({ intent: 'follow-up-done', ok: false, error: 'This lead has no follow-up to mark done.' }, 409);
      }
      case 'assign': {
        const [staff, current] = await Promise.all([listStaffWho(db(), 'leads'), currentAssignee(db(), leadId)]);
        if (current === undefined) return notFound('assign');
        // The member the lead is with may stay chosen, even if they no longer work on leads.
        const allowed = [...staff.map((member) => member.id), ...(current ? [current] : [])];
        const submission = parseForm(form, assignSchema(allowed));
        if (submission.status !== 'success') return answer({ intent: 'assign', ok: false, result: submission.reply() }, 400);
        const assigned = await assignLead(db(), { leadId, assigneeId: submission.value.assignedTo, actorId: user.id });
        if (!assigned) return notFound('assign');
        return answer({ intent: 'assign', ok: true, result: submission.reply() });
      }
      case 'merge-find': {
        const submission = parseForm(form, mergeFindSchema);
        if (submission.status !== 'success') return answer({ intent: 'merge-find', ok: false, result: submission.reply() }, 400);
        const [view, found] = await Promise.all([readLead(db(), leadId), findPersonByContact(db(), submission.value.contact)]);
        if (!view) return notFound('merge-find');
        const refuse = (message: string) =>
          answer({ intent: 'merge-find', ok: false, result: submission.reply({ fieldErrors: { contact: [message] } }) }, 400);
        if (!found) return refuse(MERGE_TEXTS.notFound);
        if (found.id === view.lead.personId) return refuse(MERGE_TEXTS.same);
        const candidate = await personView(db(), found.id);
        if (!candidate) return refuse(MERGE_TEXTS.notFound);
        return answer({ intent: 'merge-find', ok: true, result: submission.reply(), candidate });
      }
      case 'edit': {
        const submission = parseForm(form, leadEditSchema);
        if (submission.status !== 'success') return answer({ intent: 'edit', ok: false, result: submission.reply() }, 400);
        const changed = await editLead(db(), { leadId, fields: submission.value, actorId: user.id });
        if (changed === null) return notFound('edit');
        return answer({ intent: 'edit', ok: true, result: submission.reply() });
      }
      case 'log-call': {
        const submission = parseForm(form, logCallSchema);
        if (submission.status !== 'success') return answer({ intent: 'log-call', ok: false, result: submission.reply() }, 400);
        if (!(await logCall(db(), { leadId, ...submission.value, actorId: user.id }))) return notFound('log-call');
        await remindFollowUp(submission.value.followUpAt ?? null, logger);
        return answer({ intent: 'log-call', ok: true, result: submission.reply({ resetForm: true }) });
      }
      case 'whatsapp': {
        const submission = parseForm(form, whatsAppUseSchema);
        if (submission.status !== 'success') return answer({ intent: 'whatsapp', ok: false, error: TEMPLATE_TEXTS.gone }, 400);
        const recorded = await recordWhatsApp(db(), { leadId, templateId: submission.value.template, actorId: user.id });
        if (recorded === 'no-lead') return notFound('whatsapp');
        if (recorded === 'no-template') return answer({ intent: 'whatsapp', ok: false, error: TEMPLATE_TEXTS.gone }, 409);
        return answer({ intent: 'whatsapp', ok: true });
      }
      case 'merge': {
        const submission = parseForm(form, mergeSchema);
        if (submission.status !== 'success') return answer({ intent: 'merge', ok: false, result: submission.reply() }, 400);
        const view = await readLead(db(), leadId);
        if (!view) return notFound('merge');
        const merged = await mergePeople(db(), { a: view.lead.personId, b: submission.value.personId, actorId: user.id });
        if (merged === 'same') return answer({ intent: 'merge', ok: false, error: MERGE_TEXTS.same }, 409);
        if (!merged) return answer({ intent: 'merge', ok: false, error: MERGE_TEXTS.gone }, 409);
        return answer({ intent: 'merge', ok: true });
      }
    }
  });
}

export default function LeadRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, staff, visits, chat, billing } = loaderData;
  return page && chat ? (
    <LeadPage
      data={page}
      staff={staff}
      visits={visits}
      chat={chat}
      actionAnswer={actionData && 'intent' in actionData ? actionData : undefined}
      project={billing.project ? <LeadProjectLink project={billing.project} /> : null}
      versionAction={
        billing.markAccepted
          ? (version) => (
              <MarkAcceptedButton leadId={page.lead.id} versionId={version.id} number={version.number} customerName={page.lead.name} />
            )
          : undefined
      }
    />
  ) : (
    <div className="rounded-lg border border-line bg-surface p-8 text-center">
      <h2 className="font-display text-2xl">Lead not found</h2>
      <p className="mt-2 text-ink-muted">This lead does not exist or has been removed.</p>
      <Link to="/admin/leads" className="mt-4 inline-block text-brass-700 underline underline-offset-4">
        Back to Lead Management
      </Link>
    </div>
  );
}

import { data } from 'react-router';
import {
  changeRoleSchema,
  deactivateSchema,
  inviteSchema,
  leadHandover,
  leadIntakeSchema,
  memberSchema,
  teamTwoStepSchema,
} from '#app/features/accounts/account-forms.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { staffLink } from '#app/features/accounts/staff-tokens.server.ts';
import { TeamManagement } from '#app/features/accounts/components/team-management.tsx';
import { changeRole, reactivateMember, setTeamRequiresTwoStep, teamRequiresTwoStep } from '#app/features/accounts/team.server.ts';
import type { TeamChange } from '#app/features/accounts/team.server.ts';
import { inviteMember, resendInvite } from '#app/features/accounts/invites.server.ts';
import { setLeadIntake } from '#app/features/sales/assignment/takes-new-leads.server.ts';
import { deactivateMember, listTeam } from '#app/routes/admin/team.server.ts';
import { mailInvite } from '#app/features/accounts/invite-mail.server.ts';
import { canSendMail } from '#app/lib/mail.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { fromForm, responseSettingsSchema } from '#app/lib/response-settings.ts';
import { readResponseSettings, saveResponseSettings } from '#app/lib/response-settings.server.ts';
import { RESPONSE_SETTINGS_INTENT, ResponseSettingsPanel } from '#app/features/sales/response/response-settings-panel.tsx';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Team') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(NO_STORE);
  // 'Resend invite' refused for now: when the next link may be sent.
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/**
 * GET /admin/team (Admins only): 'Team', every member, whether two-step sign-in is required,
 * whether invites can be e-mailed, and 'First response' ('Respond within', 'Working hours').
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'team');
  const [members, requireTwoStep, responseSettings] = await Promise.all([
    listTeam(db()),
    teamRequiresTwoStep(db()),
    readResponseSettings(db()),
  ]);
  return data({ members, requireTwoStep, canEmail: canSendMail(env()), currentUserId: user.id, responseSettings }, { headers: NO_STORE });
}

const answerChange = (change: TeamChange) =>
  change.ok
    ? data({ ok: true as const }, { headers: NO_STORE })
    : data({ ok: false as const, error: change.error }, { status: change.status, headers: NO_STORE });

const badRequest = (error: string) => data({ ok: false as const, error }, { status: 400, headers: NO_STORE });

/**
 * POST /admin/team (Admins only, decision 066), by `intent`: 'invite' (a new member and their
 * one-time link, e-mailed when the server can send mail and shown to the admin either way),
 * 'resend-invite' (`userId`: a new link for a member who has not joined, the old one dead, at most
 * three an hour, decision 119), 'change-role', 'deactivate' (`userId` and `leadsTo`: a member's
 * id, 'share' or 'unassigned', for their open leads, decision 119), 'reactivate',
 * 'require-two-step', 'lead-intake' ('Takes new leads' and 'Daily limit', decision 110),
 * 'first-response' ('Respond within' and 'Working hours', decision 113).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'team');
  const { logger } = getRequestInfo(context);
  return softFail(logger, 'team', async () => {
    const form = await request.formData();
    switch (form.get('intent')) {
      case 'invite': {
        const submission = parseForm(form, inviteSchema);
        if (submission.status !== 'success')
          return data({ ok: false as const, result: submission.reply() }, { status: 400, headers: NO_STORE });
        const invite = await inviteMember(db(), { ...submission.value, actorId: user.id });
        if (!invite.ok) {
          const result = submission.reply({ fieldErrors: { email: [invite.error] } });
          return data({ ok: false as const, result, error: invite.error }, { status: invite.status, headers: NO_STORE });
        }
        const link = staffLink(env().SITE_URL, 'invite', invite.token);
        const emailed = await mailInvite(env(), logger, {
          to: submission.value.email,
          name: submission.value.name,
          inviter: user.name || user.email,
          role: submission.value.role,
          link,
        });
        return data({ ok: true as const, invite: { link, emailed, expiresAt: invite.expiresAt.toISOString() } }, { headers: NO_STORE });
      }
      case 'resend-invite': {
        const parsed = memberSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return badRequest('That member was not found.');
        const resent = await resendInvite(db(), { userId: parsed.data.userId, actorId: user.id });
        if (!resent.ok) {
          const headers = resent.retryAfterSeconds ? { ...NO_STORE, 'Retry-After': String(resent.retryAfterSeconds) } : NO_STORE;
          return data({ ok: false as const, error: resent.error }, { status: resent.status, headers });
        }
        const link = staffLink(env().SITE_URL, 'invite', resent.token);
        const emailed = await mailInvite(env(), logger, {
          to: resent.email,
          name: resent.name,
          inviter: user.name || user.email,
          role: resent.role,
          link,
          resent: true,
        });
        return data({ ok: true as const, invite: { link, emailed, expiresAt: resent.expiresAt.toISOString() } }, { headers: NO_STORE });
      }
      case 'change-role': {
        const parsed = changeRoleSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return badRequest('Choose a role.');
        return answerChange(await changeRole(db(), { ...parsed.data, actorId: user.id }));
      }
      case 'deactivate': {
        const submission = parseForm(form, deactivateSchema);
        if (submission.status !== 'success') {
          const error = Object.values(submission.error ?? {}).flat()[0] ?? 'That member was not found.';
          return data({ ok: false as const, result: submission.reply(), error }, { status: 400, headers: NO_STORE });
        }
        const { userId } = submission.value;
        return answerChange(await deactivateMember(db(), { userId, leadsTo: leadHandover(submission.value), actorId: user.id }));
      }
      case 'reactivate': {
        const parsed = memberSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return badRequest('That member was not found.');
        return answerChange(await reactivateMember(db(), { userId: parsed.data.userId, actorId: user.id }));
      }
      case 'lead-intake': {
        const submission = parseForm(form, leadIntakeSchema);
        if (submission.status !== 'success') {
          const error = Object.values(submission.error ?? {}).flat()[0] ?? 'Check the daily limit.';
          return data({ ok: false as const, result: submission.reply(), error }, { status: 400, headers: NO_STORE });
        }
        const { userId, takesLeads, dailyLimit } = submission.value;
        return answerChange(
          await setLeadIntake(db(), { userId, takesLeads: takesLeads === 'on', dailyLimit: dailyLimit ?? null, actorId: user.id }),
        );
      }
      case RESPONSE_SETTINGS_INTENT: {
        const submission = parseForm(form, responseSettingsSchema);
        if (submission.status !== 'success') {
          const error = Object.values(submission.error ?? {}).flat()[0] ?? 'Check the first-response settings.';
          return data({ ok: false as const, result: submission.reply(), error }, { status: 400, headers: NO_STORE });
        }
        await saveResponseSettings(db(), { settings: fromForm(submission.value), actorId: user.id });
        return data({ ok: true as const }, { headers: NO_STORE });
      }
      case 'require-two-step': {
        const parsed = teamTwoStepSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return badRequest('Say whether two-step sign-in is required.');
        await setTeamRequiresTwoStep(db(), { required: parsed.data.required === 'on', actorId: user.id });
        return data({ ok: true as const }, { headers: NO_STORE });
      }
      default:
        return badRequest('Unknown action.');
    }
  });
}

export default function TeamScreen({ loaderData }: Route.ComponentProps) {
  const { responseSettings, ...team } = loaderData;
  return (
    <>
      <TeamManagement data={team} />
      <ResponseSettingsPanel settings={responseSettings} />
    </>
  );
}

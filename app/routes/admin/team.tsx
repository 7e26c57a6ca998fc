import { data } from 'react-router';
import { changeRoleSchema, inviteSchema, leadIntakeSchema, memberSchema, teamTwoStepSchema } from '#app/features/accounts/account-forms.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { staffLink } from '#app/features/accounts/staff-tokens.server.ts';
import { TeamManagement } from '#app/features/accounts/components/team-management.tsx';
import {
  changeRole,
  deactivateMember,
  inviteMember,
  listTeam,
  reactivateMember,
  setLeadIntake,
  setTeamRequiresTwoStep,
  teamRequiresTwoStep,
} from '#app/features/accounts/team.server.ts';
import type { TeamChange } from '#app/features/accounts/team.server.ts';
import { canSendMail, sendStaffMail } from '#app/lib/mail.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { company } from '#content/company.ts';
import { roleLabels } from '#app/features/accounts/permissions.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { fromForm, responseSettingsSchema } from '#app/lib/response-settings.ts';
import { readResponseSettings, saveResponseSettings } from '#app/lib/response-settings.server.ts';
import { RESPONSE_SETTINGS_INTENT, ResponseSettingsPanel } from '#app/features/sales/response/response-settings-panel.tsx';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Team') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

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
 * 'change-role', 'deactivate', 'reactivate', 'require-two-step', 'lead-intake' ('Takes new leads'
 * and 'Daily limit', decision 110), 'first-response' ('Respond within' and 'Working hours', decision 113).
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
        let emailed = false;
        if (canSendMail(env())) {
          try {
            await sendStaffMail(env(), {
              to: submission.value.email,
              subject: `You are invited to the ${company.name} admin`,
              text: [
                `Hello ${submission.value.name},`,
                '',
                `${user.name || user.email} has added you to the ${company.name} team as ${roleLabels[submission.value.role]}.`,
                `Choose your password here within 72 hours: ${link}`,
                '',
                'The link works once. If it has expired, ask for a new one.',
              ].join('\n'),
            });
            emailed = true;
          } catch (error) {
            logger.error({ err: error }, 'The invite e-mail could not be sent');
          }
        }
        return data({ ok: true as const, invite: { link, emailed, expiresAt: invite.expiresAt.toISOString() } }, { headers: NO_STORE });
      }
      case 'change-role': {
        const parsed = changeRoleSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return badRequest('Choose a role.');
        return answerChange(await changeRole(db(), { ...parsed.data, actorId: user.id }));
      }
      case 'deactivate':
      case 'reactivate': {
        const parsed = memberSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return badRequest('That member was not found.');
        const change = form.get('intent') === 'deactivate' ? deactivateMember : reactivateMember;
        return answerChange(await change(db(), { userId: parsed.data.userId, actorId: user.id }));
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

import { data } from 'react-router';
import { AccountPage } from '#app/features/accounts/components/account-page.tsx';
import {
  changeNameSchema,
  changePasswordSchema,
  confirmWithPasswordSchema,
  reminderEmailsSchema,
  twoStepCodeSchema,
} from '#app/features/accounts/account-forms.ts';
import {
  changeName,
  changePassword,
  listSessions,
  setReminderEmails,
  signInHistory,
  signOutOtherSessions,
} from '#app/features/accounts/account.server.ts';
import { may } from '#app/features/accounts/permissions.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { describeDevice } from '#app/features/accounts/device.server.ts';
import { HashBusyError, verifyPassword } from '#app/features/accounts/password.server.ts';
import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { teamRequiresTwoStep } from '#app/features/accounts/team.server.ts';
import {
  beginEnrollment,
  cancelEnrollment,
  confirmEnrollment,
  disableTwoStep,
  pendingEnrollment,
  recoveryCodesLeft,
} from '#app/features/accounts/two-step.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db, env } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { users } from '#db/schema.ts';
import { eq } from 'drizzle-orm';
import type { AdminHandle } from '#app/routes/admin/layout.tsx';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Account') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The header's title on this page. */
export const handle: AdminHandle = { headerTitle: 'Account' };

const NOT_ECHOED = ['currentPassword', 'password', 'confirmPassword'];

const fail = (body: Record<string, unknown>, status = 400, headers: HeadersInit = NO_STORE) =>
  data({ ok: false as const, ...body }, { status, headers });
const BUSY = 'Many passwords are being checked right now. Please try again in a moment.';
/** Password checks from the Account page: a stolen session cannot guess the password at leisure. */
const PASSWORD_CHECKS = { max: 10, windowMs: 15 * 60 * 1000 };

async function passwordChecksLeft(userId: string): Promise<{ retryAfterSeconds: number } | null> {
  const hit = await hitRateLimit(db(), `account-password:${userId}`, PASSWORD_CHECKS);
  return hit.allowed ? null : { retryAfterSeconds: hit.retryAfterSeconds };
}

const tooMany = (intent: FormDataEntryValue | null, retryAfterSeconds: number) =>
  fail({ intent, error: 'Too many password attempts. Please wait a few minutes and try again.' }, 429, {
    ...NO_STORE,
    'Retry-After': String(retryAfterSeconds),
  });

/**
 * GET /admin/account: the member's own account (decision 066): password, two-step sign-in, their
 * reminder e-mails (members who work leads), sessions and sign-in history. Open to every role, and to a member the team requires to set up
 * two-step sign-in first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, token } = await requireStaff(request, 'account');
  const [sessions, history, [row], teamRequires] = await Promise.all([
    listSessions(db(), { userId: user.id, currentToken: token }),
    signInHistory(db(), user.id),
    db()
      .select({ totpEnabledAt: users.totpEnabledAt, followUpReminders: users.followUpReminders, yourDayEmail: users.yourDayEmail })
      .from(users)
      .where(eq(users.id, user.id)),
    teamRequiresTwoStep(db()),
  ]);
  const twoStepOn = Boolean(row?.totpEnabledAt);
  // A new app being set up: the first one, or (two-step sign-in on) one replacing the current app.
  const enrollment = await pendingEnrollment(db(), { userId: user.id, email: user.email, sessionSecrets: sessionSecrets(env()) });
  return data(
    {
      user,
      twoStep: {
        on: twoStepOn,
        required: teamRequires,
        codesLeft: twoStepOn ? await recoveryCodesLeft(db(), user.id) : 0,
        enrollment,
      },
      reminders: row && may(user.role, 'leads') ? { followUpReminders: row.followUpReminders, yourDayEmail: row.yourDayEmail } : null,
      sessions: sessions.map((session) => ({ ...session, device: describeDevice(session.userAgent) })),
      history: history.map((event) => ({ ...event, device: describeDevice(event.userAgent) })),
    },
    { headers: NO_STORE },
  );
}

/** The member's password is right (checked under the Account page's own limit), or the answer that says why not. */
async function checkPassword(
  userId: string,
  intent: FormDataEntryValue | null,
  submission: ReturnType<typeof parseForm<typeof confirmWithPasswordSchema>>,
  currentPassword: string,
) {
  const limited = await passwordChecksLeft(userId);
  if (limited) return tooMany(intent, limited.retryAfterSeconds);
  const [row] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (row && (await verifyPassword(currentPassword, row.passwordHash))) return null;
  const wrong = submission.reply({ fieldErrors: { currentPassword: ['That is not your current password.'] }, hideFields: NOT_ECHOED });
  return fail({ intent, result: wrong });
}

/**
 * POST /admin/account, by `intent`: change-name, change-password, reminders ('E-mail reminders'), sign-out-others, two-step-begin
 * (asks for the password; the current app stays in use), two-step-confirm (the new app replaces
 * the current one), two-step-cancel, two-step-off (decisions 066, 067, 090).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, token } = await requireStaff(request, 'account');
  const { logger } = getRequestInfo(context);
  return softFail(logger, 'account', async () => {
    const form = await request.formData();
    const intent = form.get('intent');
    try {
      switch (intent) {
        case 'change-name': {
          const submission = parseForm(form, changeNameSchema);
          if (submission.status !== 'success') return fail({ intent, result: submission.reply() });
          await changeName(db(), { userId: user.id, name: submission.value.name });
          return data({ ok: true as const, intent }, { headers: NO_STORE });
        }
        case 'change-password': {
          const submission = parseForm(form, changePasswordSchema);
          if (submission.status !== 'success') return fail({ intent, result: submission.reply({ hideFields: NOT_ECHOED }) });
          const limited = await passwordChecksLeft(user.id);
          if (limited) return tooMany(intent, limited.retryAfterSeconds);
          const change = await changePassword(db(), {
            userId: user.id,
            email: user.email,
            currentPassword: submission.value.currentPassword,
            newPassword: submission.value.password,
            keepToken: token,
          });
          if (!change.ok) {
            const field = change.field === 'newPassword' ? 'password' : 'currentPassword';
            return fail({ intent, result: submission.reply({ fieldErrors: { [field]: [change.error] }, hideFields: NOT_ECHOED }) });
          }
          return data({ ok: true as const, intent }, { headers: NO_STORE });
        }
        case 'reminders': {
          const submission = parseForm(form, reminderEmailsSchema);
          if (submission.status !== 'success') return fail({ intent, result: submission.reply() });
          await setReminderEmails(db(), {
            userId: user.id,
            followUpReminders: submission.value.followUpReminders === 'on',
            yourDayEmail: submission.value.yourDayEmail === 'on',
          });
          return data({ ok: true as const, intent }, { headers: NO_STORE });
        }
        case 'sign-out-others': {
          const ended = await signOutOtherSessions(db(), { userId: user.id, currentToken: token });
          return data({ ok: true as const, intent, ended }, { headers: NO_STORE });
        }
        case 'two-step-begin': {
          // Whoever holds only a session (a computer left signed in) cannot put their own app in (decision 090).
          const submission = parseForm(form, confirmWithPasswordSchema);
          if (submission.status !== 'success') return fail({ intent, result: submission.reply({ hideFields: NOT_ECHOED }) });
          const refused = await checkPassword(user.id, intent, submission, submission.value.currentPassword);
          if (refused) return refused;
          await beginEnrollment(db(), { userId: user.id, email: user.email, sessionSecrets: sessionSecrets(env()) });
          return data({ ok: true as const, intent }, { headers: NO_STORE });
        }
        case 'two-step-cancel': {
          await cancelEnrollment(db(), user.id);
          return data({ ok: true as const, intent }, { headers: NO_STORE });
        }
        case 'two-step-confirm': {
          const submission = parseForm(form, twoStepCodeSchema);
          if (submission.status !== 'success') return fail({ intent, result: submission.reply() });
          const [before] = await db().select({ totpEnabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, user.id));
          const codes = await confirmEnrollment(db(), {
            userId: user.id,
            code: submission.value.code,
            sessionSecrets: sessionSecrets(env()),
          });
          if (!codes) {
            const refused = 'That code is not right. Check that the time on your phone is correct, and type the code it shows now.';
            return fail({ intent, result: submission.reply({ fieldErrors: { code: [refused] } }) });
          }
          const replaced = Boolean(before?.totpEnabledAt);
          return data({ ok: true as const, intent, recoveryCodes: codes, replaced }, { headers: NO_STORE });
        }
        case 'two-step-off': {
          const submission = parseForm(form, confirmWithPasswordSchema);
          if (submission.status !== 'success') return fail({ intent, result: submission.reply({ hideFields: NOT_ECHOED }) });
          if (await teamRequiresTwoStep(db())) {
            return fail({ intent, error: 'Your team requires two-step sign-in: it cannot be turned off.' }, 409);
          }
          const refused = await checkPassword(user.id, intent, submission, submission.value.currentPassword);
          if (refused) return refused;
          await disableTwoStep(db(), user.id);
          return data({ ok: true as const, intent }, { headers: NO_STORE });
        }
        default:
          return fail({ error: 'Unknown action.' });
      }
    } catch (error) {
      if (error instanceof HashBusyError) return fail({ intent, error: BUSY }, 429, { ...NO_STORE, 'Retry-After': '2' });
      throw error;
    }
  });
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountPage data={loaderData} />;
}

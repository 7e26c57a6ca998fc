// The member's 'Account' page (decision 066): change password, two-step sign-in with recovery
// codes, active sessions with 'Sign out other sessions', and the sign-in history.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { controlProps, FormField, valuedControlProps } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { changeNameSchema, changePasswordSchema, reminderEmailsSchema } from '#app/features/accounts/account-forms.ts';
import { AccountForm, AccountSubmit, Panel, useAccountForm } from '#app/features/accounts/components/account-form.tsx';
import type { AccountData } from '#app/features/accounts/components/account-form.tsx';
import { HistoryPanel, SessionsPanel } from '#app/features/accounts/components/account-activity.tsx';
import { NewPasswordFields } from '#app/features/accounts/components/new-password-fields.tsx';
import { TwoStepPanel } from '#app/features/accounts/components/two-step-panel.tsx';

export type { AccountData } from '#app/features/accounts/components/account-form.tsx';

export function AccountPage({ data }: { data: AccountData }) {
  const mustSetUp = data.twoStep.required && !data.twoStep.on;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        {mustSetUp ? null : (
          <Link
            to="/admin"
            className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-brass-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the dashboard
          </Link>
        )}
        <p className="text-ink-muted">
          {data.user.name ? `${data.user.name}, ` : ''}
          {data.user.email}
        </p>
      </div>
      {mustSetUp ? (
        <div role="alert" className="flex gap-3 rounded-lg border border-brass-300 bg-brass-50 p-4">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-800" />
          <p>Your team requires two-step sign-in. Set it up below to continue to the dashboard.</p>
        </div>
      ) : null}
      <TwoStepPanel twoStep={data.twoStep} />
      <NamePanel name={data.user.name} />
      {data.reminders ? <RemindersPanel reminders={data.reminders} /> : null}
      <ChangePasswordPanel email={data.user.email} />
      <SessionsPanel sessions={data.sessions} />
      <HistoryPanel history={data.history} />
    </div>
  );
}

/** 'E-mail reminders' (decision 114): a follow-up falling due, and 'Your day' at 9:30 on working days. */
function RemindersPanel({ reminders }: { reminders: NonNullable<AccountData['reminders']> }) {
  const { fetcher, form } = useAccountForm('reminders', reminderEmailsSchema, () => 'Your reminder e-mails are saved.');
  return (
    <Panel
      id="reminders-heading"
      title="E-mail reminders"
      description="'Overdue' e-mails about a lead nobody has answered in time always come."
    >
      <AccountForm form={form} className="flex flex-col gap-4">
        <ReminderChoice name="followUpReminders" checked={reminders.followUpReminders} label="E-mail me when a follow-up falls due">
          On the leads assigned to you, within a minute of the time.
        </ReminderChoice>
        <ReminderChoice name="yourDayEmail" checked={reminders.yourDayEmail} label="E-mail me 'Your day'">
          At 9:30 on working days: today's follow-ups, site visits and overdue leads (nothing when there is nothing).
        </ReminderChoice>
        <AccountSubmit busy={fetcher.state !== 'idle'} spinner>
          Save reminders
        </AccountSubmit>
      </AccountForm>
    </Panel>
  );
}

/** One reminder e-mail a member turns on or off: a tick, what it is, and when it comes. */
function ReminderChoice({ name, checked, label, children }: { name: string; checked: boolean; label: string; children: ReactNode }) {
  return (
    <label className="inline-flex items-start gap-2.5 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="mt-0.5 size-4 shrink-0 accent-brass-700" />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-ink-muted">{children}</span>
      </span>
    </label>
  );
}

/** 'Your name': what the team sees in 'Assigned to', the Team list and a lead's activity. */
function NamePanel({ name }: { name: string }) {
  const { fetcher, form, fields } = useAccountForm('change-name', changeNameSchema, () => 'Your name is saved.', {
    checkOnBlur: true,
    defaultValue: { name },
  });
  return (
    <Panel
      id="name-heading"
      title="Your name"
      description="Your team sees it where leads are assigned, in the Team list and beside what you do on a lead."
    >
      <AccountForm form={form} className="flex max-w-md flex-col gap-4">
        <FormField field={fields.name} label="Name">
          <Input {...valuedControlProps(fields.name)} type="text" autoComplete="name" maxLength={100} required />
        </FormField>
        <AccountSubmit busy={fetcher.state !== 'idle'} spinner>
          Save name
        </AccountSubmit>
      </AccountForm>
    </Panel>
  );
}

function ChangePasswordPanel({ email }: { email: string }) {
  const { fetcher, answer, form, fields } = useAccountForm(
    'change-password',
    changePasswordSchema,
    () => 'Your password is changed. Your other sessions have been signed out.',
    { checkOnBlur: true },
  );
  // A changed password empties the form.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);
  return (
    <Panel id="change-password-heading" title="Change password" description="Your other sessions are signed out when you change it.">
      <AccountForm form={form} formRef={formRef} className="flex max-w-md flex-col gap-4">
        <FormField field={fields.currentPassword} label="Current password">
          <Input {...controlProps(fields.currentPassword)} type="password" autoComplete="current-password" required />
        </FormField>
        <NewPasswordFields
          email={email}
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          confirmLabel="Confirm new password"
        />
        <AccountSubmit busy={fetcher.state !== 'idle'} spinner>
          Change password
        </AccountSubmit>
      </AccountForm>
    </Panel>
  );
}

// The member's 'Account' page (decision 066): change password, two-step sign-in with recovery
// codes, active sessions with 'Sign out other sessions', and the sign-in history.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { ArrowLeft, Check, Copy, LoaderCircle, ShieldAlert } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { controlProps, FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { validateForm } from '#app/lib/parse-form.ts';
import {
  changeNameSchema,
  changePasswordSchema,
  confirmWithPasswordSchema,
  twoStepCodeSchema,
} from '#app/features/accounts/account-forms.ts';
import type { StaffUser } from '#app/features/accounts/auth.server.ts';
import { NewPasswordFields } from '#app/features/accounts/components/new-password-fields.tsx';
import type { Enrollment } from '#app/features/accounts/two-step.server.ts';

export type AccountData = {
  user: StaffUser;
  twoStep: { on: boolean; required: boolean; codesLeft: number; enrollment: Enrollment | null };
  sessions: Array<{ id: string; current: boolean; device: string; ipAddress: string | null; signedInAt: string; lastSeenAt: string }>;
  history: Array<{ at: string; outcome: 'signed-in' | 'failed' | 'signed-out'; device: string; ip: string | null }>;
};

type Answer = {
  ok: boolean;
  intent?: string;
  result?: SubmissionResult<string[]>;
  error?: string;
  ended?: number;
  recoveryCodes?: string[];
  /** The confirmed app replaced one in use (a new phone). */
  replaced?: boolean;
};

const OUTCOMES = { 'signed-in': 'Signed in', failed: 'Failed sign-in', 'signed-out': 'Signed out' } as const;

/** A form posted to /admin/account: its fetcher, a toast on success or refusal, and the last answer. */
function useAccountForm(intent: string, done: (answer: Answer) => string | null) {
  const fetcher = useFetcher<Answer>({ key: `account-${intent}` });
  const sent = useRef(false);
  const answer = fetcher.state === 'idle' && fetcher.data?.intent === intent ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || !sent.current) return;
    sent.current = false;
    if (answer.ok) {
      const message = done(answer);
      if (message) toast({ title: 'Account updated', description: message });
    } else if (answer.error) {
      toast({ title: 'Error', description: answer.error, variant: 'destructive' });
    }
  }, [answer, done]);
  return {
    fetcher,
    answer,
    send(formData: FormData) {
      sent.current = true;
      void fetcher.submit(formData, { method: 'post', action: '/admin/account' });
    },
  };
}

function Panel({ id, title, children, description }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-5 shadow-soft sm:p-6">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-ink-muted">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

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
      <ChangePasswordPanel email={data.user.email} />
      <SessionsPanel sessions={data.sessions} />
      <HistoryPanel history={data.history} />
    </div>
  );
}

/** 'Your name': what the team sees in 'Assigned to', the Team list and a lead's activity. */
function NamePanel({ name }: { name: string }) {
  const { fetcher, answer, send } = useAccountForm('change-name', () => 'Your name is saved.');
  const [form, fields] = useForm({
    id: 'change-name',
    lastResult: answer && !answer.ok ? answer.result : undefined,
    defaultValue: { name },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateForm(formData, changeNameSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      send(formData);
    },
  });
  return (
    <Panel
      id="name-heading"
      title="Your name"
      description="Your team sees it where leads are assigned, in the Team list and beside what you do on a lead."
    >
      <form id={form.id} method="post" action="/admin/account" onSubmit={form.onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="change-name" />
        <FormField field={fields.name} label="Name">
          <Input
            {...controlProps(fields.name)}
            defaultValue={fields.name.initialValue}
            type="text"
            autoComplete="name"
            maxLength={100}
            required
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'} className="self-start">
          {fetcher.state !== 'idle' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Save name
        </Button>
      </form>
    </Panel>
  );
}

function ChangePasswordPanel({ email }: { email: string }) {
  const { fetcher, answer, send } = useAccountForm(
    'change-password',
    () => 'Your password is changed. Your other sessions have been signed out.',
  );
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: answer && !answer.ok ? answer.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateForm(formData, changePasswordSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      send(formData);
    },
  });
  // A changed password empties the form.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);
  return (
    <Panel id="change-password-heading" title="Change password" description="Your other sessions are signed out when you change it.">
      <form
        ref={formRef}
        id={form.id}
        method="post"
        action="/admin/account"
        onSubmit={form.onSubmit}
        noValidate
        className="flex max-w-md flex-col gap-4"
      >
        <input type="hidden" name="intent" value="change-password" />
        <FormField field={fields.currentPassword} label="Current password">
          <Input {...controlProps(fields.currentPassword)} type="password" autoComplete="current-password" required />
        </FormField>
        <NewPasswordFields
          email={email}
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          confirmLabel="Confirm new password"
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'} className="self-start">
          {fetcher.state !== 'idle' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Change password
        </Button>
      </form>
    </Panel>
  );
}

function TwoStepPanel({ twoStep }: { twoStep: AccountData['twoStep'] }) {
  // The confirmation's answer carries the recovery codes; it shares its fetcher (by key) with the
  // form below, which is gone once the page reloads with two-step sign-in on.
  const confirmed = useFetcher<Answer>({ key: 'account-two-step-confirm' });
  const [saved, setSaved] = useState<string[] | null>(null);
  const codes = confirmed.data?.ok ? confirmed.data.recoveryCodes : undefined;
  if (codes && codes !== saved)
    return <RecoveryCodes codes={codes} replaced={Boolean(confirmed.data?.replaced)} onDone={() => setSaved(codes)} />;
  if (twoStep.on) {
    return (
      <Panel
        id="two-step-heading"
        title="Two-step sign-in"
        description={`On: after your password, sign-in asks for the code from your authenticator app. Recovery codes left: ${twoStep.codesLeft} of 10.`}
      >
        <div className="flex flex-col gap-6">
          {twoStep.enrollment ? (
            <section aria-labelledby="new-app-heading" className="flex flex-col gap-3">
              <h3 id="new-app-heading" className="text-lg">
                New authenticator app
              </h3>
              <p className="text-sm text-ink-muted">
                Your current app keeps working until you confirm a code from the new one. Then the new app and ten new recovery codes
                replace the old ones.
              </p>
              <ConfirmEnrollment enrollment={twoStep.enrollment} replacing />
            </section>
          ) : (
            <BeginEnrollment
              label="Set up a new authenticator app"
              description="A new phone? Confirm it is you. Your current app keeps working until the new one is confirmed."
            />
          )}
          <div className="border-t border-line pt-6">
            {twoStep.required ? (
              <p className="text-sm text-ink-muted">Your team requires two-step sign-in, so it cannot be turned off.</p>
            ) : (
              <TurnOffTwoStep />
            )}
          </div>
        </div>
      </Panel>
    );
  }
  return (
    <Panel
      id="two-step-heading"
      title="Two-step sign-in"
      description="Off. With it on, a stolen password is not enough: sign-in also asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others)."
    >
      {twoStep.enrollment ? (
        <ConfirmEnrollment enrollment={twoStep.enrollment} />
      ) : (
        <BeginEnrollment label="Set up two-step sign-in" description="To set up two-step sign-in, confirm it is you." />
      )}
    </Panel>
  );
}

/** Starting a set-up asks for the password: a session left open is not enough to put in another app (decision 090). */
function BeginEnrollment({ label, description }: { label: string; description: string }) {
  const { fetcher, answer, send } = useAccountForm('two-step-begin', () => null);
  const [form, fields] = useForm({
    id: 'two-step-begin',
    lastResult: answer && !answer.ok ? answer.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => validateForm(formData, confirmWithPasswordSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      send(formData);
    },
  });
  return (
    <form id={form.id} method="post" action="/admin/account" onSubmit={form.onSubmit} noValidate className="flex max-w-md flex-col gap-3">
      <input type="hidden" name="intent" value="two-step-begin" />
      <FormField field={fields.currentPassword} label="Current password" description={description}>
        <Input {...controlProps(fields.currentPassword, { described: true })} type="password" autoComplete="current-password" required />
      </FormField>
      <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'} className="self-start">
        {fetcher.state !== 'idle' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {label}
      </Button>
    </form>
  );
}

function ConfirmEnrollment({ enrollment, replacing = false }: { enrollment: Enrollment; replacing?: boolean }) {
  const { fetcher, answer, send } = useAccountForm('two-step-confirm', () => 'Two-step sign-in is on.');
  const cancel = useFetcher<Answer>({ key: 'account-two-step-cancel' });
  const [form, fields] = useForm({
    id: 'two-step-confirm',
    lastResult: answer && !answer.ok ? answer.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => validateForm(formData, twoStepCodeSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      send(formData);
    },
  });
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      {/* The QR code is drawn by the server from the app's address (qrcode library): no markup from outside. */}
      <div
        role="img"
        aria-label="QR code to scan with your authenticator app"
        className="size-48 shrink-0 rounded-md border border-line bg-white p-2"
        dangerouslySetInnerHTML={{ __html: enrollment.qrSvg }}
      />
      <div className="flex flex-col gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>Open your authenticator app and add an account by scanning the QR code.</li>
          <li>
            Cannot scan? Type this key instead:{' '}
            <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-sm break-all">{enrollment.secret}</code>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <form
          id={form.id}
          method="post"
          action="/admin/account"
          onSubmit={form.onSubmit}
          noValidate
          className="flex max-w-xs flex-col gap-3"
        >
          <input type="hidden" name="intent" value="two-step-confirm" />
          <FormField field={fields.code} label="Code from the app">
            <Input {...controlProps(fields.code)} inputMode="numeric" autoComplete="one-time-code" required />
          </FormField>
          <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'} className="self-start">
            {replacing ? 'Use the new app' : 'Turn on'}
          </Button>
        </form>
        <cancel.Form method="post" action="/admin/account">
          <input type="hidden" name="intent" value="two-step-cancel" />
          <Button type="submit" variant="outline" size="sm" disabled={cancel.state !== 'idle'}>
            Cancel this set-up
          </Button>
        </cancel.Form>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes, replaced, onDone }: { codes: string[]; replaced: boolean; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      toast({ title: 'Error', description: 'The codes could not be copied. Write them down instead.', variant: 'destructive' });
    }
  }
  return (
    <Panel
      id="recovery-codes-heading"
      title="Your recovery codes"
      description={
        replaced
          ? 'Your new authenticator app is in use; the old one and its recovery codes no longer work. Keep these ten new codes somewhere safe, away from your phone: each lets you sign in once if you lose it. They are shown only now.'
          : 'Two-step sign-in is on. Keep these ten codes somewhere safe, away from your phone: each lets you sign in once if you lose it. They are shown only now.'
      }
    >
      <ul aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} className="rounded bg-sand px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </Panel>
  );
}

function TurnOffTwoStep() {
  const { fetcher, answer, send } = useAccountForm('two-step-off', () => 'Two-step sign-in is off.');
  const [form, fields] = useForm({
    id: 'two-step-off',
    lastResult: answer && !answer.ok ? answer.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => validateForm(formData, confirmWithPasswordSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      send(formData);
    },
  });
  return (
    <form id={form.id} method="post" action="/admin/account" onSubmit={form.onSubmit} noValidate className="flex max-w-md flex-col gap-3">
      <input type="hidden" name="intent" value="two-step-off" />
      <FormField field={fields.currentPassword} label="Current password" description="To turn two-step sign-in off, confirm it is you.">
        <Input {...controlProps(fields.currentPassword, { described: true })} type="password" autoComplete="current-password" required />
      </FormField>
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'} className="self-start">
        Turn off two-step sign-in
      </Button>
    </form>
  );
}

function SessionsPanel({ sessions }: { sessions: AccountData['sessions'] }) {
  const { fetcher, send } = useAccountForm('sign-out-others', (answer) =>
    answer.ended === 1 ? '1 other session was signed out.' : `${answer.ended ?? 0} other sessions were signed out.`,
  );
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Panel id="sessions-heading" title="Active sessions" description="Where you are signed in now.">
      <ul aria-label="Sessions" className="divide-y divide-line rounded-md border border-line">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
            <p className="font-medium">
              {session.device}
              {session.current ? (
                <span className="ml-2 rounded-sm bg-sage-100 px-1.5 py-0.5 text-xs font-semibold text-sage-700">This device</span>
              ) : null}
            </p>
            <p className="text-ink-muted">
              {session.ipAddress ?? 'Unknown address'} · Signed in {formatDateTime(session.signedInAt)} · Last seen{' '}
              {formatDateTime(session.lastSeenAt)}
            </p>
          </li>
        ))}
      </ul>
      <form
        method="post"
        action="/admin/account"
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          send(new FormData(event.currentTarget));
        }}
      >
        <input type="hidden" name="intent" value="sign-out-others" />
        <Button type="submit" variant="outline" disabled={others === 0 || fetcher.state !== 'idle'}>
          Sign out other sessions
        </Button>
      </form>
    </Panel>
  );
}

function HistoryPanel({ history }: { history: AccountData['history'] }) {
  return (
    <Panel id="history-heading" title="Sign-in history" description="Your latest sign-ins, failed attempts and sign-outs.">
      {history.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing yet.</p>
      ) : (
        <ul aria-label="Sign-ins" className="divide-y divide-line rounded-md border border-line">
          {history.map((event, index) => (
            <li key={`${event.at}-${index}`} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-4">
              <p className={event.outcome === 'failed' ? 'font-medium text-danger sm:w-32' : 'font-medium sm:w-32'}>
                {OUTCOMES[event.outcome]}
              </p>
              <p className="text-ink-muted sm:w-72">{formatDateTime(event.at)}</p>
              <p className="text-ink-muted">
                {event.device} · {event.ip ?? 'Unknown address'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

// The 'Two-step sign-in' panel of the member's 'Account' page (decision 066): set-up with a QR code,
// the recovery codes shown once, a new app for a new phone, and turning it off.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Check, Copy } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { controlProps, FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { confirmWithPasswordSchema, twoStepCodeSchema } from '#app/features/accounts/account-forms.ts';
import { AccountForm, AccountSubmit, Panel, useAccountForm } from '#app/features/accounts/components/account-form.tsx';
import type { AccountData, Answer } from '#app/features/accounts/components/account-form.tsx';
import type { Enrollment } from '#app/features/accounts/two-step.server.ts';

export function TwoStepPanel({ twoStep }: { twoStep: AccountData['twoStep'] }) {
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
  return <PasswordCheckForm intent="two-step-begin" description={description} label={label} variant="secondary" busySpinner />;
}

/** A step that only needs the member's password again: starting a set-up, or turning two-step sign-in off. */
function PasswordCheckForm({
  intent,
  description,
  label,
  variant,
  busySpinner = false,
  done = () => null,
}: {
  intent: 'two-step-begin' | 'two-step-off';
  description: string;
  label: string;
  variant: 'secondary' | 'outline';
  busySpinner?: boolean;
  done?: () => string | null;
}) {
  const { fetcher, form, fields } = useAccountForm(intent, confirmWithPasswordSchema, done);
  return (
    <AccountForm form={form} className="flex max-w-md flex-col gap-3">
      <FormField field={fields.currentPassword} label="Current password" description={description}>
        <Input {...controlProps(fields.currentPassword, { described: true })} type="password" autoComplete="current-password" required />
      </FormField>
      <AccountSubmit busy={fetcher.state !== 'idle'} variant={variant} spinner={busySpinner}>
        {label}
      </AccountSubmit>
    </AccountForm>
  );
}

function ConfirmEnrollment({ enrollment, replacing = false }: { enrollment: Enrollment; replacing?: boolean }) {
  const { fetcher, form, fields } = useAccountForm('two-step-confirm', twoStepCodeSchema, () => 'Two-step sign-in is on.');
  const cancel = useFetcher<Answer>({ key: 'account-two-step-cancel' });
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
        <AccountForm form={form} className="flex max-w-xs flex-col gap-3">
          <FormField field={fields.code} label="Code from the app">
            <Input {...controlProps(fields.code)} inputMode="numeric" autoComplete="one-time-code" required />
          </FormField>
          <AccountSubmit busy={fetcher.state !== 'idle'}>{replacing ? 'Use the new app' : 'Turn on'}</AccountSubmit>
        </AccountForm>
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
  return (
    <PasswordCheckForm
      intent="two-step-off"
      description="To turn two-step sign-in off, confirm it is you."
      label="Turn off two-step sign-in"
      variant="outline"
      done={() => 'Two-step sign-in is off.'}
    />
  );
}

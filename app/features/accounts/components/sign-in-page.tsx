import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useForm } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { controlProps, FormField, valuedControlProps } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { company } from '#content/company.ts';
import { StaffFrame } from '#app/features/accounts/components/staff-frame.tsx';
import type { z } from 'zod';
import { SIGN_IN_TEXTS } from '#app/features/accounts/sign-in-form.ts';
import type { SignInError, secondStepSchema, signInSchema } from '#app/features/accounts/sign-in-form.ts';
import { expectWelcome, takeWelcome } from '#app/features/accounts/welcome.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

type Props = {
  redirectTo: string;
  notice: 'logged-out' | 'denied' | 'password-set' | 'password-reset' | null;
  /** The password, or (two-step sign-in) the code from the authenticator app. */
  step: 'password' | 'code';
  /** The e-mail to fill in (the member just set their password from a link), or null. */
  email: string | null;
  /** 'Forgot password?' is offered only when the server can send the reset link. */
  canResetPassword: boolean;
  error: SignInError | null;
};

export function SignInPage({ redirectTo, notice, step, email, canResetPassword, error }: Props) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  // The fields' ids and names come from Conform; the action parses with the same schema. The
  // browser checks the two required fields itself: the only toasts here are the server's answers.
  const [form, fields] = useForm<z.input<typeof signInSchema>>({ id: 'sign-in', defaultValue: { email: email ?? '' } });
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  // After a successful sign-in the browser loads the admin (`/admin`, then the member's first screen), whose loaders check the session.
  const verifying = navigation.state === 'loading' && /^\/admin(\/|$)/.test(navigation.location.pathname);

  useEffect(() => {
    if (!error) return;
    takeWelcome();
    toast({ title: error.title, description: error.description, variant: 'destructive' });
  }, [error]);

  // Notices arrive in the URL (after logout, or when the admin role was withdrawn); shown once.
  const shownNotice = useRef<string | null>(null);
  useEffect(() => {
    if (!notice || shownNotice.current === notice) return;
    shownNotice.current = notice;
    if (notice === 'logged-out') toast({ title: SIGN_IN_TEXTS.loggedOutTitle, description: SIGN_IN_TEXTS.loggedOut });
    else if (notice === 'password-set' || notice === 'password-reset')
      toast({ title: SIGN_IN_TEXTS.passwordSetTitle, description: SIGN_IN_TEXTS.passwordSet });
    else toast({ title: SIGN_IN_TEXTS.deniedTitle, description: SIGN_IN_TEXTS.denied, variant: 'destructive' });
    setSearchParams(
      (params) => {
        params.delete('status');
        params.delete('email');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, setSearchParams]);

  return (
    <StaffFrame>
      {verifying ? (
        <div className="flex flex-col items-center gap-3 py-10 text-ink-muted" role="status">
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brass-700" />
          <p>Verifying authentication...</p>
        </div>
      ) : (
        <>
          <h1 className="text-2xl sm:text-3xl">Admin Login</h1>
          <p className="mt-2 text-ink-muted">Sign in to manage leads and articles.</p>
          {/* Without JavaScript there is no toast: the message is shown here instead. */}
          {error && !hydrated ? (
            <div role="alert" className="mt-5 rounded-md border border-danger bg-danger-50 p-3 text-sm">
              <p className="font-semibold text-danger">{error.title}</p>
              <p className="text-ink">{error.description}</p>
            </div>
          ) : null}
          {step === 'code' ? (
            <SecondStepForm redirectTo={redirectTo} submitting={submitting} />
          ) : (
            <Form id={form.id} method="post" className="mt-6 flex flex-col gap-5" replace onSubmit={expectWelcome}>
              <input type="hidden" name="redirectTo" value={redirectTo} />
              {/* Both fields are required; the sign-in page has always shown no asterisks, so the labels carry none. */}
              <FormField field={fields.email} label="Email">
                <Input
                  {...valuedControlProps(fields.email)}
                  type="email"
                  autoComplete="username"
                  required
                  autoFocus={!email}
                  placeholder="you@example.com"
                />
              </FormField>
              <FormField field={fields.password} label="Password">
                <div className="relative">
                  <Input
                    {...controlProps(fields.password)}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    required
                    autoFocus={Boolean(email)}
                    className="pr-12"
                  />
                  <button
                    type="button"
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    aria-pressed={showPassword}
                    className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-ink-muted hover:text-ink"
                  >
                    {showPassword ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
                  </button>
                </div>
              </FormField>
              <Button type="submit" variant="secondary" disabled={submitting} className="w-full">
                {submitting ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="animate-spin" />
                    Signing in...
                  </>
                ) : (
                  'Sign in'
                )}
              </Button>
              {canResetPassword ? (
                <p className="text-center text-sm">
                  <Link to="/forgot-password" className="font-medium text-brass-700 underline-offset-4 hover:underline">
                    Forgot password?
                  </Link>
                </p>
              ) : null}
            </Form>
          )}
        </>
      )}
    </StaffFrame>
  );
}

/** The second step of two-step sign-in: the code from the app (or a recovery code), or start over. */
function SecondStepForm({ redirectTo, submitting }: { redirectTo: string; submitting: boolean }) {
  const [form, fields] = useForm<z.input<typeof secondStepSchema>>({ id: 'second-step' });
  return (
    <div className="mt-6 flex flex-col gap-5">
      <p className="text-ink">Enter the 6-digit code your authenticator app shows for {company.name}.</p>
      <Form id={form.id} method="post" className="flex flex-col gap-5" replace onSubmit={expectWelcome}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="intent" value="second-step" />
        <FormField field={fields.code} label="Authentication code" description="Lost your phone? Type one of your recovery codes instead.">
          <Input
            {...controlProps(fields.code, { described: true })}
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="none"
            spellCheck={false}
            required
            autoFocus
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={submitting} className="w-full">
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Verify
        </Button>
      </Form>
      <Form method="post" replace>
        <input type="hidden" name="intent" value="start-over" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="min-h-11 text-sm font-medium text-brass-700 underline-offset-4 hover:underline">
          Start over with a different account
        </button>
      </Form>
    </div>
  );
}

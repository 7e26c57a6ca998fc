// Joining the team from an invite, or choosing a new password from a reset link: the member
// chooses a password (twice). A link that expired or was used says so and what to do instead.
import { Form, Link, useNavigation } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { formAttributes } from '#app/components/ui/form-field.tsx';
import { validateForm } from '#app/lib/parse-form.ts';
import { setPasswordSchema } from '#app/features/accounts/account-forms.ts';
import { StaffFrame } from '#app/features/accounts/components/staff-frame.tsx';
import { NewPasswordFields } from '#app/features/accounts/components/new-password-fields.tsx';

type Props = {
  purpose: 'invite' | 'password-reset';
  /** Whose link it is; null when it is not valid (expired, used, unknown). */
  member: { email: string; name: string } | null;
  lastResult?: SubmissionResult<string[]> | null;
  /** A refusal that is not about a field (the link stopped working meanwhile). */
  error?: string | null;
};

const TEXTS = {
  invite: {
    title: 'Join the team',
    intro: (name: string) => `Welcome${name ? `, ${name}` : ''}. Choose the password you will sign in with.`,
    button: 'Set password and continue',
  },
  'password-reset': {
    title: 'Choose a new password',
    intro: () => 'Choose a new password. You will be signed out everywhere, then sign in with the new one.',
    button: 'Save new password',
  },
} as const;

export function SetPasswordPage({ purpose, member, lastResult, error }: Props) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: 'set-password',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateForm(formData, setPasswordSchema),
  });
  const texts = TEXTS[purpose];

  if (!member || error) {
    return (
      <StaffFrame>
        <h1 className="text-2xl sm:text-3xl">This link does not work</h1>
        <p className="mt-3 text-ink" role="alert">
          {error ?? 'This link has expired or has been used already. Ask an admin of your team for a new one.'}
        </p>
        <p className="mt-6">
          <Link to="/admin-login" className="font-medium text-brass-700 underline-offset-4 hover:underline">
            Go to Admin Login
          </Link>
        </p>
      </StaffFrame>
    );
  }

  return (
    <StaffFrame>
      <h1 className="text-2xl sm:text-3xl">{texts.title}</h1>
      <p className="mt-2 text-ink-muted">{texts.intro(member.name)}</p>
      <Form {...formAttributes(form)} method="post" className="mt-6 flex flex-col gap-5">
        <p className="text-sm">
          Signing in as <span className="font-medium">{member.email}</span>
        </p>
        <NewPasswordFields email={member.email} password={fields.password} confirmPassword={fields.confirmPassword} />
        <Button type="submit" variant="secondary" disabled={submitting} className="w-full">
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {texts.button}
        </Button>
      </Form>
    </StaffFrame>
  );
}

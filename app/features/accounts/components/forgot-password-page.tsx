// 'Forgot password?': the member's e-mail, then the same answer whether or not an account has it.
import { Form, Link, useNavigation } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { controlProps, formAttributes, FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { validateForm } from '#app/lib/parse-form.ts';
import { forgotPasswordSchema } from '#app/features/accounts/account-forms.ts';
import { StaffFrame } from '#app/features/accounts/components/staff-frame.tsx';

type Props = { available: boolean; sent: boolean; limited: boolean; lastResult?: SubmissionResult<string[]> | null };

export const RESET_SENT =
  'If an account uses that e-mail, we have sent it a link to choose a new password. The link works for one hour. Check your spam folder if it does not arrive in a few minutes.';

export function ForgotPasswordPage({ available, sent, limited, lastResult }: Props) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateForm(formData, forgotPasswordSchema),
  });
  const back = (
    <p className="mt-6 text-sm">
      <Link to="/admin-login" className="font-medium text-brass-700 underline-offset-4 hover:underline">
        Back to Admin Login
      </Link>
    </p>
  );

  if (!available) {
    return (
      <StaffFrame>
        <h1 className="text-2xl sm:text-3xl">Forgot password</h1>
        <p className="mt-3 text-ink">
          This site cannot send e-mail yet. Ask an admin of your team to invite you again, or the server&apos;s owner to reset your
          password.
        </p>
        {back}
      </StaffFrame>
    );
  }
  return (
    <StaffFrame>
      <h1 className="text-2xl sm:text-3xl">Forgot password</h1>
      {sent ? (
        <p role="status" className="mt-3 text-ink">
          {RESET_SENT}
        </p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">Enter the e-mail you sign in with and we will send you a link to choose a new password.</p>
          {limited ? (
            <p role="alert" className="mt-4 rounded-md border border-danger bg-danger-50 p-3 text-sm text-ink">
              Too many requests from this network. Please try again in an hour.
            </p>
          ) : null}
          <Form {...formAttributes(form)} method="post" className="mt-6 flex flex-col gap-5">
            <FormField field={fields.email} label="Email">
              <Input {...controlProps(fields.email)} type="email" autoComplete="username" required autoFocus />
            </FormField>
            <Button type="submit" variant="secondary" disabled={submitting} className="w-full">
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              Send reset link
            </Button>
          </Form>
        </>
      )}
      {back}
    </StaffFrame>
  );
}

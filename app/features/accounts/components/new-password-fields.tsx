// A new password and its confirmation, as every form that sets one asks for them (joining,
// a reset link, the Account page), with the account's e-mail for password managers.
import { controlProps, FormField } from '#app/components/ui/form-field.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';

export function NewPasswordFields({
  email,
  password,
  confirmPassword,
  confirmLabel = 'Confirm password',
}: {
  email: string;
  password: FieldMeta;
  confirmPassword: FieldMeta;
  confirmLabel?: string;
}) {
  return (
    <>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField field={password} label="New password" description="At least 10 characters; a phrase of a few words is easy to remember.">
        <Input {...controlProps(password, { described: true })} type="password" autoComplete="new-password" required />
      </FormField>
      <FormField field={confirmPassword} label={confirmLabel}>
        <Input {...controlProps(confirmPassword)} type="password" autoComplete="new-password" required />
      </FormField>
    </>
  );
}

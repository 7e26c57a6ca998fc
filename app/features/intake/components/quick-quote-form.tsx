import type { FieldErrors } from '#app/features/intake/lead-options.ts';
import { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import { EmailField, HiddenFields, NameField, PhoneField, SubmitButton } from '#app/features/intake/components/lead-form-parts.tsx';

type FormProps = { onSuccess?: () => void; defaultValues?: Record<string, string>; initialErrors?: FieldErrors; back?: string };

/** The mobile quick quote: name, email and phone; source 'mobile price calculator'. */
export function QuickQuoteForm({ onSuccess, defaultValues, initialErrors, back }: FormProps) {
  const { formProps, fieldProps, submitting, texts } = useLeadForm({ kind: 'quick-quote', onSuccess, initialErrors, defaultValues });
  return (
    <form {...formProps} aria-label="Quick quote" className="relative grid gap-4">
      <HiddenFields kind="quick-quote" back={back} />
      <NameField {...fieldProps('name')} />
      <PhoneField {...fieldProps('phone')} />
      <EmailField {...fieldProps('email')} />
      <SubmitButton submitting={submitting} texts={texts} className="mt-2" />
    </form>
  );
}

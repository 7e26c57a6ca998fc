import type { FieldErrors } from '#app/features/intake/lead-options.ts';
import { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import { EnquiryFields, HiddenFields, SubmitButton } from '#app/features/intake/components/lead-form-parts.tsx';

type FormProps = { onSuccess?: () => void; defaultValues?: Record<string, string>; initialErrors?: FieldErrors; back?: string };

/** The popup contact form: name, email, phone, service and message; source 'popup form'. */
export function PopupForm({ onSuccess, defaultValues, initialErrors, back }: FormProps) {
  const { formProps, fieldProps, submitting, texts } = useLeadForm({ kind: 'popup', onSuccess, initialErrors, defaultValues });
  return (
    <form {...formProps} aria-label="Free consultation" className="relative grid gap-4 sm:grid-cols-2">
      <HiddenFields kind="popup" back={back} />
      <EnquiryFields kind="popup" fieldProps={fieldProps} />
      <SubmitButton submitting={submitting} texts={texts} className="mt-2 sm:col-span-2" />
    </form>
  );
}

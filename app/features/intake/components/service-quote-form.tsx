import { firstError } from '#app/components/ui/form-field.tsx';
import type { FieldErrors } from '#app/features/intake/lead-options.ts';
import { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import { EmailField, HiddenFields, NameField, PhoneField, SubmitButton } from '#app/features/intake/components/lead-form-parts.tsx';

type FormProps = {
  service: string;
  onSuccess?: () => void;
  defaultValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  back?: string;
};

/** A service card's quote request: name, email and phone for `service`; source 'service card'. */
export function ServiceQuoteForm({ service, onSuccess, defaultValues, initialErrors, back }: FormProps) {
  const { formProps, fieldProps, field, submitting, texts } = useLeadForm({
    kind: 'service-card',
    onSuccess,
    initialErrors,
    defaultValues,
  });
  // The service is a hidden field: a message about it (only a hand-made post gets one) shows below.
  const serviceError = firstError(field('service'));
  return (
    <form {...formProps} aria-label={`Quote for ${service}`} className="relative grid gap-4">
      <HiddenFields kind="service-card" back={back} />
      <input type="hidden" name="service" value={service} />
      <NameField {...fieldProps('name')} />
      <PhoneField {...fieldProps('phone')} />
      <EmailField {...fieldProps('email')} />
      {serviceError ? <p className="text-sm text-danger">{serviceError}</p> : null}
      <SubmitButton submitting={submitting} texts={texts} className="mt-2" />
    </form>
  );
}

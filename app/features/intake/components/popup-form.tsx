import { SelectField, TextareaField } from '#app/components/ui/form-field.tsx';
import { FIELD_LIMITS, popupServices } from '#app/features/intake/lead-options.ts';
import type { FieldErrors } from '#app/features/intake/lead-options.ts';
import { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import { EmailField, HiddenFields, NameField, PhoneField, SubmitButton } from '#app/features/intake/components/lead-form-parts.tsx';

type FormProps = { onSuccess?: () => void; defaultValues?: Record<string, string>; initialErrors?: FieldErrors; back?: string };

/** The popup contact form: name, email, phone, service and message; source 'popup form'. */
export function PopupForm({ onSuccess, defaultValues, initialErrors, back }: FormProps) {
  const { formProps, fieldProps, submitting, texts } = useLeadForm({ kind: 'popup', onSuccess, initialErrors, defaultValues });
  return (
    <form {...formProps} aria-label="Free consultation" className="relative grid gap-4 sm:grid-cols-2">
      <HiddenFields kind="popup" back={back} />
      <NameField {...fieldProps('name')} className="sm:col-span-2" />
      <PhoneField {...fieldProps('phone')} />
      <EmailField {...fieldProps('email')} />
      <SelectField
        {...fieldProps('service', '')}
        label="Service"
        placeholder="Select a service"
        options={popupServices}
        className="sm:col-span-2"
      />
      <TextareaField
        {...fieldProps('message')}
        label="Message"
        placeholder="Tell us about your space and what you have in mind"
        maxLength={FIELD_LIMITS.message}
        className="sm:col-span-2"
      />
      <SubmitButton submitting={submitting} label={texts.submit} submittingLabel={texts.submitting} className="mt-2 sm:col-span-2" />
    </form>
  );
}

import { contactServices, FIELD_LIMITS } from '#app/features/intake/lead-options.ts';
import type { FieldErrors } from '#app/features/intake/lead-options.ts';
import { SelectField, TextareaField } from '#app/components/ui/form-field.tsx';
import { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import { EmailField, HiddenFields, NameField, PhoneField, SubmitButton } from '#app/features/intake/components/lead-form-parts.tsx';

type Props = {
  defaultValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  back?: string;
  /** The line under the heading (the contact page says more than the default). */
  intro?: string;
};

const serviceOptions = contactServices.map((service) => ({ value: service, label: service }));

/** The contact page's form: name, phone, email, service and message; source 'contact_page'. */
export function ContactForm({ defaultValues, initialErrors, back, intro = 'We reply within 24 hours.' }: Props) {
  const { formProps, fieldProps, submitting, texts } = useLeadForm({ kind: 'contact', initialErrors, defaultValues });
  return (
    <form {...formProps} aria-label="Contact form" className="relative rounded-lg border border-line bg-surface p-6 shadow-soft sm:p-8">
      <HiddenFields kind="contact" back={back} />
      <h2 className="text-2xl">Send Us a Message</h2>
      <p className="mt-1 text-ink-muted">{intro}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <NameField {...fieldProps('name')} className="sm:col-span-2" />
        <PhoneField {...fieldProps('phone')} />
        <EmailField {...fieldProps('email')} />
        <SelectField
          {...fieldProps('service', '')}
          label="Service Interested In"
          placeholder="Select a service"
          options={serviceOptions}
          className="sm:col-span-2"
        />
        <TextareaField
          {...fieldProps('message')}
          label="Message"
          placeholder="Tell us about your project: rooms, timeline, budget"
          maxLength={FIELD_LIMITS.message}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton
        submitting={submitting}
        label={texts.submit}
        submittingLabel={texts.submitting}
        className="mt-6 sm:w-auto sm:min-w-48"
      />
    </form>
  );
}
